import { describe, expect, it } from "vitest";
import {
  CSRF_TOKEN_MAX_AGE_MS,
  csrfCookieName,
  csrfIssuedAt,
  csrfSetCookie,
  FIRST_VISIT_BATCH,
  FIRST_VISIT_MAX_AGE_MS,
  firstVisitCredentials,
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
});

describe("first visits' credentials", () => {
  it("are each a new binding with a token valid for it alone", () => {
    const next = firstVisitCredentials(secret);
    const given = Array.from({ length: FIRST_VISIT_BATCH * 2 + 1 }, () => next());
    expect(new Set(given.map(({ binding }) => binding)).size).toBe(given.length);
    for (const [index, { binding, token }] of given.entries()) {
      expect(binding).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(verifyCsrfToken(secret, binding, token)).toBe(true);
      const other = given[(index + 1) % given.length]?.binding;
      expect(verifyCsrfToken(secret, other, token)).toBe(false);
    }
  });

  it("are never handed out more than a minute after they were signed", () => {
    const next = firstVisitCredentials(secret);
    const start = Date.UTC(2026, 10, 26, 12);
    expect(csrfIssuedAt(next(start).token)).toBe(start);
    expect(csrfIssuedAt(next(start + FIRST_VISIT_MAX_AGE_MS).token)).toBe(start);
    const later = start + FIRST_VISIT_MAX_AGE_MS + 1;
    expect(csrfIssuedAt(next(later).token)).toBe(later);
  });
});
