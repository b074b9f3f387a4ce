/**
 * Starts the production server as its own process, for tests that need their own
 * configuration, their own database, or to stop and restart a server.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { appendFileSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { portAnswers } from "../../../scripts/support/port-probe.ts";

export interface SiteProcess {
  baseURL: string;
  dataDir: string;
  /** Everything the server has logged so far (JSON lines). */
  log(): string;
  /** SIGTERM, then waits for the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: a crash or power cut, with no chance to finish anything. */
  kill(): Promise<void>;
}

export async function startSite(
  port: number,
  env: Record<string, string> = {},
  dataDir = mkdtempSync(join(tmpdir(), `site-${port}-`)),
): Promise<SiteProcess> {
  const baseURL = `http://localhost:${port}`;
  // A server left behind by an earlier run would otherwise answer this test's requests
  // with its own configuration, and the failure would look like the code under test.
  if (await portAnswers(port)) {
    throw new Error(`port ${port} is already taken by another process; stop it before testing`);
  }
  const child: ChildProcess = spawn(join(process.cwd(), "node_modules/.bin/node"), ["server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseURL,
      DATA_DIR: dataDir,
      ...env,
      // The start-up lines are how a test knows this process is the one listening.
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  // Kept with the run's other server logs, which are read for personal data at the end.
  void exited.then(() => {
    const root = process.env.E2E_DATA_ROOT;
    if (root) appendFileSync(join(root, `site-${port}-${child.pid}.log`), output);
  });
  const started = Date.now();
  let listeningAfter: number | undefined;
  let lastProbe = "not probed";
  const ready = async () => {
    lastProbe = await probeReadiness(port);
    return lastProbe === "ready";
  };
  // Ready means this process listens: a server left on the port by an earlier run would
  // answer /readyz too, so the child must also have said so.
  while (!(output.includes("listening on") && (await ready()))) {
    if (child.exitCode !== null) throw new Error(`the server on ${port} exited:\n${output}`);
    if (listeningAfter === undefined && output.includes("listening on")) {
      listeningAfter = Date.now() - started;
    }
    // As long as the runner gives its own servers (playwright.config.ts): in a full run on two
    // busy cores one start was not ready within 30 s.
    if (Date.now() - started > 60_000) {
      child.kill("SIGKILL");
      const said =
        listeningAfter === undefined
          ? "never said it listened"
          : `said it listened after ${listeningAfter} ms; the last probe: ${lastProbe}`;
      throw new Error(`the server on ${port} did not start (it ${said}):\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseURL,
    dataDir,
    log: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
    kill: async () => {
      if (child.exitCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}

/** "ready", or what the probe met instead. */
async function probeReadiness(port: number): Promise<string> {
  try {
    // The address the server binds, not "localhost", so the probe needs no name lookup; and
    // one unanswered probe must not use up the whole wait.
    const response = await fetch(`http://127.0.0.1:${port}/readyz`, {
      signal: AbortSignal.timeout(2_000),
    });
    return response.ok ? "ready" : `answered ${response.status}`;
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
    return cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
  }
}
