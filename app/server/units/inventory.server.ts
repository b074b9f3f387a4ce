import { z } from "zod";
import type { AuditActor } from "../admin/audit-log.server.ts";
import { auditId, recordAudit } from "../admin/audit-log.server.ts";
import type { Queryable, Storage } from "../storage/storage.server.ts";
import { fromCells, toCells, type UnitRecord, unitRecordSchema } from "./unit-record.server.ts";
import { readStoredUnits } from "./units.server.ts";

/** A residence as the inventory screen shows it: the record and the version it was read at. */
export interface InventoryResidence {
  record: UnitRecord;
  version: number;
}

export interface PriceChange {
  residence: string;
  at: string;
  actorLabel: string;
  oldPrice: number;
  newPrice: number;
}

/** What the inventory screen may change: the record's own rules (unit-record.server.ts). */
export const residenceEditSchema = unitRecordSchema
  .pick({
    status: true,
    price_usd: true,
    bedrooms: true,
    interior_sq_ft: true,
    terrace_sq_ft: true,
  })
  .extend({ version: z.coerce.number().int().min(1) });

export type ResidenceEdit = z.infer<typeof residenceEditSchema>;
type EditedField = Exclude<keyof ResidenceEdit, "version">;
const EDITED_FIELDS: readonly EditedField[] = [
  "status",
  "price_usd",
  "bedrooms",
  "interior_sq_ft",
  "terrace_sq_ft",
];

export async function listInventory(storage: Queryable): Promise<InventoryResidence[]> {
  return (await readStoredUnits(storage)).map(({ unit, version }) => ({
    record: fromCells(unit.data),
    version,
  }));
}

/** Every price change, newest first, for the screen's per-residence history. */
export async function listPriceChanges(storage: Queryable): Promise<PriceChange[]> {
  const rows = await storage.query<{
    residence: string;
    at: string;
    actor_label: string;
    old_price_usd: number;
    new_price_usd: number;
  }>(
    `SELECT residence, at, actor_label, old_price_usd, new_price_usd FROM unit_price_changes
     ORDER BY at DESC, id DESC`,
  );
  return rows.map((row) => ({
    residence: row.residence,
    at: row.at,
    actorLabel: row.actor_label,
    oldPrice: Number(row.old_price_usd),
    newPrice: Number(row.new_price_usd),
  }));
}

export type EditOutcome =
  | { outcome: "changed" | "unchanged"; version: number }
  | { outcome: "conflict"; version: number }
  | { outcome: "missing" };

/**
 * Applies an edit made from the residence's version `edit.version`, in one transaction with
 * its audit line and price history: refused, changing nothing, when the residence has moved
 * on since (another edit or an import). The row's new stamp moves the content version, so
 * the public pages follow within their cache lifetime.
 */
export async function editResidence(
  storage: Storage,
  {
    residence,
    edit,
    actor,
    now = new Date(),
  }: {
    residence: string;
    edit: ResidenceEdit;
    actor: AuditActor;
    now?: Date;
  },
): Promise<EditOutcome> {
  return storage.transaction(async (tx) => {
    const [row] = await tx.query<{ cells: string; version: number }>(
      "SELECT cells, version FROM units WHERE id = $1",
      [residence],
    );
    if (!row) return { outcome: "missing" };
    const version = Number(row.version);
    if (version !== edit.version) return { outcome: "conflict", version };
    const before = fromCells(JSON.parse(row.cells));
    const changed = EDITED_FIELDS.filter((field) => before[field] !== edit[field]);
    if (changed.length === 0) return { outcome: "unchanged", version };
    const after: UnitRecord = { ...before };
    for (const field of changed) Object.assign(after, { [field]: edit[field] });
    // The version in the WHERE clause too: on PostgreSQL another transaction may have
    // committed between the read and this write.
    const { rowCount } = await tx.execute(
      "UPDATE units SET cells = $1, version = $2, updated_at = $3 WHERE id = $4 AND version = $5",
      [JSON.stringify(toCells(after)), version + 1, now, residence, version],
    );
    if (rowCount !== 1) return { outcome: "conflict", version };
    if (after.price_usd !== before.price_usd) {
      await tx.execute(
        `INSERT INTO unit_price_changes (id, residence, at, actor_label, old_price_usd, new_price_usd)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [auditId(), residence, now, actor.label, before.price_usd, after.price_usd],
      );
    }
    await recordAudit(tx, {
      actor,
      action: "inventory.residence_changed",
      subject: residence,
      before: Object.fromEntries(changed.map((field) => [field, before[field]])),
      after: Object.fromEntries(changed.map((field) => [field, after[field]])),
      at: now,
    });
    return { outcome: "changed", version: version + 1 };
  });
}
