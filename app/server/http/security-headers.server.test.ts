import { mkdtempSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import express from "express";
import { describe, expect, it } from "vitest";
import { parseConfig } from "../config.server.ts";
import { securityHeaders } from "./security-headers.server.ts";

async function headersFor(environment: NodeJS.ProcessEnv) {
  const config = parseConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), "headers-")), ...environment });
  const app = express();
  app.use(securityHeaders(config, { development: false }).middleware);
  app.get("/", (_req, res) => {
    res.send("ok");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  try {
    const { port } = server.address() as AddressInfo;
    return (await fetch(`http://127.0.0.1:${port}/`)).headers;
  } finally {
    server.close();
  }
}

describe("security headers", () => {
  it("send HSTS and upgrade insecure requests when the site is served over HTTPS", async () => {
    const headers = await headersFor({
      PUBLIC_URL: "https://residences.example",
      SECRET: "x".repeat(40),
    });
    expect(headers.get("strict-transport-security")).toBe(
      "max-age=63072000; includeSubDomains; preload",
    );
    expect(headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });

  it("leave HSTS out on plain HTTP, where browsers would ignore or mis-pin it", async () => {
    const headers = await headersFor({});
    expect(headers.get("strict-transport-security")).toBeNull();
    expect(headers.get("content-security-policy")).not.toContain("upgrade-insecure-requests");
  });

  it("allow Google's tag hosts only when analytics is configured", async () => {
    const without = (await headersFor({})).get("content-security-policy");
    const withAnalytics = (await headersFor({ GA_MEASUREMENT_ID: "G-ABC12345" })).get(
      "content-security-policy",
    );
    expect(without).not.toContain("googletagmanager");
    expect(withAnalytics).toContain("connect-src 'self' https://www.googletagmanager.com");
  });

  it("allow no script in answers that are not documents, and a document's own scripts by hash", async () => {
    expect((await headersFor({})).get("content-security-policy")).toContain("script-src 'none'");
    const config = parseConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), "headers-")) });
    const policy = securityHeaders(config, { development: false }).documentPolicy?.([
      "abc=",
      "def=",
    ]);
    expect(policy).toContain("script-src 'sha256-abc=' 'sha256-def=' 'strict-dynamic';");
    expect(policy).not.toMatch(/nonce|unsafe-inline/);
  });
});
