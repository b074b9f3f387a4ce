import {
  createHmac,
  createSecretKey,
  type KeyObject,
  randomBytes,
  timingSafeEqual,
} from "node:crypto";
import { parse } from "cookie";

/**
 * Signed double-submit CSRF tokens (OWASP): a random value lives in an HttpOnly,
 * SameSite=Strict cookie; the page's meta tag receives `issuedAt.signature`, an HMAC of that
 * value and time keyed by SECRET, from /api/csrf-token. Any instance sharing SECRET can
 * verify a token without a server-side session. See docs/decisions/002-csrf.md.
 */
export const CSRF_HEADER = "x-csrf-token";
export const CSRF_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export function csrfCookieName(isHttps: boolean): string {
  // The __Host- prefix pins the cookie to this host and path; browsers only accept it over HTTPS.
  return isHttps ? "__Host-csrf" : "csrf";
}

export function newCsrfBinding(): string {
  return randomBytes(32).toString("base64url");
}

const bindingPattern = /^[A-Za-z0-9_-]{43}$/;

/** The visitor's CSRF binding from the request's cookie, or null when it has none. */
export function csrfBinding(request: Request, isHttps: boolean): string | null {
  const value = parse(request.headers.get("cookie") ?? "")[csrfCookieName(isHttps)];
  return value && bindingPattern.test(value) ? value : null;
}

export function signCsrfToken(secret: string, binding: string, issuedAt = Date.now()): string {
  const stamp = issuedAt.toString(36);
  return `${stamp}.${signature(secret, binding, stamp)}`;
}

export function verifyCsrfToken(
  secret: string,
  binding: string | undefined,
  token: string | undefined,
  now = Date.now(),
): boolean {
  if (!binding || !token) return false;
  const [stamp, given, extra] = token.split(".");
  if (!stamp || !given || extra !== undefined) return false;
  const issuedAt = Number.parseInt(stamp, 36);
  if (
    !Number.isFinite(issuedAt) ||
    now - issuedAt > CSRF_TOKEN_MAX_AGE_MS ||
    issuedAt > now + 60_000
  ) {
    return false;
  }
  const expected = Buffer.from(signature(secret, binding, stamp));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/**
 * A session cookie (no Max-Age), as the spec and the cookie notice describe it: the page asks
 * for its token on every visit, so nothing needs the binding to outlive the browser session.
 */
export function csrfSetCookie(name: string, binding: string, isHttps: boolean): string {
  const attributes = ["Path=/", "HttpOnly", "SameSite=Strict"];
  if (isHttps) attributes.push("Secure");
  return `${name}=${binding}; ${attributes.join("; ")}`;
}

// The key is prepared once per secret (a process has one): preparing it took longer than
// the signature itself.
const keys = new Map<string, KeyObject>();

function signature(secret: string, binding: string, stamp: string): string {
  let key = keys.get(secret);
  if (!key) {
    key = createSecretKey(Buffer.from(secret));
    keys.set(secret, key);
  }
  return createHmac("sha256", key).update(`csrf:${binding}:${stamp}`).digest("base64url");
}
