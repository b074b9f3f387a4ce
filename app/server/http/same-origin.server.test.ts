import { describe, expect, it } from "vitest";
import { isSameOrigin } from "./same-origin.server.ts";

const PUBLIC = "https://residences.example";
const post = (headers: Record<string, string>, url = `${PUBLIC}/contact`) =>
  new Request(url, { method: "POST", headers });

describe("same-origin check", () => {
  it("accepts the public origin and the origin the request was addressed to", () => {
    const options = { requireSignal: true };
    expect(isSameOrigin(post({ origin: PUBLIC }), PUBLIC, options)).toBe(true);
    const local = post({ origin: "http://127.0.0.1:3000" }, "http://127.0.0.1:3000/contact");
    expect(isSameOrigin(local, PUBLIC, options)).toBe(true);
  });

  it("compares scheme, host and port, not the host alone", () => {
    const options = { requireSignal: false };
    for (const origin of [
      "http://residences.example",
      "https://residences.example:8443",
      "https://evil.test",
      "null",
    ]) {
      expect(isSameOrigin(post({ origin }), PUBLIC, options), origin).toBe(false);
    }
  });

  it("refuses what the browser marks as cross-site or same-site", () => {
    for (const site of ["cross-site", "same-site", "none"]) {
      const request = post({ "sec-fetch-site": site, origin: PUBLIC });
      expect(isSameOrigin(request, PUBLIC, { requireSignal: false }), site).toBe(false);
    }
  });

  it("lets a request that names no origin through only when a token must back it", () => {
    expect(isSameOrigin(post({}), PUBLIC, { requireSignal: false })).toBe(true);
    expect(isSameOrigin(post({}), PUBLIC, { requireSignal: true })).toBe(false);
    const fetched = post({ "sec-fetch-site": "same-origin" });
    expect(isSameOrigin(fetched, PUBLIC, { requireSignal: true })).toBe(true);
  });
});
