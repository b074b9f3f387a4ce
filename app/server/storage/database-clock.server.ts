import type { Storage } from "./storage.server.ts";

/**
 * The database's time, for anything instances compare with each other (delivery leases):
 * every instance on one PostgreSQL reads the same clock, whatever its own says. SQLite is
 * embedded in one process, so its clock is this machine's.
 */
export async function databaseNow(storage: Pick<Storage, "kind" | "query">): Promise<Date> {
  if (storage.kind === "sqlite") return new Date();
  const [row] = await storage.query<{ now: Date }>("SELECT clock_timestamp() AS now");
  if (!(row?.now instanceof Date)) throw new Error("the database did not tell its time");
  return row.now;
}
