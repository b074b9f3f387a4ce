import type { Queryable } from "./storage/storage.server.ts";

/**
 * Versions of the stored content that caches key on. Every import stamps the rows it writes
 * with its time, so the newest stamp with the row count changes with each import and with
 * any row removed. Both are answered from the table itself, in microseconds, so they are
 * read on every request rather than kept. A table that cannot be read has a version of its
 * own, "unreadable": what is made meanwhile is made again once the table answers.
 */
export function unitsVersion(storage: Queryable): Promise<string> {
  return tableVersion(storage, "units");
}

export function pressVersion(storage: Queryable): Promise<string> {
  return tableVersion(storage, "press_articles");
}

async function tableVersion(storage: Queryable, table: "units" | "press_articles") {
  try {
    const [row] = await storage.query<{ count: unknown; updated: unknown }>(
      `SELECT COUNT(*) AS count, MAX(updated_at) AS updated FROM ${table}`,
    );
    return `${String(row?.count)}@${String(row?.updated)}`;
  } catch {
    return "unreadable";
  }
}
