import { describe, expect, it } from "vitest";
import { randomToken } from "./random-tokens.server.ts";

describe("random tokens", () => {
  it("are base64url of the requested length and never repeat, across refills of the pool", () => {
    const seen = new Set<string>();
    for (let index = 0; index < 1000; index++) {
      const token = randomToken(32);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      seen.add(token);
    }
    expect(seen.size).toBe(1000);
    expect(randomToken(16)).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
