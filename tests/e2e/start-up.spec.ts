import { spawn } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./fixtures.ts";
import { testPort } from "./support/ports.ts";

const PORT = testPort(31);

/** The production server started with these settings: what it printed, and how it ended. */
async function start(env: Record<string, string>, until: "exit" | RegExp = "exit") {
  const dataDir = mkdtempSync(join(tmpdir(), "site-start-up-"));
  const server = spawn(join(process.cwd(), "node_modules/.bin/node"), ["server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      PUBLIC_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  server.stdout.on("data", (chunk) => {
    output += chunk;
  });
  server.stderr.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => server.on("exit", resolve));
  if (until !== "exit") {
    await expect.poll(() => output, { timeout: 20_000 }).toMatch(until);
    server.kill("SIGTERM");
  }
  return { code: await exited, output, dataDir };
}

const noStackTrace = (output: string) => expect(output).not.toMatch(/^\s+at /m);

test.describe("start-up says what is wrong, by its setting", () => {
  test("a port already in use names PORT and ends without a stack trace", async () => {
    const occupant = createServer();
    await new Promise<void>((resolve) => occupant.listen(PORT, "127.0.0.1", resolve));
    try {
      const { code, output } = await start({});
      expect(code).toBe(1);
      expect(output).toContain(`PORT=${PORT}: port ${PORT} on 127.0.0.1 is already in use.`);
      noStackTrace(output);
    } finally {
      occupant.close();
    }
  });

  test("an address the machine does not have names HOST", async () => {
    const { code, output } = await start({ HOST: "203.0.113.7" });
    expect(code).toBe(1);
    expect(output).toContain("HOST=203.0.113.7: not an address of this machine.");
    noStackTrace(output);
  });

  test("TRUST_PROXY=true is refused by name before any database is made", async () => {
    const { code, output, dataDir } = await start({ TRUST_PROXY: "true" });
    expect(code).toBe(1);
    expect(output).toContain("TRUST_PROXY: expected a hop count");
    expect(existsSync(join(dataDir, "site.db"))).toBe(false);
    noStackTrace(output);
  });

  test("production without PUBLIC_URL warns, saying what would point at localhost", async () => {
    const { output } = await start({}, /listening on/);
    const warning = output.split("\n").find((line) => line.includes("PUBLIC_URL is not set"));
    expect(JSON.parse(warning ?? "{}")).toMatchObject({ level: 40 });
    expect(warning).toContain(
      `the sitemap and robots.txt point at http://localhost:${testPort(31)}`,
    );
  });
});
