import { describe, expect, it } from "vitest";
import {
  CSRF_TOKEN_MAX_AGE_MS,
  csrfBinding,
  csrfCookieName,
  csrfSetCookie,
  newCsrfBinding,
  signCsrfToken,
  verifyCsrfToken,
} from "./csrf.server.ts";

const secret = "a-test-secret-that-is-long-enough-123";

describe("CSRF tokens", () => {
  it("accepts a token signed for the same cookie binding, on any instance sharing the secret", () => {
    const binding = newCsrfBinding();
    expect(verifyCsrfToken(secret, binding, signCsrfToken(secret, binding))).toBe(true);
  });

  it("rejects a token for another binding, another secret, a tampered or missing token", () => {
    const binding = newCsrfBinding();
    const token = signCsrfToken(secret, binding);
    expect(verifyCsrfToken(secret, newCsrfBinding(), token)).toBe(false);
    expect(verifyCsrfToken(`${secret}-other`, binding, token)).toBe(false);
    expect(verifyCsrfToken(secret, binding, `${token}x`)).toBe(false);
    expect(verifyCsrfToken(secret, binding, token.replace(/^[^.]+/, "zz"))).toBe(false);
    expect(verifyCsrfToken(secret, binding, undefined)).toBe(false);
    expect(verifyCsrfToken(secret, undefined, token)).toBe(false);
  });

  it("expires a token after a day", () => {
    const binding = newCsrfBinding();
    const issuedAt = Date.now() - CSRF_TOKEN_MAX_AGE_MS - 1000;
    expect(verifyCsrfToken(secret, binding, signCsrfToken(secret, binding, issuedAt))).toBe(false);
  });

  it("uses a __Host- cookie with Secure only over HTTPS", () => {
    expect(csrfCookieName(true)).toBe("__Host-csrf");
    expect(csrfSetCookie("__Host-csrf", "v", true)).toMatch(/; Secure/);
    expect(csrfSetCookie("csrf", "v", false)).not.toMatch(/Secure/);
    expect(csrfSetCookie("csrf", "v", false)).toMatch(/HttpOnly; SameSite=Strict/);
  });

  it("is a session cookie, as the cookie notice says (issue 29)", () => {
    expect(csrfSetCookie("__Host-csrf", "v", true)).not.toMatch(/Max-Age|Expires/i);
  });
});

describe("the visitor's binding", () => {
  const withCookie = (cookie: string) => new Request("http://localhost/", { headers: { cookie } });

  it("is read from the cookie for the scheme, and refused when malformed", () => {
    const binding = newCsrfBinding();
    expect(binding).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(csrfBinding(withCookie(`csrf=${binding}`), false)).toBe(binding);
    expect(csrfBinding(withCookie(`__Host-csrf=${binding}`), true)).toBe(binding);
    expect(csrfBinding(withCookie(`csrf=${binding}`), true)).toBeNull();
    expect(csrfBinding(withCookie("csrf=short"), false)).toBeNull();
    expect(csrfBinding(new Request("http://localhost/"), false)).toBeNull();
  });
});
