import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseConfig } from "./config.server.ts";

const dataDir = () => mkdtempSync(join(tmpdir(), "config-test-"));

describe("configuration", () => {
  it("documents every variable it reads in .env.example and the README", () => {
    const source = readFileSync("app/server/config.server.ts", "utf8");
    const start = source.indexOf("const environmentSchema");
    const schema = source.slice(start, source.indexOf("\n});", start));
    const variables = [...schema.matchAll(/^ {2}([A-Z_]+):/gm)].map(([, name]) => name ?? "");
    expect(variables).toContain("NODE_ENV");
    const example = readFileSync(".env.example", "utf8");
    const readme = readFileSync("README.md", "utf8");
    for (const name of variables) {
      expect(example, name).toMatch(new RegExp(`^${name}=`, "m"));
      expect(readme, name).toContain(`\`${name}\``);
    }
  });

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

  it("refuses a TRUST_PROXY express could not read, naming the variable, before anything starts", () => {
    for (const value of ["true", "10.0.0.0/33", "example.com", "10.0.0.1/8/1", "1.2.3"]) {
      expect(() => parseConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY: expected a hop count/,
      );
    }
    const accepted = [
      "false",
      "2",
      "loopback",
      "loopback, 10.0.0.0/8",
      "::1",
      "10.0.0.0/255.0.0.0",
    ];
    for (const value of accepted) {
      expect(() => parseConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value }), value).not.toThrow();
    }
  });

  it("warns in production when PUBLIC_URL is unset, saying what points at localhost", () => {
    const local = parseConfig({ DATA_DIR: dataDir(), NODE_ENV: "production" });
    expect(local.warnings).toEqual([
      expect.stringMatching(/^PUBLIC_URL is not set: canonical links.*no-reply@localhost/),
    ]);
    expect(parseConfig({ DATA_DIR: dataDir() }).warnings).toEqual([]);
    const set = parseConfig({
      DATA_DIR: dataDir(),
      NODE_ENV: "production",
      PUBLIC_URL: "https://residences.example",
      SECRET: "s".repeat(32),
    });
    expect(set.warnings).toEqual([]);
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

  it("waits out a shutdown grace period on a public deployment only, unless told otherwise", () => {
    const publicSite = { PUBLIC_URL: "https://residences.example", SECRET: "s".repeat(40) };
    expect(parseConfig({ DATA_DIR: dataDir(), NODE_ENV: "production" }).shutdownGraceMs).toBe(0);
    expect(parseConfig({ DATA_DIR: dataDir(), ...publicSite }).shutdownGraceMs).toBe(5_000);
    expect(
      parseConfig({ DATA_DIR: dataDir(), ...publicSite, SHUTDOWN_GRACE_MS: "0" }).shutdownGraceMs,
    ).toBe(0);
    expect(parseConfig({ DATA_DIR: dataDir(), SHUTDOWN_GRACE_MS: "1500" }).shutdownGraceMs).toBe(
      1_500,
    );
    for (const bad of ["-1", "1.5", "soon", "300001"]) {
      expect(() => parseConfig({ DATA_DIR: dataDir(), SHUTDOWN_GRACE_MS: bad })).toThrow(
        /SHUTDOWN_GRACE_MS:/,
      );
    }
  });

  it("keeps leads three years unless told otherwise, in whole days", () => {
    expect(parseConfig({ DATA_DIR: dataDir() }).leadRetentionDays).toBe(1095);
    expect(parseConfig({ DATA_DIR: dataDir(), LEAD_RETENTION_DAYS: "30" }).leadRetentionDays).toBe(
      30,
    );
    for (const bad of ["0", "-5", "1.5", "forever", "36501"]) {
      expect(() => parseConfig({ DATA_DIR: dataDir(), LEAD_RETENTION_DAYS: bad })).toThrow(
        /LEAD_RETENTION_DAYS:/,
      );
    }
  });

  it("creates the data directory readable by the site's user only", () => {
    const dir = join(dataDir(), "data");
    parseConfig({ DATA_DIR: dir });
    expect(statSync(dir).mode & 0o777).toBe(0o700);
  });

  it("serves metrics only on a METRICS_PORT of their own, on loopback unless told otherwise", () => {
    expect(parseConfig({ DATA_DIR: dataDir() }).metrics).toBeNull();
    expect(parseConfig({ DATA_DIR: dataDir(), METRICS_PORT: "9464" }).metrics).toEqual({
      port: 9464,
      host: "127.0.0.1",
    });
    expect(
      parseConfig({ DATA_DIR: dataDir(), METRICS_PORT: "9464", METRICS_HOST: "10.0.0.5" }).metrics,
    ).toEqual({ port: 9464, host: "10.0.0.5" });
    for (const bad of ["0", "65536", "metrics", "94.64"]) {
      expect(() => parseConfig({ DATA_DIR: dataDir(), METRICS_PORT: bad }), bad).toThrow(
        /METRICS_PORT:/,
      );
    }
    expect(() => parseConfig({ DATA_DIR: dataDir(), PORT: "8080", METRICS_PORT: "8080" })).toThrow(
      /METRICS_PORT: must differ from PORT/,
    );
  });

  it("reports errors to Sentry only with a SENTRY_DSN, which must look like one", () => {
    expect(parseConfig({ DATA_DIR: dataDir() }).sentry).toBeNull();
    const dsn = "https://abc123@o42.ingest.sentry.io/4501";
    expect(
      parseConfig({ DATA_DIR: dataDir(), SENTRY_DSN: dsn, SENTRY_ENVIRONMENT: "staging" }).sentry,
    ).toEqual({ dsn, environment: "staging" });
    for (const bad of ["sentry", "https://o42.ingest.sentry.io/4501", "https://abc@host/x"]) {
      expect(() => parseConfig({ DATA_DIR: dataDir(), SENTRY_DSN: bad }), bad).toThrow(
        /SENTRY_DSN:/,
      );
    }
    expect(() =>
      parseConfig({ DATA_DIR: dataDir(), SENTRY_DSN: dsn, SENTRY_ENVIRONMENT: "a b" }),
    ).toThrow(/SENTRY_ENVIRONMENT:/);
  });
});
