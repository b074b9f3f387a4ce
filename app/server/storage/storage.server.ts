import { redactSecrets, resolveDatabaseTarget } from "./database-url.server.ts";
import { defaultMigrationsDir, migrate, type StorageBackend } from "./migrations.server.ts";
import { openPostgresStorage } from "./postgres-storage.server.ts";
import { openSqliteStorage } from "./sqlite-storage.server.ts";

export type { AppliedMigration } from "./migrations.server.ts";
export { listAppliedMigrations } from "./migrations.server.ts";
export { TransactionAbortedError } from "./transaction-handle.server.ts";

export type StorageKind = "sqlite" | "postgres";
export type Row = Record<string, unknown>;

/**
 * SQL uses PostgreSQL placeholders ($1, $2, … — reusable) on both backends. Parameters: string,
 * number, bigint, boolean (stored as 1/0), null, Date (stored as an ISO-8601 string). Integers
 * come back as numbers, or as bigint beyond Number.MAX_SAFE_INTEGER. One statement per call.
 */
export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  execute(sql: string, params?: readonly unknown[]): Promise<{ rowCount: number }>;
}

export interface Storage extends Queryable {
  readonly kind: StorageKind;
  /**
   * Runs work in one transaction: COMMIT when it resolves, ROLLBACK when it throws. A statement
   * that fails inside dooms the whole transaction even if the callback catches the error
   * (TransactionAbortedError). Use only the tx argument inside the callback. SQLite runs one
   * transaction at a time (BEGIN IMMEDIATE), and other statements wait until it ends.
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Resolves when the database answers; rejects when it is unreachable or closed. */
  ping(): Promise<void>;
  /** Waits for work already started, then closes. Safe to call twice. */
  close(): Promise<void>;
}

export interface StorageOptions {
  /** Unset → SQLite at <dataDir>/site.db; file:<path> / sqlite:<path>; postgres(ql)://… */
  databaseUrl?: string;
  dataDir: string;
  /** Defaults to db/migrations under the working directory. */
  migrationsDir?: string;
}

/** Opens the database selected by databaseUrl and applies pending migrations. */
export async function openStorage(options: StorageOptions): Promise<Storage> {
  const target = resolveDatabaseTarget(options.databaseUrl, options.dataDir);
  let storage: StorageBackend | undefined;
  try {
    storage =
      target.kind === "sqlite"
        ? openSqliteStorage(target.filename)
        : openPostgresStorage(target.connectionString);
    await migrate(storage, options.migrationsDir ?? defaultMigrationsDir());
    return storage;
  } catch (error) {
    await storage?.close().catch(() => {});
    if (error instanceof Error) {
      error.message = redactSecrets(error.message, options.databaseUrl);
      if (error.stack) error.stack = redactSecrets(error.stack, options.databaseUrl);
    }
    throw error;
  }
}
