import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { defaultBaseUrl } from "../../playwright.config.ts";
import { expect, test } from "./fixtures.ts";
import { CLIENT_BUILD } from "./support/client-build.ts";
import { apiPath, csrfTokenFor } from "./support/visitor.ts";

test.describe("the server", () => {
  test("pages are the same bytes for every visitor, their scripts allowed by hash", async ({
    request,
    playwright,
  }) => {
    const first = await request.get("/overview");
    const other = await playwright.request.newContext({ baseURL: defaultBaseUrl });
    const second = await other.get("/overview");
    const csp = first.headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src ('sha256-[A-Za-z0-9+/]+=*' )+'strict-dynamic'/);
    expect(csp).not.toMatch(/nonce|unsafe-inline/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(first.headers()["x-content-type-options"]).toBe("nosniff");
    expect(first.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(first.headers()["permissions-policy"]).toContain("camera=()");
    // HSTS only when served over HTTPS; these tests run on plain http://localhost.
    expect(first.headers()["strict-transport-security"]).toBeUndefined();
    // Nothing per visitor: no cookie, the same policy, the same document.
    expect(first.headers()["set-cookie"]).toBeUndefined();
    expect(second.headers()["content-security-policy"]).toBe(csp);
    expect(await second.text()).toBe(await first.text());
    await other.dispose();
  });

  test("every visitor gets their own CSRF token bound to an HttpOnly cookie", async ({
    request,
    playwright,
  }) => {
    const response = await request.get(apiPath("csrf-token"));
    expect(response.headers()["cache-control"]).toBe("private, no-store");
    const cookie = response.headers()["set-cookie"] ?? "";
    expect(cookie).toMatch(/^csrf=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict/);
    const other = await playwright.request.newContext({ baseURL: defaultBaseUrl });
    expect(await csrfTokenFor(request)).not.toBe(await csrfTokenFor(other));
    // A returning visitor keeps their cookie.
    expect((await request.get(apiPath("csrf-token"))).headers()["set-cookie"]).toBeUndefined();
    await other.dispose();
  });

  test("public pages may be kept by shared caches, with a validator; per-visitor answers may not", async ({
    request,
  }) => {
    for (const path of [
      "/",
      "/press?category=market",
      "/availability",
      "/contact.data",
      "/no-such-page",
    ]) {
      const response = await request.get(path);
      expect(response.headers()["cache-control"], path).toBe(
        "public, max-age=0, s-maxage=60, stale-while-revalidate=60",
      );
      const etag = response.headers().etag ?? "";
      expect(etag, path).toMatch(/^W\/"[\w-]+"$/);
      const again = await request.get(path, { headers: { "if-none-match": etag } });
      expect(again.status(), path).toBe(304);
    }
    expect((await request.get("/thanks")).headers()["cache-control"]).toBe("private, no-cache");
    expect((await request.get(apiPath("units"))).headers()["cache-control"]).toBe("no-store");
  });

  test("hashed assets are sent as the build compressed them and cached for a year", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0] as string;
    expect(asset).toBeTruthy();
    const file = join(CLIENT_BUILD, asset);
    // Each encoding is the copy the build wrote at its best setting, not one made per request.
    for (const [accept, encoding, copy] of [
      ["gzip, deflate, br, zstd", "br", `${file}.br`],
      ["gzip", "gzip", `${file}.gz`],
      ["identity", undefined, file],
    ] as const) {
      const response = await request.get(asset, { headers: { "accept-encoding": accept } });
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.headers()["content-encoding"]).toBe(encoding);
      expect(response.headers().vary).toContain("Accept-Encoding");
      expect(Number(response.headers()["content-length"])).toBe(statSync(copy).size);
      expect((await response.body()).equals(readFileSync(file))).toBe(true);
    }
    const missing = await request.get("/assets/no-such-file.js");
    expect(missing.status()).toBe(404);
  });

  test("only the email signature's logo may be loaded by other sites", async ({ request }) => {
    const logo = await request.get("/media/email/signature-logo.png");
    expect(logo.status()).toBe(200);
    expect(logo.headers()["cross-origin-resource-policy"]).toBe("cross-origin");
    const picture = await request.get("/media/images/kitchen-400.jpg");
    expect(picture.status()).toBe(200);
    expect(picture.headers()["cross-origin-resource-policy"]).toBe("same-origin");
  });

  test("health and readiness answer for load balancers", async ({ request }) => {
    expect(await (await request.get("/healthz")).json()).toEqual({ status: "ok" });
    expect(await (await request.get("/readyz")).json()).toEqual({
      status: "ready",
      storage: "sqlite",
    });
  });

  test("an unknown path answers 404 without leaking internals", async ({ request }) => {
    const response = await request.get("/wp-admin/setup.php");
    expect(response.status()).toBe(404);
    const body = await response.text();
    expect(body).toContain("Page Not Found");
    expect(body).not.toMatch(/at \S+\.(js|ts):\d+|node_modules/);
  });
});
