import { createHmac, createSecretKey, type KeyObject, timingSafeEqual } from "node:crypto";
import { randomToken } from "./random-tokens.server.ts";

/**
 * Signed double-submit CSRF tokens (OWASP): a random value lives in an HttpOnly,
 * SameSite=Strict cookie; the page carries `issuedAt.signature`, an HMAC of that value
 * and time keyed by SECRET. Any instance sharing SECRET can verify a token without a
 * server-side session. See docs/decisions/002-csrf.md.
 */
export const CSRF_HEADER = "x-csrf-token";
export const CSRF_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export function csrfCookieName(isHttps: boolean): string {
  // The __Host- prefix pins the cookie to this host and path; browsers only accept it over HTTPS.
  return isHttps ? "__Host-csrf" : "csrf";
}

export function newCsrfBinding(): string {
  return randomToken(32);
}

/** How many first visits' credentials are signed at a time, and how long they are kept. */
export const FIRST_VISIT_BATCH = 64;
export const FIRST_VISIT_MAX_AGE_MS = 60_000;

interface FirstVisitCredentials {
  binding: string;
  token: string;
}

/**
 * A new visitor's binding and its token, from a stock signed in batches. Signed one at a time,
 * a token cost a quarter of the time it takes to serve a cached page: the HMAC's first call
 * after other work pays for OpenSSL's code and tables anew, and in a batch only once. A stock
 * older than a minute is thrown away, so a token is never handed out more than a minute into
 * its day of validity.
 */
export function firstVisitCredentials(secret: string) {
  let stock: FirstVisitCredentials[] = [];
  let signedAt = 0;
  return (now = Date.now()): FirstVisitCredentials => {
    if (stock.length === 0 || now - signedAt > FIRST_VISIT_MAX_AGE_MS) {
      stock = Array.from({ length: FIRST_VISIT_BATCH }, () => {
        const binding = newCsrfBinding();
        return { binding, token: signCsrfToken(secret, binding, now) };
      });
      signedAt = now;
    }
    return stock.pop() as FirstVisitCredentials;
  };
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

/** When a token was issued, in epoch milliseconds, or null when it is malformed. */
export function csrfIssuedAt(token: string): number | null {
  const issuedAt = Number.parseInt(token.split(".")[0] ?? "", 36);
  return Number.isFinite(issuedAt) ? issuedAt : null;
}

export function csrfSetCookie(name: string, binding: string, isHttps: boolean): string {
  const attributes = ["Path=/", "HttpOnly", "SameSite=Strict", `Max-Age=${60 * 60 * 24 * 30}`];
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
