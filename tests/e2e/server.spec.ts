import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { defaultBaseUrl } from "../../playwright.config.ts";
import { expect, test } from "./fixtures.ts";
import { CLIENT_BUILD } from "./support/client-build.ts";

test.describe("the server", () => {
  test("pages carry security headers with a fresh script nonce each time", async ({ request }) => {
    const first = await request.get("/overview");
    const second = await request.get("/overview");
    const csp = first.headers()["content-security-policy"] ?? "";
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9_-]{22}' 'strict-dynamic'/);
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(first.headers()["x-content-type-options"]).toBe("nosniff");
    expect(first.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(first.headers()["permissions-policy"]).toContain("camera=()");
    // HSTS only when served over HTTPS; these tests run on plain http://localhost.
    expect(first.headers()["strict-transport-security"]).toBeUndefined();

    const nonceOf = (value: string) => /'nonce-([^']+)'/.exec(value)?.[1];
    const secondCsp = second.headers()["content-security-policy"] ?? "";
    expect(nonceOf(csp)).not.toBe(nonceOf(secondCsp));
    const html = await second.text();
    expect(html).toContain(`nonce="${nonceOf(secondCsp)}"`);
    expect(html).not.toContain(`nonce="${nonceOf(csp)}"`);
    expect(html).not.toContain("PLACEHOLDER");
  });

  test("every visitor gets their own CSRF token bound to an HttpOnly cookie", async ({
    request,
    playwright,
  }) => {
    const response = await request.get("/contact");
    const cookie = response.headers()["set-cookie"] ?? "";
    expect(cookie).toMatch(/^csrf=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Strict/);
    const tokenOf = (html: string) => /name="csrf-token" content="([^"]+)"/.exec(html)?.[1];
    const other = await playwright.request.newContext({ baseURL: defaultBaseUrl });
    const otherToken = tokenOf(await (await other.get("/contact")).text());
    expect(tokenOf(await response.text())).not.toBe(otherToken);
    await other.dispose();
  });

  test("pages are never stored by shared caches", async ({ request }) => {
    for (const path of ["/", "/press", "/no-such-page"]) {
      const response = await request.get(path);
      expect(response.headers()["cache-control"]).toBe("private, no-cache");
    }
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
