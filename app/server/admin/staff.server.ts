import { randomUUID } from "node:crypto";
import { z } from "zod";
import { isStaffRole, type StaffRole } from "../../lib/admin/staff-sections.ts";
import type { Queryable, Storage } from "../storage/storage.server.ts";
import { type AuditActor, recordAudit } from "./audit-log.server.ts";

export interface StaffMember {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

const emailSchema = z.email();

/** A staff member's address as it is stored and looked up: trimmed, lower case. */
export function staffEmailKey(email: string): string {
  return email.trim().toLowerCase();
}

export function isValidStaffEmail(email: string): boolean {
  return emailSchema.safeParse(staffEmailKey(email)).success;
}

export async function findStaffByEmail(db: Queryable, email: string): Promise<StaffMember | null> {
  const [row] = await db.query<{ id: string; email: string; name: string; role: string }>(
    "SELECT id, email, name, role FROM staff_users WHERE email = $1",
    [staffEmailKey(email)],
  );
  return row && isStaffRole(row.role) ? { ...row, role: row.role } : null;
}

export type InviteOutcome = "invited" | "role_changed" | "unchanged";

/**
 * Adds a staff member with a role, or changes the role of one already invited, in one
 * transaction with its audit line. Only invited staff can sign in: nobody signs up.
 */
export async function inviteStaff(
  storage: Storage,
  { email, role, actor }: { email: string; role: StaffRole; actor: AuditActor },
): Promise<{ outcome: InviteOutcome; member: StaffMember; previousRole: StaffRole | null }> {
  const key = staffEmailKey(email);
  if (!isValidStaffEmail(key)) throw new Error("that is not an email address");
  return storage.transaction(async (tx) => {
    const existing = await findStaffByEmail(tx, key);
    const now = new Date().toISOString();
    if (!existing) {
      const member: StaffMember = { id: randomUUID(), email: key, name: "", role };
      await tx.execute(
        `INSERT INTO staff_users (id, name, email, email_verified, role, created_at, updated_at)
         VALUES ($1, $2, $3, 0, $4, $5, $5)`,
        [member.id, member.name, key, role, now],
      );
      await recordAudit(tx, {
        actor,
        action: "staff.invited",
        subject: key,
        after: { email: key, role },
      });
      return { outcome: "invited", member, previousRole: null };
    }
    if (existing.role === role)
      return { outcome: "unchanged", member: existing, previousRole: role };
    await tx.execute("UPDATE staff_users SET role = $1, updated_at = $2 WHERE id = $3", [
      role,
      now,
      existing.id,
    ]);
    await recordAudit(tx, {
      actor,
      action: "staff.role_changed",
      subject: key,
      before: { role: existing.role },
      after: { role },
    });
    return { outcome: "role_changed", member: { ...existing, role }, previousRole: existing.role };
  });
}
