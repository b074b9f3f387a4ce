import {
  type Unit,
  type UnitCell,
  type UnitsResponse,
  unitCell,
  unitColumns,
} from "../../lib/units.ts";
import type { Queryable } from "../storage/storage.server.ts";
import { NOT_RELEASED, toCells, type UnitRecord } from "./unit-record.server.ts";

/** One stored residence, released or not, with its row version (0006_inventory.sql). */
export interface StoredUnit {
  unit: Unit;
  version: number;
  updatedAt: string;
}

/** Every residence in list order, those not released included: the inventory's view. */
export async function readStoredUnits(storage: Queryable): Promise<StoredUnit[]> {
  const rows = await storage.query<{ cells: string; version: number; updated_at: string }>(
    "SELECT cells, version, updated_at FROM units ORDER BY position, id",
  );
  return rows.map((row) => ({
    unit: { data: JSON.parse(row.cells) as UnitCell[] },
    version: Number(row.version),
    updatedAt: row.updated_at,
  }));
}

/**
 * The units call's answer: the table's columns and every released residence, in list order.
 * The availability page, the home page's figures and the structured data read it too, so a
 * residence not released reaches none of them.
 */
export async function listUnits(storage: Queryable): Promise<UnitsResponse> {
  const columns = await storage.query<{
    title: string;
    type: UnitsResponse["columns"][number]["type"];
  }>("SELECT title, type FROM unit_columns ORDER BY position");
  const units = (await readStoredUnits(storage))
    .map(({ unit }) => unit)
    .filter((unit) => unitCell(unit, "Status")?.value !== NOT_RELEASED);
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
 * transaction so that visitors see either the old list or the new one. A residence listed
 * before moves to its next version, so an edit made from the old list is refused.
 */
export async function replaceUnits(
  tx: Queryable,
  records: readonly UnitRecord[],
  now = new Date(),
): Promise<void> {
  const previous = await tx.query<{ id: string; version: number }>("SELECT id, version FROM units");
  const versions = new Map(previous.map((row) => [row.id, Number(row.version)]));
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
      "INSERT INTO units (id, house, position, cells, updated_at, version) VALUES ($1, $2, $3, $4, $5, $6)",
      [
        record.residence,
        record.house,
        position,
        JSON.stringify(toCells(record)),
        now,
        (versions.get(record.residence) ?? 0) + 1,
      ],
    );
  }
}
