/**
 * The built site started as production for a measuring script (`npm run bench`,
 * `npm run audit`): its own port and data folder, quiet logs.
 */
import { type ChildProcess, spawn } from "node:child_process";

export function startProductionServer({
  port,
  dataDir,
  env = {},
}: {
  port: number;
  dataDir: string;
  env?: Record<string, string>;
}): ChildProcess {
  return spawn(process.execPath, ["server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** Resolves once the address answers 200; fails if the process exits or 30 s pass first. */
export async function waitUntilReady(url: string, child: ChildProcess): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < 30_000) {
    if (child.exitCode !== null) throw new Error(`the process for ${url} exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within 30 s`);
}
