import { createHash } from "node:crypto";
import type { ImportPreview, ResidenceChange } from "../../lib/admin/inventory-import.ts";
import { type AuditActor, auditId, recordAudit } from "../admin/audit-log.server.ts";
import type { Queryable, Storage } from "../storage/storage.server.ts";
import { storedFloorPlanPaths } from "./floor-plans.server.ts";
import { fromCells, type UnitRecord } from "./unit-record.server.ts";
import { readStoredUnits, replaceUnits } from "./units.server.ts";
import {
  parseUnitsCsv,
  UNITS_CSV_HEADER,
  type UnitsCsvError,
  type UnitsCsvOptions,
} from "./units-csv.server.ts";

type Field = Exclude<(typeof UNITS_CSV_HEADER)[number], "residence">;
const FIELDS = UNITS_CSV_HEADER.filter((name): name is Field => name !== "residence");

/**
 * The inventory's state as an import is previewed from it: every residence with its row
 * version. Applying is refused when it differs, so what is applied is what was shown.
 */
async function inventoryVersion(db: Queryable): Promise<string> {
  const rows = await db.query<{ id: string; version: number }>(
    "SELECT id, version FROM units ORDER BY id",
  );
  const text = rows.map((row) => `${row.id}@${row.version}`).join(",");
  return createHash("sha256").update(text).digest("base64url").slice(0, 22);
}

/** The file's floor plans may also name the plans uploaded from the back office. */
async function withStoredPlans(db: Queryable, options: UnitsCsvOptions): Promise<UnitsCsvOptions> {
  const { documentExists } = options;
  if (!documentExists) return options;
  const stored = await storedFloorPlanPaths(db);
  return { documentExists: (path) => stored.has(path) || documentExists(path) };
}

async function storedRecords(db: Queryable): Promise<UnitRecord[]> {
  return (await readStoredUnits(db)).map(({ unit }) => fromCells(unit.data));
}

/** Every difference between the stored residences and the file's, in the file's order. */
export function diffRecords(
  stored: readonly UnitRecord[],
  incoming: readonly UnitRecord[],
): ResidenceChange[] {
  const before = new Map(stored.map((record) => [record.residence, record]));
  const kept = new Set(incoming.map((record) => record.residence));
  const changes: ResidenceChange[] = [];
  for (const record of incoming) {
    const old = before.get(record.residence);
    const fields = FIELDS.filter((field) => old?.[field] !== record[field]).map((field) => ({
      field,
      before: old?.[field] ?? null,
      after: record[field],
    }));
    if (fields.length > 0) {
      changes.push({ residence: record.residence, kind: old ? "changed" : "added", fields });
    }
  }
  for (const old of stored) {
    if (kept.has(old.residence)) continue;
    const fields = FIELDS.map((field) => ({ field, before: old[field], after: null }));
    changes.push({ residence: old.residence, kind: "removed", fields });
  }
  return changes;
}

/** What importing this file would change, or the rows refused and why; changes nothing. */
export async function previewUnitsImport(
  storage: Queryable,
  text: string,
  options: UnitsCsvOptions = {},
): Promise<ImportPreview> {
  const parsed = parseUnitsCsv(text, await withStoredPlans(storage, options));
  if (!parsed.ok) return { ok: false, refused: parsed.errors };
  const [stored, version] = await Promise.all([storedRecords(storage), inventoryVersion(storage)]);
  return {
    ok: true,
    count: parsed.records.length,
    changes: diffRecords(stored, parsed.records),
    inventoryVersion: version,
  };
}

export type ImportOutcome =
  | { ok: true; count: number; changes: ResidenceChange[] }
  | { ok: false; refused: UnitsCsvError[] }
  | { ok: false; stale: true };

/**
 * Replaces the inventory with the file's residences in one transaction, with one audit line
 * (every residence's fields before and after) and the price history of each price changed.
 * With `expectedVersion` (the screen's preview), refused when the inventory changed since.
 */
export async function applyUnitsImport(
  storage: Storage,
  text: string,
  {
    actor,
    expectedVersion,
    now = new Date(),
    ...options
  }: UnitsCsvOptions & { actor: AuditActor; expectedVersion?: string; now?: Date },
): Promise<ImportOutcome> {
  const parsed = parseUnitsCsv(text, await withStoredPlans(storage, options));
  if (!parsed.ok) return { ok: false, refused: parsed.errors };
  return storage.transaction(async (tx) => {
    if (expectedVersion !== undefined && (await inventoryVersion(tx)) !== expectedVersion) {
      return { ok: false, stale: true } as const;
    }
    const changes = diffRecords(await storedRecords(tx), parsed.records);
    await replaceUnits(tx, parsed.records, now);
    for (const change of changes) {
      const price = change.fields.find((field) => field.field === "price_usd");
      if (change.kind !== "changed" || !price) continue;
      await tx.execute(
        `INSERT INTO unit_price_changes (id, residence, at, actor_label, old_price_usd, new_price_usd)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [auditId(), change.residence, now, actor.label, price.before, price.after],
      );
    }
    const side = (which: "before" | "after") =>
      Object.fromEntries(
        changes.map((change) => [
          change.residence,
          Object.fromEntries(change.fields.map((field) => [field.field, field[which]])),
        ]),
      );
    await recordAudit(tx, {
      actor,
      action: "inventory.imported",
      subject: `${parsed.records.length} residences from CSV`,
      before: side("before"),
      after: side("after"),
      at: now,
    });
    return { ok: true, count: parsed.records.length, changes } as const;
  });
}

/** Who the audit log names for `npm run units:import`. */
const UNITS_IMPORT_COMMAND: AuditActor = { id: null, label: "npm run units:import" };

/** The operator command's import: all or nothing, audited as the command. */
export async function importUnitsCsv(
  storage: Storage,
  text: string,
  options: UnitsCsvOptions & { now?: Date } = {},
): Promise<{ ok: true; count: number } | { ok: false; errors: UnitsCsvError[] }> {
  const result = await applyUnitsImport(storage, text, { ...options, actor: UNITS_IMPORT_COMMAND });
  if (result.ok) return { ok: true, count: result.count };
  return { ok: false, errors: "refused" in result ? result.refused : [] };
}
