/**
 * A PostgreSQL database of its own for the local production stack (production-stack.ts): a
 * private cluster in a temp folder, made by initdb and run by `postgres` in the foreground on a
 * free loopback port, with the user `site` and its database as compose.yaml makes them; or, given
 * an existing database, a fresh schema in it. stop() ends the cluster (PostgreSQL's fast shutdown)
 * and removes its folder, or drops the schema.
 */
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import pg from "pg";

export interface PostgresOptions {
  /** An existing PostgreSQL (postgres://…): the stack gets a fresh schema in it. */
  databaseUrl?: string;
  /** Receives the cluster's log, one line at a time. */
  log: (line: string) => void;
  /** The cluster stopped without being asked to. */
  onUnexpectedExit: () => void;
}

export interface Database {
  /** For the site: DATABASE_URL, password included. */
  url: string;
  stop(): Promise<void>;
}

export function startPostgres(options: PostgresOptions): Promise<Database> {
  return options.databaseUrl ? freshSchema(options.databaseUrl) : privateCluster(options);
}

async function freshSchema(databaseUrl: string): Promise<Database> {
  const schema = `stack_${randomBytes(6).toString("hex")}`;
  await withClient(databaseUrl, (client) => client.query(`CREATE SCHEMA ${schema}`));
  const url = new URL(databaseUrl);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    url: url.toString(),
    stop: async () => {
      await withClient(databaseUrl, (client) => client.query(`DROP SCHEMA ${schema} CASCADE`));
    },
  };
}

async function privateCluster({ log, onUnexpectedExit }: PostgresOptions): Promise<Database> {
  const bin = postgresBinaries();
  // PostgreSQL refuses to run as root: then the cluster belongs to the user postgres.
  const owner = process.getuid?.() === 0 ? userIds("postgres") : undefined;
  const root = mkdtempSync(join(tmpdir(), "stack-postgres-"));
  let child: ChildProcess | undefined;
  const stop = async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child?.once("exit", resolve));
      child.kill("SIGINT");
      await exited;
    }
    rmSync(root, { recursive: true, force: true });
  };
  try {
    if (owner) chownSync(root, owner.uid, owner.gid);
    const password = randomBytes(24).toString("hex");
    const passwordFile = join(root, "password");
    writeFileSync(passwordFile, password, { mode: 0o600 });
    if (owner) chownSync(passwordFile, owner.uid, owner.gid);
    const data = join(root, "data");
    const initdb = spawnSync(
      bin("initdb"),
      [
        `--pgdata=${data}`,
        "--username=postgres",
        "--auth=scram-sha-256",
        `--pwfile=${passwordFile}`,
        "--encoding=UTF8",
        "--locale=C",
        "--no-sync",
      ],
      { cwd: root, encoding: "utf8", ...owner },
    );
    if (initdb.status !== 0) {
      throw new Error(`initdb failed: ${initdb.error?.message ?? initdb.stderr}`);
    }
    rmSync(passwordFile);
    const port = await freePort();
    // In a process group of its own, so a Ctrl-C in the terminal reaches the instances and
    // nginx but not PostgreSQL, which stop() ends after them. setpriv (util-linux) then runs it
    // as its owner, and gives it SIGINT, its fast shutdown, should this process die first.
    const user = owner ? [`--reuid=${owner.uid}`, `--regid=${owner.gid}`, "--clear-groups"] : [];
    const postgres = [bin("postgres"), "-D", data, "-p", String(port), "-k", root];
    const server = spawn(
      "setpriv",
      [...user, "--pdeathsig=SIGINT", "--", ...postgres, "-c", "listen_addresses=127.0.0.1"],
      { cwd: root, stdio: ["ignore", "pipe", "pipe"], detached: true },
    );
    child = server;
    for (const stream of [server.stdout, server.stderr]) {
      if (stream) createInterface({ input: stream }).on("line", log);
    }
    const started = new Promise<void>((resolve, reject) => {
      server.once("spawn", resolve);
      server.once("error", reject);
    });
    await started;
    const admin = `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
    await waitForConnections(admin, server);
    await withClient(admin, async (client) => {
      await client.query(`CREATE ROLE site LOGIN PASSWORD '${password}'`);
      await client.query("CREATE DATABASE site OWNER site");
    });
    server.once("exit", onUnexpectedExit);
    return { url: `postgres://site:${password}@127.0.0.1:${port}/site`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Where initdb and postgres are: PG_BIN, the PATH, or Debian's newest PostgreSQL. */
function postgresBinaries(): (name: string) => string {
  const given = process.env.PG_BIN;
  if (given) return (name) => join(given, name);
  if (!spawnSync("initdb", ["--version"]).error) return (name) => name;
  const debian = "/usr/lib/postgresql";
  const versions = existsSync(debian)
    ? readdirSync(debian)
        .filter((version) => existsSync(join(debian, version, "bin", "initdb")))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions[0] === undefined) {
    throw new Error(
      "PostgreSQL's initdb was not found: apt-get install postgresql, set PG_BIN to its folder, or give DATABASE_URL",
    );
  }
  return (name) => join(debian, versions[0] as string, "bin", name);
}

function userIds(name: string): { uid: number; gid: number } {
  const id = (flag: string) => spawnSync("id", [flag, name], { encoding: "utf8" });
  const [uid, gid] = [id("-u"), id("-g")];
  if (uid.status !== 0 || gid.status !== 0) {
    throw new Error(
      `PostgreSQL will not run as root and there is no user ${name}: apt-get install postgresql, or give DATABASE_URL`,
    );
  }
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no free port")),
      );
    });
  });
}

async function waitForConnections(url: string, server: ChildProcess): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (server.exitCode !== null) throw new Error("PostgreSQL exited while starting");
    try {
      await withClient(url, async () => {});
      return;
    } catch (error) {
      if (Date.now() - started > 30_000) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
