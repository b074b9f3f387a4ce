/**
 * Keeps `npm run db:restore` from replacing a database that a running site still uses.
 *
 * SQLite needs nothing from the site: while a process has the database open in WAL mode it
 * holds a shared lock on the file, so the exclusive lock sqliteInUse asks for is refused at once.
 * PostgreSQL connections come and go with the pool (an idle site may hold none), so each instance
 * holds a shared advisory lock on one connection of its own for as long as it runs, and the
 * restore takes the same lock exclusively.
 */
import { existsSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import { redactSecrets, resolveDatabaseTarget } from "./database-url.server.ts";

/** Held shared by every running instance, exclusively by db:restore (a per-database key). */
const INSTANCE_LOCK_KEY = 742_319_005_118;
const RECONNECT_MS = 5_000;
const SQLITE_BUSY = 5;
const SQLITE_NOTADB = 26;

export interface InstanceLock {
  release(): Promise<void>;
}

interface LockLogger {
  info(message: string): void;
  warn(message: string): void;
}

/**
 * Called once when the site starts, before it opens storage: fails while a restore is running.
 * On PostgreSQL a lost lock connection is logged and re-established every 5 s.
 */
export async function holdInstanceLock(
  options: { databaseUrl?: string; dataDir: string; reconnectMs?: number },
  logger: LockLogger,
): Promise<InstanceLock> {
  const target = resolveDatabaseTarget(options.databaseUrl, options.dataDir);
  if (target.kind === "sqlite") return { release: async () => {} };
  let client: pg.Client | null = null;
  let released = false;
  let retry: NodeJS.Timeout | undefined;

  const acquire = async () => {
    const next = await connect(target.connectionString, "site-instance-lock");
    try {
      const result = await next.query(
        `SELECT pg_try_advisory_lock_shared(${INSTANCE_LOCK_KEY}) AS held`,
      );
      if (result.rows[0]?.held !== true) {
        throw new Error(
          "npm run db:restore is replacing this database; start the site when it has finished",
        );
      }
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    // Released while reconnecting: give the lock straight back.
    if (released) {
      await next.end().catch(() => {});
      return;
    }
    next.on("end", () => {
      if (released) return;
      logger.warn(
        "instance lock connection lost; reconnecting (db:restore cannot see this instance meanwhile)",
      );
      client = null;
      reconnectLater();
    });
    client = next;
  };
  const reconnectLater = () => {
    retry = setTimeout(() => {
      acquire().then(
        () => logger.info("instance lock held again"),
        () => reconnectLater(),
      );
    }, options.reconnectMs ?? RECONNECT_MS);
    retry.unref();
  };

  try {
    await acquire();
  } catch (error) {
    throw redacted(error, target.connectionString);
  }
  return {
    async release() {
      released = true;
      clearTimeout(retry);
      await client?.end().catch(() => {});
    },
  };
}

/**
 * True while any process has the SQLite database open (the site, an operator command, a backup
 * in progress): an exclusive lock asked for without waiting is refused. Closing the probe
 * checkpoints a crashed site's leftover -wal into the file it belongs to.
 */
export function sqliteInUse(filename: string): boolean {
  if (!existsSync(filename)) return false;
  const db = new DatabaseSync(filename, { timeout: 0 });
  try {
    db.exec("PRAGMA locking_mode = EXCLUSIVE");
    db.exec("BEGIN EXCLUSIVE");
    db.exec("COMMIT");
    return false;
  } catch (error) {
    const code = (error as { errcode?: number }).errcode;
    if (code === SQLITE_BUSY) return true;
    // Not a database at all: nothing can be running on it, and the restore is what it needs.
    if (code === SQLITE_NOTADB) return false;
    throw error;
  } finally {
    db.close();
  }
}

/**
 * For db:restore on PostgreSQL: a connection holding the instance lock exclusively, so no
 * instance runs now or starts until it ends, after checking that nothing else is connected.
 * End the returned client to let instances start again.
 */
export async function lockOutPostgresInstances(connectionString: string): Promise<pg.Client> {
  const client = await connect(connectionString, "db-restore");
  try {
    const lock = await client.query(`SELECT pg_try_advisory_lock(${INSTANCE_LOCK_KEY}) AS held`);
    if (lock.rows[0]?.held !== true) {
      throw new Error(
        "the site is running on this database (an instance holds its lock): stop every instance first",
      );
    }
    const others = await client.query<{ count: number; applications: string | null }>(
      `SELECT COUNT(*)::int AS count,
              string_agg(DISTINCT NULLIF(application_name, ''), ', ') AS applications
         FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid()
          AND backend_type = 'client backend'`,
    );
    const { count = 0, applications = null } = others.rows[0] ?? {};
    if (count > 0) {
      const names = applications ? ` (${applications})` : "";
      throw new Error(`${count} other connection(s) to this database${names}: close them first`);
    }
    return client;
  } catch (error) {
    await client.end().catch(() => {});
    throw redacted(error, connectionString);
  }
}

async function connect(connectionString: string, applicationName: string): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString,
    application_name: applicationName,
    connectionTimeoutMillis: 5_000,
  });
  // A dropped connection emits 'error' and then 'end'; without a listener it would crash.
  client.on("error", () => {});
  await client.connect();
  return client;
}

function redacted(error: unknown, connectionString: string): Error {
  const message = error instanceof Error ? error.message : String(error);
  return new Error(redactSecrets(message, connectionString));
}
