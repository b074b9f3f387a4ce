import { type Unit, type UnitCell, type UnitsResponse, unitColumns } from "../../lib/units.ts";
import type { Queryable } from "../storage/storage.server.ts";
import { toCells, type UnitRecord } from "./unit-record.server.ts";

/** The units call's answer: the table's columns and every residence, in list order. */
export async function listUnits(storage: Queryable): Promise<UnitsResponse> {
  const columns = await storage.query<{
    title: string;
    type: UnitsResponse["columns"][number]["type"];
  }>("SELECT title, type FROM unit_columns ORDER BY position");
  const rows = await storage.query<{ cells: string }>(
    "SELECT cells FROM units ORDER BY position, id",
  );
  const units: Unit[] = rows.map((row) => ({ data: JSON.parse(row.cells) as UnitCell[] }));
  return { columns: columns.map(({ title, type }) => ({ title, type })), units };
}

/** When the price list was last replaced (ISO date and time), or null while it is empty. */
export async function unitsUpdatedAt(storage: Queryable): Promise<string | null> {
  const [row] = await storage.query<{ updated: string | null }>(
    "SELECT MAX(updated_at) AS updated FROM units",
  );
  return row?.updated ?? null;
}

/**
 * Replaces the whole price list with these residences, in this order. Call inside a
 * transaction so that visitors see either the old list or the new one.
 */
export async function replaceUnits(
  tx: Queryable,
  records: readonly UnitRecord[],
  now = new Date(),
): Promise<void> {
  await tx.execute("DELETE FROM units");
  await tx.execute("DELETE FROM unit_columns");
  for (const [position, column] of unitColumns.entries()) {
    await tx.execute("INSERT INTO unit_columns (position, title, type) VALUES ($1, $2, $3)", [
      position,
      column.title,
      column.type,
    ]);
  }
  for (const [position, record] of records.entries()) {
    await tx.execute(
      "INSERT INTO units (id, house, position, cells, updated_at) VALUES ($1, $2, $3, $4, $5)",
      [record.residence, record.house, position, JSON.stringify(toCells(record)), now],
    );
  }
}
