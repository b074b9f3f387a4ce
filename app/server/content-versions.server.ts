import type { Queryable } from "./storage/storage.server.ts";

/**
 * How long a version read is trusted before it is read again. An import made through the
 * operator commands or another instance shows on every instance within this time.
 *
 * Read on every request, the version query was a fifth of an API read's CPU time and most of
 * a cached press page's (SQLite takes its read locks through system calls, 12 µs each here;
 * PostgreSQL adds a round trip per page view). A second is nothing to a sales team updating
 * the price list, and every request after the first in that second costs no query.
 */
export const CONTENT_VERSION_TTL_MS = 1_000;

type Table = "units" | "press_articles";

interface KeptVersion {
  value: Promise<string>;
  until: number;
}

const kept = new WeakMap<Queryable, Map<Table, KeptVersion>>();

/**
 * Versions of the stored content that caches key on. Every import stamps the rows it writes
 * with its time, so the newest stamp with the row count changes with each import and with
 * any row removed. A table that cannot be read has a version of its own, "unreadable": what
 * is made meanwhile is made again once the table answers.
 */
export function unitsVersion(storage: Queryable, now = performance.now()): Promise<string> {
  return keptVersion(storage, "units", now);
}

export function pressVersion(storage: Queryable, now = performance.now()): Promise<string> {
  return keptVersion(storage, "press_articles", now);
}

function keptVersion(storage: Queryable, table: Table, now: number): Promise<string> {
  let tables = kept.get(storage);
  if (!tables) {
    tables = new Map();
    kept.set(storage, tables);
  }
  const current = tables.get(table);
  if (current && now < current.until) return current.value;
  // Requests arriving while the query runs share it.
  const value = readVersion(storage, table);
  tables.set(table, { value, until: now + CONTENT_VERSION_TTL_MS });
  return value;
}

async function readVersion(storage: Queryable, table: Table): Promise<string> {
  try {
    const [row] = await storage.query<{ count: unknown; updated: unknown }>(
      `SELECT COUNT(*) AS count, MAX(updated_at) AS updated FROM ${table}`,
    );
    return `${String(row?.count)}@${String(row?.updated)}`;
  } catch {
    return "unreadable";
  }
}
