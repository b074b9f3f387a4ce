/**
 * Operator command: a consistent backup of the site's database, safe while the site runs.
 *   npm run db:backup -- [path] [--force]
 * SQLite: SQLite's online backup (node:sqlite backup()), read-only on the live database, into
 * one self-contained file. PostgreSQL: pg_dump --format=custom. Without a path the file is
 * backups/site-YYYYMMDD-HHMMSSZ.db (or .dump) under the working directory, in a directory only
 * its owner can open. The copy holds visitors' personal data, so it is mode 600.
 * Environment: DATABASE_URL (optional; unset means SQLite at $DATA_DIR/site.db), DATA_DIR
 * (default ./data). Exits 1 with a one-line message on stderr when anything fails.
 * db-restore.ts reuses the exported helpers.
 */
import { spawn } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { mkdir, open, rm } from "node:fs/promises";
import { join, resolve } from "node:path";
import { backup, DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import {
  type DatabaseTarget,
  resolveDatabaseTarget,
} from "../app/server/storage/database-url.server.ts";
import { runOperatorCommand } from "./support/operator-command.ts";

const HELP = `Usage: npm run db:backup -- [path] [--force]

Writes a consistent backup of the site's database, readable by you only (mode 600). Safe while
the site runs. Without a path: backups/site-YYYYMMDD-HHMMSSZ.db (SQLite) or .dump (PostgreSQL,
pg_dump's custom format), in a backups/ directory only you can open. Refuses to replace an
existing file unless --force is given. Restore with npm run db:restore -- <file>.

Options:
  --force       replace <path> if it exists
  -h, --help    show this text

Environment: DATABASE_URL (unset: SQLite at $DATA_DIR/site.db), DATA_DIR (default ./data).
`;

/** All pages in one step: a snapshot that writes from the running site cannot restart. */
const ALL_PAGES = 2 ** 31 - 1;

if (import.meta.main) {
  await runOperatorCommand("db-backup", async () => {
    const { values, positionals } = parseArgs({
      allowPositionals: true,
      options: {
        force: { type: "boolean", default: false },
        help: { type: "boolean", short: "h", default: false },
      },
    });
    if (values.help) {
      process.stdout.write(HELP);
      return;
    }
    if (positionals.length > 1) throw new Error("expected at most one backup path (see --help)");
    const target = resolveDatabaseTarget(
      process.env.DATABASE_URL || undefined,
      process.env.DATA_DIR || "./data",
    );
    const destination = positionals[0] ?? (await defaultBackupPath(target, backupStamp()));
    process.stdout.write(`${await backupDatabase(target, destination, values.force)}\n`);
  });
}

/** UTC, sortable, and free of characters a shell or a file system minds: 20250131-235959Z. */
export function backupStamp(date = new Date()): string {
  return date
    .toISOString()
    .replace(/[-:]/g, "")
    .replace("T", "-")
    .replace(/\.\d+Z$/, "Z");
}

/** backups/site-<stamp>.db or .dump under the working directory; creates backups/ mode 700. */
export async function defaultBackupPath(target: DatabaseTarget, stamp: string): Promise<string> {
  const directory = resolve("backups");
  await mkdir(directory, { recursive: true, mode: 0o700 });
  return join(directory, `site-${stamp}.${target.kind === "sqlite" ? "db" : "dump"}`);
}

/** Writes the backup and returns the line that reports it (paths and counts only). */
export async function backupDatabase(
  target: DatabaseTarget,
  destination: string,
  force: boolean,
): Promise<string> {
  const path = resolve(destination);
  if (target.kind === "postgres") {
    await createPrivateFile(path, force, []);
    try {
      await runPostgresTool(
        "pg_dump",
        ["--format=custom", `--file=${path}`],
        target.connectionString,
      );
      const tables = await tablesInDump(path);
      return `Backed up the PostgreSQL database to ${destination} (${tables.length} tables, mode 600).`;
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
  }
  const source = target.filename;
  if (source === ":memory:" || !existsSync(source)) {
    throw new Error(`there is no SQLite database at ${source}`);
  }
  if ([source, `${source}-wal`, `${source}-shm`].some((file) => sameFile(file, path))) {
    throw new Error("the backup path is the live database itself");
  }
  await createPrivateFile(path, force, companionsOf(path));
  try {
    const pages = await copyDatabase(source, path);
    return `Backed up ${source} to ${destination} (${pages} pages, mode 600).`;
  } catch (error) {
    // A half-written copy must not pass for a backup.
    for (const file of [path, ...companionsOf(path)]) await rm(file, { force: true });
    throw error;
  }
}

/** The tables a pg_dump archive holds, as schema.name; fails if it is not a site backup. */
export async function tablesInDump(file: string): Promise<string[]> {
  const listing = await runPostgresTool("pg_restore", ["--list", file]);
  const tables = [...listing.matchAll(/^\d+; \d+ \d+ TABLE (?!DATA )(\S+) (\S+) /gm)].map(
    ([, schema, name]) => `${schema}.${name}`,
  );
  if (!tables.some((table) => table.endsWith(".schema_migrations"))) {
    throw new Error(`${file} is not a backup of this site: it has no schema_migrations table`);
  }
  return tables;
}

/**
 * Runs a PostgreSQL client tool, connected (when given a connection string) by `--dbname` without
 * the password, which travels in PGPASSWORD instead: any user of the machine can read a process's
 * command line, but only its owner can read its environment. Resolves with its stdout.
 */
export function runPostgresTool(
  tool: string,
  args: string[],
  connectionString?: string,
): Promise<string> {
  const env = { ...process.env };
  const connection = connectionString === undefined ? undefined : withoutPassword(connectionString);
  if (connection?.password !== undefined) env.PGPASSWORD = connection.password;
  const allArgs = connection ? [...args, `--dbname=${connection.url}`] : args;
  return new Promise((resolvePromise, reject) => {
    const child = spawn(tool, allArgs, { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "ENOENT"
          ? new Error(`${tool} is not installed (apt-get install postgresql-client)`)
          : error,
      );
    });
    child.on("close", (code) => {
      if (code === 0) resolvePromise(stdout);
      else reject(new Error(`${tool} failed: ${stderr.trim() || `exit code ${code}`}`));
    });
  });
}

function withoutPassword(connectionString: string): { url: string; password?: string } {
  const url = new URL(connectionString);
  let password = url.password ? decodeURIComponent(url.password) : undefined;
  url.password = "";
  if (url.searchParams.has("password")) {
    password = url.searchParams.get("password") ?? undefined;
    url.searchParams.delete("password");
  }
  return { url: url.toString(), password };
}

/**
 * Creates the (empty) backup file with mode 600 before anything writes to it; SQLite and pg_dump
 * keep the mode, and SQLite gives its journal files the same one. Leftover journal files of an
 * older file at the path would be read as part of the copy, so --force removes them too.
 */
async function createPrivateFile(path: string, force: boolean, companions: string[]) {
  if (!force && [path, ...companions].some((file) => existsSync(file))) {
    throw new Error(`${path} exists; pass --force to replace it`);
  }
  for (const file of companions) await rm(file, { force: true });
  const file = await open(path, force ? "w" : "wx", 0o600);
  try {
    await file.chmod(0o600);
  } finally {
    await file.close();
  }
}

async function copyDatabase(source: string, destination: string): Promise<number> {
  const live = new DatabaseSync(source, { readOnly: true, timeout: 5000 });
  let pages: number;
  try {
    pages = await backup(live, destination, { rate: ALL_PAGES });
  } finally {
    live.close();
  }
  const copy = new DatabaseSync(destination);
  try {
    // One self-contained file, with no -wal or -shm beside it to lose when it is moved.
    copy.exec("PRAGMA journal_mode = DELETE");
    const check = copy.prepare("PRAGMA quick_check").get()?.quick_check;
    if (check !== "ok") throw new Error(`the copy failed SQLite's check: ${String(check)}`);
  } finally {
    copy.close();
  }
  return pages;
}

function companionsOf(path: string): string[] {
  return [`${path}-wal`, `${path}-shm`, `${path}-journal`];
}

function sameFile(a: string, b: string): boolean {
  if (resolve(a) === resolve(b)) return true;
  try {
    const [first, second] = [statSync(a), statSync(b)];
    return first.dev === second.dev && first.ino === second.ino;
  } catch {
    return false;
  }
}
