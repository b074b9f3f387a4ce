import type { AuditAction, AuditActor } from "../admin/audit-log.server.ts";
import { recordAudit } from "../admin/audit-log.server.ts";
import type { Storage } from "../storage/storage.server.ts";
import { readRows, type StoredRow } from "./site-settings.server.ts";

export type SaveOutcome =
  | { outcome: "changed" | "unchanged"; version: number }
  | { outcome: "conflict"; version: number };

/**
 * Saves one group (the site's facts and contact, or a page's words) made from the version the
 * form showed (0: the code's defaults, nothing stored yet), in one transaction with its audit
 * line listing what changed. Refused, changing nothing, when someone saved the group since. The
 * new row version moves the content version, so public pages follow within their cache lifetime.
 */
export async function saveSettings<Value extends Record<string, unknown>>(
  storage: Storage,
  {
    id,
    current,
    after,
    version,
    action,
    actor,
    now = new Date(),
  }: {
    id: string;
    /** The group as it stands: its stored row read back, or the code's values without one. */
    current: (row: StoredRow | undefined) => Value;
    after: Value;
    version: number;
    action: AuditAction;
    actor: AuditActor;
    now?: Date;
  },
): Promise<SaveOutcome> {
  return storage.transaction(async (tx) => {
    const row = (await readRows(tx, [id]))[0];
    const stored = row?.version ?? 0;
    if (stored !== version) return { outcome: "conflict", version: stored };
    const before = current(row);
    const changed = Object.keys(after).filter(
      (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
    );
    if (changed.length === 0) return { outcome: "unchanged", version };
    const value = JSON.stringify(after);
    // The version in the statement too: on PostgreSQL another transaction may have committed
    // between the read and this write (an insert meets the primary key instead).
    const { rowCount } =
      version === 0
        ? await tx.execute(
            `INSERT INTO site_settings (id, value, version, updated_at, updated_by)
             VALUES ($1, $2, 1, $3, $4) ON CONFLICT (id) DO NOTHING`,
            [id, value, now.toISOString(), actor.label],
          )
        : await tx.execute(
            `UPDATE site_settings SET value = $1, version = $2, updated_at = $3, updated_by = $4
             WHERE id = $5 AND version = $6`,
            [value, version + 1, now.toISOString(), actor.label, id, version],
          );
    if (rowCount !== 1) return { outcome: "conflict", version };
    await recordAudit(tx, {
      actor,
      action,
      subject: id,
      before: Object.fromEntries(changed.map((key) => [key, before[key]])),
      after: Object.fromEntries(changed.map((key) => [key, after[key]])),
      at: now,
    });
    return { outcome: "changed", version: version + 1 };
  });
}
