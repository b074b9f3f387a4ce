import type { Queryable, Row } from "./storage.server.ts";

/** A transaction handle that can also run a multi-statement script (used by migrations). */
export interface ScriptQueryable extends Queryable {
  exec(script: string): Promise<void>;
}

export interface TransactionHandle {
  tx: ScriptQueryable;
  /** True once a statement has failed: the transaction must then be rolled back. */
  readonly failed: boolean;
  /** The first statement error. */
  readonly failure: unknown;
  finish(): void;
}

/**
 * Wraps a connection's statements for use inside one transaction, with the same rules on both
 * backends: once a statement has failed the transaction is doomed (PostgreSQL semantics) and later
 * statements are refused; after COMMIT/ROLLBACK the handle cannot be used any more.
 */
export function createTransactionHandle(inner: ScriptQueryable): TransactionHandle {
  let finished = false;
  let failed = false;
  let failure: unknown;

  async function guard<T>(run: () => Promise<T>): Promise<T> {
    if (finished) {
      throw new Error("This transaction has already finished; use it only inside its callback");
    }
    if (failed) {
      throw new Error("The transaction is aborted because an earlier statement failed", {
        cause: failure,
      });
    }
    try {
      return await run();
    } catch (error) {
      failed = true;
      failure = error;
      throw error;
    }
  }

  const tx: ScriptQueryable = {
    query: <T extends Row = Row>(sql: string, params?: readonly unknown[]) =>
      guard(() => inner.query<T>(sql, params)),
    execute: (sql, params) => guard(() => inner.execute(sql, params)),
    exec: (script) => guard(() => inner.exec(script)),
  };
  return {
    tx,
    get failed() {
      return failed;
    },
    get failure() {
      return failure;
    },
    finish() {
      finished = true;
    },
  };
}

export class TransactionAbortedError extends Error {
  override name = "TransactionAbortedError";
  constructor(cause: unknown) {
    super(
      "The transaction was rolled back because a statement inside it failed (the error was caught inside the transaction callback)",
      { cause },
    );
  }
}
