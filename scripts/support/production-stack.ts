/**
 * compose.yaml's production shape on one machine, without containers (`npm run stack`, the
 * browser test tests/e2e/production-stack.spec.ts): PostgreSQL (private-postgres.ts), two
 * instances of the built site sharing it and one SECRET, and nginx (deploy/nginx/site.conf) in
 * front of both. stop() ends them as production does, the instances first (gracefully), then
 * nginx, then PostgreSQL, and removes the temp folders.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { portAnswers } from "./port-probe.ts";
import { type Database, startPostgres } from "./private-postgres.ts";
import { type SharedCache, startSharedCache } from "./shared-cache.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
// The project's Node 24 where it is installed (the machine's own may be older), else this one.
const PROJECT_NODE = join(ROOT, "node_modules/.bin/node");
const NODE = existsSync(PROJECT_NODE) ? PROJECT_NODE : process.execPath;

export interface ProductionStackOptions {
  /** nginx's port on 127.0.0.1; the site's public origin is http://localhost:port. */
  port: number;
  /** The two instances' ports on 127.0.0.1. */
  instancePorts: readonly [number, number];
  /** Each instance's metrics listener (METRICS_PORT on 127.0.0.1), or none. */
  metricsPorts?: readonly [number, number];
  /** An existing PostgreSQL (postgres://…) to hold the stack's data in a fresh schema. */
  databaseUrl?: string;
  /** More settings for both instances: LEAD_WEBHOOK_URL, SMTP_URL, LOG_LEVEL, … */
  env?: Record<string, string>;
  /** Writes every log line to stdout, named by its process, instead of keeping it for log(). */
  echo?: boolean;
  /** Called when a process of the stack ends before stop() asked it to. */
  onUnexpectedExit?: (name: string) => void;
}

export interface StackInstance {
  name: string;
  url: string;
  metricsUrl?: string;
  /** Its log so far (JSON lines), unless echoed. */
  log(): string;
}

export interface ProductionStack {
  /** nginx: the address visitors use. */
  url: string;
  /** The database the instances share, password included. */
  databaseUrl: string;
  instances: StackInstance[];
  /** Stops everything; resolves once every process has exited and its files are gone. */
  stop(): Promise<void>;
}

interface Instance extends StackInstance {
  stop(): Promise<void>;
}

export async function startProductionStack(
  options: ProductionStackOptions,
): Promise<ProductionStack> {
  if (!existsSync(join(ROOT, "build/server/index.js"))) {
    throw new Error("there is no build to run: npm run build first");
  }
  for (const port of [options.port, ...options.instancePorts, ...(options.metricsPorts ?? [])]) {
    if (await portAnswers(port))
      throw new Error(`port ${port} is already taken by another process`);
  }
  let stopping = false;
  const unexpected = (name: string) => () => {
    if (!stopping) options.onUnexpectedExit?.(name);
  };
  const instances: Instance[] = [];
  let database: Database | undefined;
  let cache: SharedCache | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), "stack-data-"));
  const stop = once(async () => {
    stopping = true;
    await Promise.all(instances.map((instance) => instance.stop()));
    if (cache) await stopProcess(cache.process, () => cache?.stop());
    await database?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  try {
    database = await startPostgres({
      databaseUrl: options.databaseUrl,
      log: logSink("postgres", options.echo).write,
      onUnexpectedExit: unexpected("postgres"),
    });
    const origin = `http://localhost:${options.port}`;
    const env = {
      ...options.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PUBLIC_URL: origin,
      DATABASE_URL: database.url,
      SECRET: randomBytes(32).toString("base64url"),
      // nginx on loopback is the one proxy in front; it appends the visitor's address.
      TRUST_PROXY: "loopback",
      // Unused with PostgreSQL, and never the checkout's own ./data.
      DATA_DIR: dataDir,
    };
    const started = await Promise.allSettled(
      options.instancePorts.map((port, index) => {
        const name = `site-${index + 1}`;
        const metricsPort = options.metricsPorts?.[index];
        return startInstance(
          { name, port, metricsPort, env, echo: options.echo },
          unexpected(name),
        );
      }),
    );
    for (const result of started) if (result.status === "fulfilled") instances.push(result.value);
    for (const result of started) if (result.status === "rejected") throw result.reason;

    cache = startSharedCache({
      port: options.port,
      origins: options.instancePorts.map((port) => `127.0.0.1:${port}`),
      stdio: ["ignore", "ignore", "pipe"],
    });
    const nginxLog = logSink("nginx", options.echo);
    follow(cache.process, nginxLog.write);
    cache.process.once("exit", unexpected("nginx"));
    await waitUntilReady(`http://127.0.0.1:${options.port}/healthz`, cache.process, nginxLog.text);
    return { url: origin, databaseUrl: database.url, instances, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

interface InstanceOptions {
  name: string;
  port: number;
  metricsPort: number | undefined;
  env: Record<string, string>;
  echo: boolean | undefined;
}

async function startInstance(
  { name, port, metricsPort, env, echo }: InstanceOptions,
  onUnexpectedExit: () => void,
): Promise<Instance> {
  // setpriv (util-linux): SIGTERM, the instance's graceful stop, should this process die first.
  const child = spawn("setpriv", ["--pdeathsig=SIGTERM", "--", NODE, "server.ts"], {
    cwd: ROOT,
    env: {
      ...process.env,
      LOG_LEVEL: "info",
      ...env,
      PORT: String(port),
      // Empty is off: a METRICS_PORT in this process's environment must not reach both.
      METRICS_PORT: metricsPort ? String(metricsPort) : "",
      METRICS_HOST: "127.0.0.1",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const log = logSink(name, echo);
  // Ready means this process listens, not some other one left on the port.
  let listening = false;
  follow(child, (line) => {
    listening ||= line.includes("listening on");
    log.write(line);
  });
  const url = `http://127.0.0.1:${port}`;
  const metricsUrl = metricsPort ? `http://127.0.0.1:${metricsPort}/metrics` : undefined;
  try {
    await waitUntilReady(`${url}/readyz`, child, log.text, () => listening);
    if (metricsUrl) await waitUntilReady(metricsUrl, child, log.text);
  } catch (error) {
    await stopProcess(child, () => child.kill("SIGKILL"));
    throw error;
  }
  child.once("exit", onUnexpectedExit);
  return {
    name,
    url,
    metricsUrl,
    log: log.text,
    stop: () => stopProcess(child, () => child.kill("SIGTERM")),
  };
}

/** Sends the stop, then waits for the exit; a process still there after 30 s is killed. */
async function stopProcess(child: ChildProcess, sendStop: () => void): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  sendStop();
  const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
  await exited;
  clearTimeout(timer);
}

/** Resolves once the process has said so (if asked) and url answers 200; throws on its exit. */
async function waitUntilReady(
  url: string,
  child: ChildProcess,
  log: () => string,
  saidSo: () => boolean = () => true,
): Promise<void> {
  const started = Date.now();
  let last = "no answer yet";
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the process for ${url} exited:\n${log()}`);
    if (saidSo()) {
      try {
        const answer = await fetch(url);
        if (answer.ok) return;
        last = `status ${answer.status}`;
      } catch (error) {
        // A port browsers refuse (fetch's "bad port") would otherwise look like a silent hang.
        last = String((error as Error).cause ?? error);
      }
    }
    if (Date.now() - started > 60_000) {
      throw new Error(`${url} was not ready in 60 s (${last}):\n${log()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function follow(child: ChildProcess, onLine: (line: string) => void) {
  for (const stream of [child.stdout, child.stderr]) {
    if (stream) createInterface({ input: stream }).on("line", onLine);
  }
}

/** A process's log lines: echoed to stdout with its name, or kept for text(). */
function logSink(name: string, echo: boolean | undefined) {
  const lines: string[] = [];
  return {
    write: (line: string) => {
      if (echo) process.stdout.write(`${name.padEnd(8)} | ${line}\n`);
      else lines.push(line);
    },
    text: () => lines.join("\n"),
  };
}

function once(work: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | undefined;
  return () => {
    running ??= work();
    return running;
  };
}
