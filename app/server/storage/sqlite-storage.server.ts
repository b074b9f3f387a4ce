import { chmodSync, closeSync, mkdirSync, openSync } from "node:fs";
import { dirname } from "node:path";
import { DatabaseSync, type SQLOutputValue, type StatementSync } from "node:sqlite";
import type { StorageBackend } from "./migrations.server.ts";
import {
  normaliseInteger,
  normaliseParams,
  rewritePlaceholders,
} from "./sql-placeholders.server.ts";
import { heldLock, lockForFile, type Mutex } from "./sqlite-locks.server.ts";
import type { Row } from "./storage.server.ts";
import {
  createTransactionHandle,
  type ScriptQueryable,
  TransactionAbortedError,
} from "./transaction-handle.server.ts";

export function openSqliteStorage(filename: string): StorageBackend {
  if (filename !== ":memory:") createPrivateFile(filename);
  const db = new DatabaseSync(filename);
  try {
    const mode = db.prepare("PRAGMA journal_mode = WAL").get()?.journal_mode;
    if (filename !== ":memory:" && mode !== "wal") {
      throw new Error(`SQLite could not enable WAL journal mode (got ${String(mode)})`);
    }
    // FULL: fsync the WAL on every commit, so an acknowledged write survives a power cut.
    db.exec("PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;");
    if (filename !== ":memory:") restrictDatabaseFiles(filename);
  } catch (error) {
    db.close();
    throw error;
  }
  return new SqliteStorage(db, lockForFile(filename));
}

/**
 * The database holds visitors' personal data: its directory is created readable by the site's
 * user only, and the file is created mode 600 before SQLite opens it, so the -wal and -shm files
 * SQLite creates beside it get the same mode (SQLite copies the database file's permissions).
 */
function createPrivateFile(filename: string): void {
  mkdirSync(dirname(filename), { recursive: true, mode: 0o700 });
  closeSync(openSync(filename, "a", 0o600));
}

/** Also mode 600 for files left readable by an older version of the site or by hand. */
function restrictDatabaseFiles(filename: string): void {
  for (const file of [filename, `${filename}-wal`, `${filename}-shm`]) {
    try {
      chmodSync(file, 0o600);
    } catch (error) {
      // Another connection's close may just have removed a -wal or -shm file.
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
}

class SqliteStorage implements StorageBackend {
  readonly kind = "sqlite" as const;
  readonly #db: DatabaseSync;
  readonly #lock: Mutex;
  readonly #statements: ScriptQueryable;
  #closed = false;
  /** Statements prepared once per connection: preparing costs more than most queries here. */
  readonly #prepared = new Map<string, { statement: StatementSync; maxIndex: number }>();

  constructor(db: DatabaseSync, lock: Mutex) {
    this.#db = db;
    this.#lock = lock;
    this.#statements = {
      query: async <T extends Row = Row>(sql: string, params?: readonly unknown[]) => {
        const { statement, values } = this.#prepare(sql, params);
        return statement.all(...values).map(toPlainRow) as T[];
      },
      execute: async (sql, params) => {
        const { statement, values } = this.#prepare(sql, params);
        return { rowCount: Number(statement.run(...values).changes) };
      },
      exec: async (script) => {
        this.#db.exec(script);
      },
    };
  }

  query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    return this.#exclusive(() => this.#statements.query<T>(sql, params));
  }

  execute(sql: string, params?: readonly unknown[]): Promise<{ rowCount: number }> {
    return this.#exclusive(() => this.#statements.execute(sql, params));
  }

  transaction<T>(work: (tx: ScriptQueryable) => Promise<T>): Promise<T> {
    return this.#exclusive(() => heldLock.run(this.#lock, () => this.#runTransaction(work)));
  }

  async ping(): Promise<void> {
    await this.#exclusive(async () => {
      this.#db.prepare("SELECT 1").get();
    });
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#assertNotInsideTransaction();
    this.#closed = true;
    // Work accepted before close() (including a running transaction) finishes first.
    await this.#lock.run(async () => this.#db.close());
  }

  async #runTransaction<T>(work: (tx: ScriptQueryable) => Promise<T>): Promise<T> {
    // IMMEDIATE takes the write lock now, so another process cannot make this transaction fail
    // later with SQLITE_BUSY when it first writes.
    this.#db.exec("BEGIN IMMEDIATE");
    const handle = createTransactionHandle(this.#statements);
    try {
      const result = await work(handle.tx);
      if (handle.failed) throw new TransactionAbortedError(handle.failure);
      this.#db.exec("COMMIT");
      return result;
    } catch (error) {
      this.#rollback();
      throw error;
    } finally {
      handle.finish();
    }
  }

  #rollback(): void {
    if (!this.#db.isOpen || !this.#db.isTransaction) return;
    try {
      this.#db.exec("ROLLBACK");
    } catch {
      // A connection stuck inside a transaction would silently swallow every later write:
      // close it, so that every call (and GET /readyz) fails until the process is restarted.
      this.#closed = true;
      this.#db.close();
    }
  }

  async #exclusive<T>(work: () => Promise<T>): Promise<T> {
    if (this.#closed) throw new Error("Storage is closed");
    this.#assertNotInsideTransaction();
    return this.#lock.run(work);
  }

  #assertNotInsideTransaction(): void {
    if (heldLock.getStore() === this.#lock) {
      throw new Error(
        "Storage was used directly inside a SQLite transaction callback, which would wait for that transaction forever; use the tx argument instead",
      );
    }
  }

  #prepare(sql: string, params: readonly unknown[] | undefined) {
    let prepared = this.#prepared.get(sql);
    if (!prepared) {
      const { sql: rewritten, maxIndex } = rewritePlaceholders(sql);
      const statement = this.#db.prepare(rewritten);
      statement.setReadBigInts(true);
      prepared = { statement, maxIndex };
      // The site's SQL is a fixed set of strings; the bound only guards against a caller
      // that builds them.
      if (this.#prepared.size >= 500) this.#prepared.clear();
      this.#prepared.set(sql, prepared);
    }
    const values = normaliseParams(params);
    if (values.length !== prepared.maxIndex) {
      throw new Error(`SQL uses ${prepared.maxIndex} parameter(s) but ${values.length} were given`);
    }
    return { statement: prepared.statement, values };
  }
}

function toPlainRow(row: Record<string, SQLOutputValue>): Row {
  const plain: Row = {};
  for (const [key, value] of Object.entries(row)) {
    plain[key] = typeof value === "bigint" ? normaliseInteger(value) : value;
  }
  return plain;
}
