import pg from "pg";
import type { StorageBackend } from "./migrations.server.ts";
import { normaliseInteger, normaliseParams } from "./sql-placeholders.server.ts";
import type { Row } from "./storage.server.ts";
import {
  createTransactionHandle,
  type ScriptQueryable,
  TransactionAbortedError,
} from "./transaction-handle.server.ts";

const INT8_OID = 20;

/**
 * BIGINT (and COUNT(*)) would otherwise arrive as strings; return them like the SQLite backend
 * does: a number when exactly representable, otherwise a bigint.
 */
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === INT8_OID && format !== "binary"
      ? (text: string) => normaliseInteger(BigInt(text))
      : pg.types.getTypeParser(oid, format)) as pg.CustomTypesConfig["getTypeParser"],
};

export function openPostgresStorage(connectionString: string): StorageBackend {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    // Without a limit a connection attempt to an unreachable server can hang for minutes;
    // GET /readyz must answer promptly.
    connectionTimeoutMillis: 5_000,
    types,
  });
  // An idle client losing its connection emits 'error' on the pool; without a listener that
  // would crash the process. The pool discards the client and the next query reconnects.
  pool.on("error", () => {});
  return new PostgresStorage(pool);
}

class PostgresStorage implements StorageBackend {
  readonly kind = "postgres" as const;
  readonly #pool: pg.Pool;
  #closed = false;

  constructor(pool: pg.Pool) {
    this.#pool = pool;
  }

  async query<T extends Row = Row>(sql: string, params?: readonly unknown[]): Promise<T[]> {
    return runQuery<T>(this.#openPool(), sql, params);
  }

  async execute(sql: string, params?: readonly unknown[]): Promise<{ rowCount: number }> {
    return runExecute(this.#openPool(), sql, params);
  }

  async transaction<T>(work: (tx: ScriptQueryable) => Promise<T>): Promise<T> {
    const client = await this.#openPool().connect();
    try {
      await client.query("BEGIN");
    } catch (error) {
      client.release(asError(error)); // the connection's state is unknown: do not reuse it
      throw error;
    }
    const handle = createTransactionHandle({
      query: <R extends Row = Row>(sql: string, params?: readonly unknown[]) =>
        runQuery<R>(client, sql, params),
      execute: (sql, params) => runExecute(client, sql, params),
      exec: async (script) => {
        await client.query(script);
      },
    });
    let broken: Error | undefined;
    try {
      const result = await work(handle.tx);
      if (handle.failed) throw new TransactionAbortedError(handle.failure);
      const commit = await client.query("COMMIT");
      // COMMIT of a transaction aborted by a failed statement reports ROLLBACK instead of failing.
      if (commit.command === "ROLLBACK") throw new TransactionAbortedError(undefined);
      return result;
    } catch (error) {
      // Harmless when the transaction has already ended; failing means the connection is broken.
      await client.query("ROLLBACK").catch((rollbackError: unknown) => {
        broken = asError(rollbackError);
      });
      throw error;
    } finally {
      handle.finish();
      client.release(broken);
    }
  }

  async ping(): Promise<void> {
    await this.#openPool().query("SELECT 1");
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#pool.end(); // waits for clients in use (a running transaction) to be released
  }

  #openPool(): pg.Pool {
    if (this.#closed) throw new Error("Storage is closed");
    return this.#pool;
  }
}

type PgRunner = Pick<pg.ClientBase, "query">;

async function runQuery<T extends Row>(
  runner: PgRunner,
  sql: string,
  params: readonly unknown[] | undefined,
): Promise<T[]> {
  const result = await runner.query<T>(sql, normaliseParams(params));
  return result.rows;
}

async function runExecute(
  runner: PgRunner,
  sql: string,
  params: readonly unknown[] | undefined,
): Promise<{ rowCount: number }> {
  const result = await runner.query(sql, normaliseParams(params));
  return { rowCount: result.rowCount ?? 0 };
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}
