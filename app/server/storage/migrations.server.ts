import { readdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Queryable, Storage } from "./storage.server.ts";
import type { ScriptQueryable } from "./transaction-handle.server.ts";

/**
 * Schema migrations: numbered files db/migrations/NNNN_name.sql, one set that runs unchanged on
 * SQLite and PostgreSQL. Each pending file runs in its own transaction together with its
 * schema_migrations row, so a failing file leaves nothing behind. A file must not contain its own
 * BEGIN/COMMIT (on SQLite that fails; on PostgreSQL it would break the atomicity).
 */

/** What the backends give the migrator: transactions whose handle can run a whole script. */
export interface StorageBackend extends Storage {
  transaction<T>(work: (tx: ScriptQueryable) => Promise<T>): Promise<T>;
}

export interface AppliedMigration {
  version: number;
  name: string;
  appliedAt: string;
}

interface MigrationFile {
  version: number;
  name: string;
  file: string;
  sql: string;
}

/** Every instance of the site takes this PostgreSQL advisory lock while migrating. */
const MIGRATION_LOCK_KEY = 742_319_005_117;
const FILE_NAME = /^(\d{4})_([a-z0-9_]+)\.sql$/;

const CREATE_SCHEMA_MIGRATIONS = `CREATE TABLE IF NOT EXISTS schema_migrations (
  version INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  applied_at TEXT NOT NULL
)`;

/** db/migrations under the working directory: the server code itself is bundled into build/. */
export function defaultMigrationsDir(): string {
  return resolve(process.cwd(), "db", "migrations");
}

/** Applies the pending migrations in order and returns the ones applied by this call. */
export async function migrate(
  storage: StorageBackend,
  migrationsDir: string = defaultMigrationsDir(),
): Promise<AppliedMigration[]> {
  const files = await readMigrationFiles(migrationsDir);
  const applied: AppliedMigration[] = [];
  for (;;) {
    // One transaction per file. On PostgreSQL the advisory lock makes concurrent starters wait
    // here and then see the migration as applied; on SQLite BEGIN IMMEDIATE does the same.
    const step = await storage.transaction(async (tx) => {
      if (storage.kind === "postgres") {
        await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
      }
      await tx.exec(CREATE_SCHEMA_MIGRATIONS);
      const rows = await tx.query<{ version: number; name: string }>(
        "SELECT version, name FROM schema_migrations",
      );
      const recorded = new Map(rows.map((row) => [Number(row.version), row.name]));
      for (const file of files) {
        const name = recorded.get(file.version);
        if (name !== undefined && name !== file.name) {
          throw new Error(
            `Migration ${file.version} is recorded as "${name}" but the file is ${file.file}; never renumber or reuse an applied migration`,
          );
        }
      }
      const next = files.find((file) => !recorded.has(file.version));
      if (!next) return undefined;
      try {
        await tx.exec(next.sql);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        throw new Error(`Migration ${next.file} failed: ${reason}`, { cause: error });
      }
      const appliedAt = new Date().toISOString();
      await tx.execute(
        "INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)",
        [next.version, next.name, appliedAt],
      );
      return { version: next.version, name: next.name, appliedAt };
    });
    if (!step) return applied;
    applied.push(step);
  }
}

/** All applied migrations, oldest first (for the operator command). */
export async function listAppliedMigrations(storage: Queryable): Promise<AppliedMigration[]> {
  const rows = await storage.query<{ version: number; name: string; applied_at: string }>(
    "SELECT version, name, applied_at FROM schema_migrations ORDER BY version",
  );
  return rows.map((row) => ({
    version: Number(row.version),
    name: row.name,
    appliedAt: row.applied_at,
  }));
}

async function readMigrationFiles(dir: string): Promise<MigrationFile[]> {
  let entries: string[];
  try {
    entries = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    throw new Error(
      `Migrations directory ${dir} not found; start the process from the project root (it reads db/migrations under the working directory)`,
    );
  }
  const files: MigrationFile[] = [];
  for (const file of entries.filter((entry) => entry.endsWith(".sql")).sort()) {
    const match = FILE_NAME.exec(file);
    if (!match?.[1] || !match[2]) {
      throw new Error(`Migration file ${file} is not named NNNN_name.sql (a-z, 0-9, _)`);
    }
    const version = Number(match[1]);
    const previous = files.find((other) => other.version === version);
    if (previous) {
      throw new Error(`Migrations ${previous.file} and ${file} share version ${version}`);
    }
    files.push({ version, name: match[2], file, sql: await readFile(join(dir, file), "utf8") });
  }
  return files;
}
