import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { APIResponse } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { testPort } from "./support/ports.ts";
import { startSite } from "./support/site-process.ts";
import { apiPath } from "./support/visitor.ts";

/**
 * What Mozilla's HTTP Observatory grades, checked on every kind of answer the site gives:
 * a page, an API read, a refused API call, a 404 and a 500. Observatory's A+ needs all of it.
 */
function expectObservatoryHeaders(headers: Record<string, string>, what: string) {
  const csp = headers["content-security-policy"] ?? "";
  const directives = new Map(
    csp.split(";").map((part) => {
      const [name = "", ...values] = part.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );
  const scripts = directives.get("script-src") ?? directives.get("default-src") ?? [];
  // A document allows its own inline scripts by hash; any other answer allows no script.
  expect(
    scripts.some((source) => /^'(nonce-|sha256-)/.test(source)) ||
      (scripts.length === 1 && scripts[0] === "'none'"),
    `${what}: strict CSP`,
  ).toBe(true);
  expect(scripts, `${what}: no unsafe script sources`).not.toContain("'unsafe-inline'");
  expect(scripts, `${what}: no eval`).not.toContain("'unsafe-eval'");
  expect(
    scripts.some((source) => /^(https?:|\*|data:)/.test(source)),
    `${what}: no hosts`,
  ).toBe(false);
  expect(directives.get("object-src"), what).toEqual(["'none'"]);
  expect(directives.get("base-uri"), what).toEqual(["'none'"]);
  expect(directives.get("frame-ancestors"), what).toEqual(["'none'"]);
  expect(directives.get("default-src"), what).toEqual(["'self'"]);
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["x-frame-options"], what).toBe("DENY");
  expect(headers["referrer-policy"], what).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
  expect(headers["access-control-allow-origin"], `${what}: no open CORS`).toBeUndefined();
  expect(headers["x-powered-by"], what).toBeUndefined();
  expect(headers.server, what).toBeUndefined();
}

async function answers(get: (path: string) => Promise<APIResponse>) {
  return {
    page: await get("/overview"),
    perRequestPage: await get("/contact"),
    api: await get(apiPath("units")),
    notFound: await get("/no-such-page"),
  };
}

test.describe("security headers (HTTP Observatory)", () => {
  test("pages, API answers and 404s on plain HTTP", async ({ request }) => {
    const responses = await answers((path) => request.get(path));
    const refused = await request.post(apiPath("register-contact"), {
      headers: { "content-type": "application/json" },
      data: "{}",
    });
    for (const [what, response] of Object.entries({ ...responses, refused })) {
      expectObservatoryHeaders(response.headers(), what);
    }
    expect(responses.notFound.status()).toBe(404);
    expect(refused.status()).toBe(403);
    // On plain HTTP there is nothing to pin, and the cookie cannot be __Host- (it needs Secure).
    expect(responses.page.headers()["strict-transport-security"]).toBeUndefined();
  });

  test("a 500 carries the same headers and no internals", async () => {
    const saved = { ...process.env };
    Object.assign(process.env, {
      DATA_DIR: mkdtempSync(join(tmpdir(), "site-500-")),
      LOG_LEVEL: "silent",
      PUBLIC_URL: `http://localhost:${testPort(21)}`,
    });
    // The production build's own app, with a page renderer that fails on every request.
    const { createSite } = (await import(join(process.cwd(), "build/server/index.js"))) as {
      createSite: (options: { loadBuild: () => Promise<never> }) => Promise<{
        listener: import("node:http").RequestListener;
        close: () => Promise<void>;
      }>;
    };
    const site = await createSite({
      loadBuild: () => Promise.reject(new Error("secret internal failure at /srv/app")),
    });
    process.env = saved;
    const server = createServer(site.listener).listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/press`);
      expect(response.status).toBe(500);
      expectObservatoryHeaders(Object.fromEntries(response.headers), "500");
      const html = await response.text();
      expect(html).not.toMatch(/secret internal failure|\/srv\/app|at .*\.js:\d+/);
    } finally {
      server.close();
      await site.close();
    }
  });

  test("behind HTTPS: HSTS for two years and a __Host- cookie that is Secure", async ({
    playwright,
  }) => {
    const site = await startSite(testPort(22), {
      PUBLIC_URL: "https://residences.example",
      SECRET: randomBytes(32).toString("base64url"),
    });
    try {
      const context = await playwright.request.newContext({ baseURL: site.baseURL });
      const responses = await answers((path) => context.get(path));
      for (const [what, response] of Object.entries(responses)) {
        const headers = response.headers();
        expectObservatoryHeaders(headers, `https ${what}`);
        const hsts = headers["strict-transport-security"] ?? "";
        expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(63_072_000);
        expect(hsts).toContain("includeSubDomains");
      }
      // The cookie comes with the visitor's first token; the pages themselves set none.
      expect(responses.page.headers()["set-cookie"]).toBeUndefined();
      const cookie = (await context.get(apiPath("csrf-token"))).headers()["set-cookie"] ?? "";
      expect(cookie).toMatch(/^__Host-csrf=[A-Za-z0-9_-]+; Path=\//);
      expect(cookie).toContain("Secure");
      expect(cookie).toContain("HttpOnly");
      expect(cookie).toContain("SameSite=Strict");
      expect(cookie).not.toMatch(/Domain=/i);
      expect(responses.page.headers()["content-security-policy"]).toContain(
        "upgrade-insecure-requests",
      );
      await context.dispose();
    } finally {
      await site.stop();
    }
  });
});
