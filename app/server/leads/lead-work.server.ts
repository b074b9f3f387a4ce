/**
 * Sales working a lead (/admin/leads/:id): its status, its owner and notes, and a suspected bot
 * released to the inbox. Each change is made from the lead's version the page showed, in one
 * transaction with its audit lines, and refused, changing nothing, when the lead moved on.
 */
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { LEAD_STATUSES, NOTE_MAX_LENGTH } from "../../lib/admin/lead-fields.ts";
import { type AuditActor, recordAudit } from "../admin/audit-log.server.ts";
import type { Queryable, Storage } from "../storage/storage.server.ts";

export const leadWorkSchema = z.object({
  status: z.enum(LEAD_STATUSES),
  owner: z.string(),
  note: z.string().trim().max(NOTE_MAX_LENGTH),
  version: z.coerce.number().int().min(1),
});

export type LeadWork = z.infer<typeof leadWorkSchema>;

export type WorkOutcome =
  | { outcome: "changed" | "unchanged" | "conflict" | "missing" }
  | { outcome: "unknown_owner" };

export interface LeadOwner {
  id: string;
  email: string;
}

/** Who may own a lead: the staff who work leads (sales and administrators). */
export async function listLeadOwners(db: Queryable): Promise<LeadOwner[]> {
  return db.query<{ id: string; email: string }>(
    "SELECT id, email FROM staff_users WHERE role IN ('sales', 'admin') ORDER BY email",
  );
}

interface WorkRow {
  sales_status: string;
  owner_id: string;
  version: unknown;
  suspected_bot: unknown;
  bot_reason: string;
}

async function readForChange(tx: Queryable, leadId: string): Promise<WorkRow | undefined> {
  const [row] = await tx.query<WorkRow & Record<string, unknown>>(
    "SELECT sales_status, owner_id, version, suspected_bot, bot_reason FROM leads WHERE id = $1",
    [leadId],
  );
  return row;
}

export async function workLead(
  storage: Storage,
  { leadId, work, actor }: { leadId: string; work: LeadWork; actor: AuditActor },
): Promise<WorkOutcome> {
  const now = new Date();
  return storage.transaction(async (tx) => {
    const row = await readForChange(tx, leadId);
    if (!row) return { outcome: "missing" };
    const version = Number(row.version);
    if (version !== work.version) return { outcome: "conflict" };
    const owners = await listLeadOwners(tx);
    const ownerEmail = (id: string) => owners.find((owner) => owner.id === id)?.email ?? null;
    if (work.owner !== "" && ownerEmail(work.owner) === null) return { outcome: "unknown_owner" };
    const statusChanged = row.sales_status !== work.status;
    const ownerChanged = row.owner_id !== work.owner;
    if (!statusChanged && !ownerChanged && work.note === "") return { outcome: "unchanged" };

    // The version in the WHERE clause too: on PostgreSQL another transaction may have
    // committed between the read and this write.
    const { rowCount } = await tx.execute(
      "UPDATE leads SET sales_status = $1, owner_id = $2, version = $3 WHERE id = $4 AND version = $5",
      [work.status, work.owner, version + 1, leadId, version],
    );
    if (rowCount !== 1) return { outcome: "conflict" };
    const audit = { actor, subject: leadId, at: now };
    if (statusChanged) {
      await recordAudit(tx, {
        ...audit,
        action: "lead.status_changed",
        before: { status: row.sales_status },
        after: { status: work.status },
      });
    }
    if (ownerChanged) {
      await recordAudit(tx, {
        ...audit,
        action: "lead.owner_changed",
        before: { owner: ownerEmail(row.owner_id) },
        after: { owner: ownerEmail(work.owner) },
      });
    }
    if (work.note !== "") {
      const noteId = randomUUID();
      await tx.execute(
        "INSERT INTO lead_notes (id, lead_id, at, author_label, body) VALUES ($1, $2, $3, $4, $5)",
        [noteId, leadId, now, actor.label, work.note],
      );
      // The note's words may be about the person: the log keeps that one was added, not them.
      await recordAudit(tx, { ...audit, action: "lead.note_added", after: { note: noteId } });
    }
    return { outcome: "changed" };
  });
}

/**
 * A suspected bot judged a person: it joins the inbox (and the default export). Its deliveries
 * went out already, marked; the reason it was suspected stays in the audit line.
 */
export async function releaseLead(
  storage: Storage,
  { leadId, version, actor }: { leadId: string; version: number; actor: AuditActor },
): Promise<{ outcome: "changed" | "unchanged" | "conflict" | "missing" }> {
  return storage.transaction(async (tx) => {
    const row = await readForChange(tx, leadId);
    if (!row) return { outcome: "missing" };
    if (Number(row.version) !== version) return { outcome: "conflict" };
    if (Number(row.suspected_bot) !== 1) return { outcome: "unchanged" };
    const { rowCount } = await tx.execute(
      "UPDATE leads SET suspected_bot = 0, version = $1 WHERE id = $2 AND version = $3",
      [version + 1, leadId, version],
    );
    if (rowCount !== 1) return { outcome: "conflict" };
    await recordAudit(tx, {
      actor,
      action: "lead.released",
      subject: leadId,
      before: { suspected_bot: true, reason: row.bot_reason },
      after: { suspected_bot: false },
    });
    return { outcome: "changed" };
  });
}
