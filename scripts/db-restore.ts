/**
 * Operator command: puts a backup made by npm run db:backup back in place of the database.
 *   npm run db:restore -- <file> [--yes]
 * Refuses while the site (or anything else) uses the database. SQLite: checks the backup, moves
 * the current database aside with its -wal (never deleting it), removes the -shm so nothing
 * stale is replayed on top of the backup, puts a mode-600 copy in place and checks it again.
 * PostgreSQL: saves the current contents to backups/, then pg_restore --clean in one
 * transaction. Prints paths and row counts only.
 * Environment: DATABASE_URL (optional; unset means SQLite at $DATA_DIR/site.db), DATA_DIR
 * (default ./data). Exits 1 with a one-line message on stderr when anything fails.
 */
import { createReadStream, createWriteStream, existsSync } from "node:fs";
import { chmod, mkdir, open, rename, rm } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { createInterface } from "node:readline/promises";
import { DatabaseSync } from "node:sqlite";
import { pipeline } from "node:stream/promises";
import { parseArgs } from "node:util";
import type pg from "pg";
import { resolveDatabaseTarget } from "../app/server/storage/database-url.server.ts";
import {
  lockOutPostgresInstances,
  sqliteInUse,
} from "../app/server/storage/instance-lock.server.ts";
import {
  backupDatabase,
  backupStamp,
  defaultBackupPath,
  runPostgresTool,
  tablesInDump,
} from "./db-backup.ts";
import { runOperatorCommand } from "./support/operator-command.ts";

const HELP = `Usage: npm run db:restore -- <file> [--yes]

Replaces the site's database with a backup written by npm run db:backup. Stop the site first:
the restore refuses while it (or any other process) uses the database.
SQLite: the backup is checked (integrity_check, schema_migrations), the current database is
moved aside to site.db.before-restore-<time> with its -wal, its -shm is removed, and a copy of
the backup (mode 600) takes its place and is checked again.
PostgreSQL: the current contents are saved to backups/, then the backup is restored with
pg_restore --clean --if-exists --no-owner in one transaction.
Row counts of contacts, leads, lead_deliveries, units and press_articles are printed.

Options:
  --yes         restore without asking (required when stdin is not a terminal)
  -h, --help    show this text

Environment: DATABASE_URL (unset: SQLite at $DATA_DIR/site.db), DATA_DIR (default ./data).
`;

const COUNTED_TABLES = ["contacts", "leads", "lead_deliveries", "units", "press_articles"];

type Confirm = (warning: string) => Promise<void>;

await runOperatorCommand("db-restore", async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      yes: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    process.stdout.write(HELP);
    return;
  }
  const [given] = positionals;
  if (given === undefined || positionals.length !== 1) {
    throw new Error("expected exactly one backup file (see --help)");
  }
  if (!values.yes && !process.stdin.isTTY) {
    throw new Error("stdin is not a terminal, so nobody can confirm: pass --yes to restore");
  }
  const file = resolve(given);
  if (!existsSync(file)) throw new Error(`there is no backup at ${file}`);
  const confirm: Confirm = values.yes ? async () => {} : askToConfirm;
  const target = resolveDatabaseTarget(
    process.env.DATABASE_URL || undefined,
    process.env.DATA_DIR || "./data",
  );
  const stamp = backupStamp();
  if (target.kind === "postgres") {
    await restorePostgres(file, target.connectionString, stamp, confirm);
  } else {
    if (target.filename === ":memory:") throw new Error("DATABASE_URL names no database file");
    await restoreSqlite(file, target.filename, stamp, confirm);
  }
});

async function restoreSqlite(file: string, live: string, stamp: string, confirm: Confirm) {
  if (file === live) throw new Error("the backup is the live database itself");
  await mkdir(dirname(live), { recursive: true, mode: 0o700 });
  const staging = `${live}.restoring-${stamp}`;
  const aside = `${live}.before-restore-${stamp}`;
  let setAside: string[];
  try {
    await pipeline(
      createReadStream(file),
      createWriteStream(staging, { flags: "wx", mode: 0o600, flush: true }),
    );
    const failure = `the backup ${file} failed verification (nothing was changed)`;
    const backup = checkSqlite(staging, failure, { makeSelfContained: true });
    say(`Verified the backup ${file}: integrity ok, schema version ${backup.version}.`);
    await confirm(`This replaces ${live} with ${file}; the current database is kept as ${aside}.`);
    // The site keeps a shared lock on its open database; an exclusive one is refused at once.
    if (sqliteInUse(live)) {
      throw new Error(
        `${live} is in use (the site or another command has it open): stop the site first; nothing was changed`,
      );
    }
    setAside = await moveAside(live, aside);
    await rename(staging, live);
    await syncDirectory(dirname(live));
  } catch (error) {
    for (const suffix of ["", "-journal", "-wal", "-shm"])
      await rm(`${staging}${suffix}`, { force: true });
    throw error;
  }
  say(
    setAside.length === 0
      ? `There was no database at ${live}: nothing to move aside.`
      : `Moved the current database aside (mode 600): ${setAside.join(", ")}.`,
  );
  say(`Restored ${live} from ${file} (mode 600).`);
  const previous = setAside[0] ? `the previous one is ${setAside[0]}` : "there was no previous one";
  const failure = `${live} failed verification after the restore (${previous})`;
  const restored = checkSqlite(live, failure, {});
  say(`Verified ${live}: integrity ok, schema version ${restored.version}; ${restored.counts}.`);
}

/** integrity_check, the site's schema, and row counts; a backup is made one file first. */
function checkSqlite(path: string, failure: string, { makeSelfContained = false }) {
  let db: DatabaseSync | undefined;
  try {
    db = new DatabaseSync(path, { readOnly: !makeSelfContained });
    // A copy of a database in WAL mode would want a -wal beside it; this one is complete.
    if (makeSelfContained) db.exec("PRAGMA journal_mode = DELETE");
    const results = db.prepare("PRAGMA integrity_check").all();
    const problems = results.map((row) => String(row.integrity_check));
    if (problems.join() !== "ok")
      throw new Error(`integrity_check: ${problems.slice(0, 3).join("; ")}`);
    const tables = new Set(
      db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
        .all()
        .map((row) => row.name),
    );
    if (!tables.has("schema_migrations")) throw new Error("it has no schema_migrations table");
    const version = db
      .prepare("SELECT MAX(version) AS version FROM schema_migrations")
      .get()?.version;
    const counts = COUNTED_TABLES.map((table) => {
      if (!tables.has(table)) return `${table} absent`;
      return `${table} ${db?.prepare(`SELECT COUNT(*) AS count FROM ${table}`).get()?.count}`;
    });
    return { version: String(version), counts: counts.join(", ") };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${failure}: ${reason}`);
  } finally {
    db?.close();
  }
}

/**
 * Renames the database and its -wal (and a rollback -journal) to aside: SQLite finds them under
 * the new name, so the copy keeps the last commits. The -shm is only an index of the -wal and is
 * removed. Returns the paths it moved.
 */
async function moveAside(live: string, aside: string): Promise<string[]> {
  if (existsSync(aside)) throw new Error(`${aside} exists; wait a second and try again`);
  const moved: string[] = [];
  for (const suffix of ["", "-wal", "-journal"]) {
    if (!existsSync(`${live}${suffix}`)) continue;
    await rename(`${live}${suffix}`, `${aside}${suffix}`);
    await chmod(`${aside}${suffix}`, 0o600);
    moved.push(`${aside}${suffix}`);
  }
  await rm(`${live}-shm`, { force: true });
  return moved;
}

/** Makes the renames durable: they live in the directory, not in the files. */
async function syncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function restorePostgres(file: string, url: string, stamp: string, confirm: Confirm) {
  const tables = await tablesInDump(file);
  say(`Verified the backup ${file}: a pg_dump archive of ${tables.length} tables.`);
  await confirm(
    `This replaces the database's tables with ${file}; their contents are saved first.`,
  );
  const client = await lockOutPostgresInstances(url);
  try {
    const current = await tablesIn(client);
    const extra = current.filter((table) => !tables.includes(table));
    if (extra.length > 0) {
      throw new Error(
        `the database has ${extra.length} table(s) the backup lacks (${extra.join(", ")}): drop them or restore into an empty database; nothing was changed`,
      );
    }
    const target = { kind: "postgres" as const, connectionString: url };
    if (current.length > 0) {
      const saved = await defaultBackupPath(target, `${stamp}-before-restore`);
      say(`Saved the current contents first. ${await backupDatabase(target, saved, false)}`);
    }
    await runPostgresTool(
      "pg_restore",
      ["--clean", "--if-exists", "--no-owner", "--single-transaction", file],
      url,
    );
    say(`Restored the PostgreSQL database from ${file} in one transaction.`);
    const [{ version = null } = {}] = (
      await client.query<{ version: number | null }>(
        "SELECT MAX(version) AS version FROM schema_migrations",
      )
    ).rows;
    const counts: string[] = [];
    for (const table of COUNTED_TABLES) {
      const exists = await client.query("SELECT to_regclass($1) AS found", [table]);
      if (exists.rows[0]?.found === null) counts.push(`${table} absent`);
      else {
        const result = await client.query(`SELECT COUNT(*)::int AS count FROM ${table}`);
        counts.push(`${table} ${result.rows[0]?.count}`);
      }
    }
    say(`Verified the database: schema version ${version}; ${counts.join(", ")}.`);
  } finally {
    await client.end();
  }
}

async function tablesIn(client: pg.Client): Promise<string[]> {
  const result = await client.query<{ name: string }>(
    `SELECT schemaname || '.' || tablename AS name FROM pg_tables
      WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY name`,
  );
  return result.rows.map((row) => row.name);
}

function say(line: string): void {
  process.stdout.write(`${line}\n`);
}

async function askToConfirm(warning: string): Promise<void> {
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  let answer = "";
  try {
    answer = await prompt.question(`${warning} Type restore to confirm: `);
  } catch {
    // Ctrl+C or Ctrl+D at the prompt: a "no".
  } finally {
    prompt.close();
  }
  if (answer.trim() !== "restore") throw new Error("not confirmed; nothing was changed");
}
