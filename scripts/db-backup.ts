/**
 * Operator command: a consistent copy of the SQLite database, safe while the site runs.
 *   npm run db:backup -- <path> [--force]
 * Uses SQLite's online backup (node:sqlite backup()), read-only on the live database. The copy
 * holds visitors' personal data, so it is created readable by its owner only (mode 600).
 * PostgreSQL is backed up with pg_dump; this command says so and exits 1.
 * Environment: DATABASE_URL (optional; unset means SQLite at $DATA_DIR/site.db), DATA_DIR
 * (default ./data). Exits 1 with a one-line message on stderr when anything fails.
 */
import { existsSync, statSync } from "node:fs";
import { open, rm } from "node:fs/promises";
import { resolve } from "node:path";
import { backup, DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import { resolveDatabaseTarget } from "../app/server/storage/database-url.server.ts";
import { runOperatorCommand } from "./support/operator-command.ts";

const HELP = `Usage: npm run db:backup -- <path> [--force]

Writes a consistent copy of the SQLite database to <path>, readable by you only (mode 600).
Safe while the site runs. Refuses to replace an existing file unless --force is given.
For PostgreSQL, use pg_dump.

Options:
  --force       replace <path> if it exists
  -h, --help    show this text

Environment: DATABASE_URL (unset: SQLite at $DATA_DIR/site.db), DATA_DIR (default ./data).
`;

/** All pages in one step: a snapshot that writes from the running site cannot restart. */
const ALL_PAGES = 2 ** 31 - 1;

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
  const [destination] = positionals;
  if (destination === undefined || positionals.length !== 1) {
    throw new Error("expected exactly one backup path (see --help)");
  }
  const target = resolveDatabaseTarget(
    process.env.DATABASE_URL || undefined,
    process.env.DATA_DIR || "./data",
  );
  if (target.kind === "postgres") {
    throw new Error(
      'DATABASE_URL is PostgreSQL: back it up with pg_dump (e.g. pg_dump --format=custom --file=backup.dump "$DATABASE_URL"); this command copies SQLite databases only',
    );
  }
  const source = target.filename;
  if (source === ":memory:" || !existsSync(source)) {
    throw new Error(`there is no SQLite database at ${source}`);
  }
  await createPrivateFile(source, resolve(destination), values.force);
  try {
    const pages = await copyDatabase(source, destination);
    process.stdout.write(`Backed up ${source} to ${destination} (${pages} pages, mode 600).\n`);
  } catch (error) {
    // A half-written copy must not pass for a backup.
    for (const file of [destination, ...companionsOf(destination)]) await rm(file, { force: true });
    throw error;
  }
});

/**
 * Creates the (empty) backup file with mode 600 before SQLite writes to it; SQLite keeps the
 * mode, and gives its journal files the same one. Leftover journal files of an older file at
 * the path would be read as part of the copy, so --force removes them too.
 */
async function createPrivateFile(source: string, path: string, force: boolean): Promise<void> {
  const companions = companionsOf(path);
  if ([source, `${source}-wal`, `${source}-shm`].some((file) => sameFile(file, path))) {
    throw new Error("the backup path is the live database itself");
  }
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
