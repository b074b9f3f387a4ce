import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { testPort } from "./tests/e2e/support/ports.ts";

/**
 * Browser tests run against the real production build and real storage (a fresh SQLite
 * file per run), in Debian's Chromium. A second server has single-page navigation off;
 * a third has analytics IDs configured; the shared cache (nginx, deploy/nginx/site.conf)
 * stands in front of the first, as the CDN does in production.
 */
const PORT = testPort(0);
const PLAIN_LINKS_PORT = testPort(1);
const ANALYTICS_PORT = testPort(2);
const CACHE_PORT = testPort(3);
export const defaultBaseUrl = `http://localhost:${PORT}`;
const node = join(import.meta.dirname, "node_modules/.bin/node");
// Workers load this file again; the environment they inherit keeps one data folder per run.
process.env.E2E_DATA_ROOT ||= mkdtempSync(join(tmpdir(), "site-e2e-"));
const dataRoot = process.env.E2E_DATA_ROOT;

function server(port: number, extraEnv: Record<string, string> = {}) {
  return {
    // Logs go to a file per server, read for personal data when the run ends (log-privacy.ts).
    command: `${node} server.ts >> ${join(dataRoot, `server-${port}.log`)}`,
    url: `http://localhost:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: join(dataRoot, String(port)),
      LOG_LEVEL: "info",
      ...extraEnv,
    },
  };
}

/** nginx in front of the server at originPort, with its error log on stderr. */
function sharedCache(port: number, originPort: number) {
  return {
    command: `${node} scripts/shared-cache.ts >> ${join(dataRoot, `shared-cache-${port}.log`)}`,
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore" as const,
    stderr: "pipe" as const,
    env: { CACHE_PORT: String(port), ORIGINS: `127.0.0.1:${originPort}` },
    // Stopped, not killed, so the runner removes nginx's temp folder (cache included).
    gracefulShutdown: { signal: "SIGTERM" as const, timeout: 5_000 },
  };
}

export default defineConfig({
  testDir: "tests/e2e",
  globalTeardown: "./tests/e2e/log-privacy.teardown.ts",
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  // Two cores carry three servers, two browsers and the runner: on a busy moment a client
  // navigation's few modules took 1.5-2.8 s to arrive (seen in traces), and an inquiry's
  // way to /thanks went past the default 5 s once in CI. Waits end as soon as they pass.
  expect: { timeout: 10_000 },
  use: {
    baseURL: defaultBaseUrl,
    trace: "off",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: [
    // Behind a trusted proxy on loopback, so each test can be its own client (X-Forwarded-For).
    server(PORT, { TRUST_PROXY: "loopback", CONTACT_RATE_LIMIT: "5" }),
    server(PLAIN_LINKS_PORT, { SPA_NAVIGATION: "false" }),
    server(ANALYTICS_PORT, { GA_MEASUREMENT_ID: "G-TEST12345", GTM_ID: "GTM-TEST123" }),
    // Appends the browser's address to X-Forwarded-For, so a test's own address still counts.
    sharedCache(CACHE_PORT, PORT),
  ],
});

/** The default server's SQLite file, for tests that check what was (not) stored. */
export const defaultDatabaseFile = join(dataRoot, String(PORT), "site.db");
export const plainLinksBaseUrl = `http://localhost:${PLAIN_LINKS_PORT}`;
/** The plain-links server's data folder, for tests that change its content with an operator command. */
export const plainLinksDataDir = join(dataRoot, String(PLAIN_LINKS_PORT));
export const analyticsBaseUrl = `http://localhost:${ANALYTICS_PORT}`;
/** The default server behind the shared cache. */
export const cachedBaseUrl = `http://localhost:${CACHE_PORT}`;
