import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseConfig } from "./config.server.ts";

const dataDir = () => mkdtempSync(join(tmpdir(), "config-test-"));

describe("configuration", () => {
  it("runs locally with no variables at all", () => {
    const config = parseConfig({ DATA_DIR: dataDir() });
    expect(config.port).toBe(3000);
    expect(config.publicOrigin).toBe("http://localhost:3000");
    expect(config.salesPhone).toBe("+1 (345) 555-0100");
    expect(config.spaNavigation).toBe(true);
    expect(config.isHttps).toBe(false);
    expect(config.databaseUrl).toBeUndefined();
  });

  it("treats empty variables as unset", () => {
    const config = parseConfig({
      DATA_DIR: dataDir(),
      PUBLIC_URL: "",
      GA_MEASUREMENT_ID: "",
      PORT: "",
    });
    expect(config.publicOrigin).toBe("http://localhost:3000");
    expect(config.gaMeasurementId).toBeUndefined();
  });

  it("names the variable that is wrong", () => {
    expect(() => parseConfig({ DATA_DIR: dataDir(), PORT: "eighty" })).toThrow(/PORT:/);
    expect(() => parseConfig({ DATA_DIR: dataDir(), PUBLIC_URL: "ftp://x" })).toThrow(
      /PUBLIC_URL:/,
    );
    expect(() => parseConfig({ DATA_DIR: dataDir(), SPA_NAVIGATION: "maybe" })).toThrow(
      /SPA_NAVIGATION:/,
    );
    expect(() => parseConfig({ DATA_DIR: dataDir(), GA_MEASUREMENT_ID: "UA-1" })).toThrow(
      /GA_MEASUREMENT_ID:/,
    );
  });

  it("requires a shared SECRET on a public deployment and never invents one there", () => {
    expect(() =>
      parseConfig({ DATA_DIR: dataDir(), PUBLIC_URL: "https://residences.example" }),
    ).toThrow(/SECRET: required/);
    const config = parseConfig({
      DATA_DIR: dataDir(),
      PUBLIC_URL: "https://residences.example",
      SECRET: "s".repeat(40),
    });
    expect(config.isHttps).toBe(true);
    expect(config.secret).toBe("s".repeat(40));
  });

  it("keeps a generated local secret across restarts", () => {
    const dir = dataDir();
    const first = parseConfig({ DATA_DIR: dir }).secret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(parseConfig({ DATA_DIR: dir }).secret).toBe(first);
    expect(readFileSync(join(dir, "secret"), "utf8")).toBe(first);
  });

  it("reads single-page navigation as a flag", () => {
    expect(parseConfig({ DATA_DIR: dataDir(), SPA_NAVIGATION: "false" }).spaNavigation).toBe(false);
    expect(parseConfig({ DATA_DIR: dataDir(), SPA_NAVIGATION: "on" }).spaNavigation).toBe(true);
  });
});
