import { randomBytes } from "node:crypto";
import type { Queryable } from "../storage/storage.server.ts";

/** What the audit log records so far; later parts of the back office add their own. */
export type AuditAction =
  | "staff.invited"
  | "staff.role_changed"
  | "staff.signed_in"
  | "staff.signed_out"
  | "staff.sessions_revoked"
  | "staff.removed"
  | "inventory.residence_changed"
  | "inventory.imported"
  | "inventory.floor_plan_replaced"
  | "press.article_created"
  | "press.article_changed"
  | "press.article_published"
  | "press.article_unpublished"
  | "team.member_added"
  | "team.member_changed"
  | "team.member_moved"
  | "team.member_removed"
  | "site.settings_changed"
  | "site.page_changed"
  | "lead.status_changed"
  | "lead.owner_changed"
  | "lead.note_added"
  | "lead.delivery_retried"
  | "lead.released"
  | "lead.person_erased";

export interface AuditActor {
  /** The staff member's id; null for an operator's command on the server. */
  id: string | null;
  /** Who it was, as an admin reads it: their email address, or the command. */
  label: string;
}

export interface AuditEntry {
  id: string;
  at: string;
  actorLabel: string;
  action: AuditAction;
  subject: string;
  before: unknown;
  after: unknown;
}

/** One line of the audit log: who did what to which thing, and the thing before and after. */
export async function recordAudit(
  db: Queryable,
  entry: {
    actor: AuditActor;
    action: AuditAction;
    subject: string;
    before?: unknown;
    after?: unknown;
    at?: Date;
  },
): Promise<void> {
  await db.execute(
    `INSERT INTO staff_audit_log (id, at, actor_id, actor_label, action, subject, before_json, after_json)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      auditId(),
      (entry.at ?? new Date()).toISOString(),
      entry.actor.id,
      entry.actor.label,
      entry.action,
      entry.subject,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
    ],
  );
}

let sequence = 0;

/**
 * Ids that sort as they were made in this process (time, then a counter, then random bytes),
 * so lines written within one millisecond still read newest first.
 */
export function auditId(): string {
  sequence = (sequence + 1) % 0x1000000;
  const time = Date.now().toString(16).padStart(12, "0");
  return `${time}-${sequence.toString(16).padStart(6, "0")}-${randomBytes(4).toString("hex")}`;
}

export const AUDIT_PAGE_SIZE = 50;

/** One page of the log, newest first, and how many pages there are. */
export async function listAudit(
  db: Queryable,
  page: number,
  pageSize: number = AUDIT_PAGE_SIZE,
): Promise<{ entries: AuditEntry[]; pages: number }> {
  const [counted] = await db.query<{ count: unknown }>(
    "SELECT COUNT(*) AS count FROM staff_audit_log",
  );
  const pages = Math.max(1, Math.ceil(Number(counted?.count ?? 0) / pageSize));
  const rows = await db.query<{
    id: string;
    at: string;
    actor_label: string;
    action: AuditAction;
    subject: string;
    before_json: string | null;
    after_json: string | null;
  }>(
    `SELECT id, at, actor_label, action, subject, before_json, after_json FROM staff_audit_log
     ORDER BY at DESC, id DESC LIMIT $1 OFFSET $2`,
    [pageSize, (page - 1) * pageSize],
  );
  return {
    pages,
    entries: rows.map((row) => ({
      id: row.id,
      at: row.at,
      actorLabel: row.actor_label,
      action: row.action,
      subject: row.subject,
      before: row.before_json === null ? null : JSON.parse(row.before_json),
      after: row.after_json === null ? null : JSON.parse(row.after_json),
    })),
  };
}
