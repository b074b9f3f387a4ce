import { isStaffRole, type StaffRole } from "../../lib/admin/staff-sections.ts";
import type { Queryable, Storage } from "../storage/storage.server.ts";
import { type AuditActor, recordAudit } from "./audit-log.server.ts";

/** A member of staff as /admin/people lists them. */
export interface Person {
  id: string;
  email: string;
  role: StaffRole;
  lastSignIn: string | null;
  passkeys: number;
  activeSessions: number;
}

/** Everyone who may sign in, by address, with what an administrator needs to judge access. */
export async function listPeople(db: Queryable, now = new Date()): Promise<Person[]> {
  const rows = await db.query<{
    id: string;
    email: string;
    role: string;
    last_sign_in: string | null;
    passkeys: unknown;
    sessions: unknown;
  }>(
    `SELECT u.id, u.email, u.role,
       (SELECT MAX(a.at) FROM staff_audit_log a
         WHERE a.action = 'staff.signed_in' AND a.actor_id = u.id) AS last_sign_in,
       (SELECT COUNT(*) FROM staff_passkeys p WHERE p.user_id = u.id) AS passkeys,
       (SELECT COUNT(*) FROM staff_sessions s WHERE s.user_id = u.id AND s.expires_at > $1) AS sessions
     FROM staff_users u ORDER BY u.email`,
    [now.toISOString()],
  );
  return rows.flatMap((row) =>
    isStaffRole(row.role)
      ? [
          {
            id: row.id,
            email: row.email,
            role: row.role,
            lastSignIn: row.last_sign_in,
            passkeys: Number(row.passkeys),
            activeSessions: Number(row.sessions),
          },
        ]
      : [],
  );
}

/**
 * Why a change was refused: the person is not as the page showed them (changed or removed by
 * someone else meanwhile), or it would leave nobody who can manage people.
 */
export type PeopleRefusal = "stale" | "last_admin";

export type PeopleOutcome = { ok: true; email: string } | { ok: false; reason: PeopleRefusal };

interface Change {
  id: string;
  /** The role the page showed: the version this change was made from. */
  shownRole: StaffRole;
  actor: AuditActor;
}

/** Gives someone another role, from the role the page showed; audited with before and after. */
export function changeRole(
  storage: Storage,
  change: Change & { role: StaffRole },
): Promise<PeopleOutcome> {
  return withPerson(storage, change, async (tx, email) => {
    if (change.shownRole === "admin" && change.role !== "admin" && (await admins(tx)) <= 1) {
      return { ok: false, reason: "last_admin" };
    }
    await tx.execute("UPDATE staff_users SET role = $1, updated_at = $2 WHERE id = $3", [
      change.role,
      new Date().toISOString(),
      change.id,
    ]);
    await recordAudit(tx, {
      actor: change.actor,
      action: "staff.role_changed",
      subject: email,
      before: { role: change.shownRole },
      after: { role: change.role },
    });
    return { ok: true, email };
  });
}

/** Signs someone out everywhere: their session rows go, so their next request is refused. */
export function revokeSessions(storage: Storage, change: Change): Promise<PeopleOutcome> {
  return withPerson(storage, change, async (tx, email) => {
    const { rowCount } = await tx.execute("DELETE FROM staff_sessions WHERE user_id = $1", [
      change.id,
    ]);
    await recordAudit(tx, {
      actor: change.actor,
      action: "staff.sessions_revoked",
      subject: email,
      before: { sessions: rowCount },
      after: { sessions: 0 },
    });
    return { ok: true, email };
  });
}

/** Removes someone's access: their row, and with it (ON DELETE CASCADE) sessions and passkeys. */
export function removeAccess(storage: Storage, change: Change): Promise<PeopleOutcome> {
  return withPerson(storage, change, async (tx, email) => {
    if (change.shownRole === "admin" && (await admins(tx)) <= 1) {
      return { ok: false, reason: "last_admin" };
    }
    await tx.execute("DELETE FROM staff_users WHERE id = $1", [change.id]);
    await recordAudit(tx, {
      actor: change.actor,
      action: "staff.removed",
      subject: email,
      before: { email, role: change.shownRole },
    });
    return { ok: true, email };
  });
}

/**
 * Runs a change in one transaction, only if the person still has the role the page showed.
 * The no-op update of every administrator's row first makes concurrent changes on PostgreSQL
 * wait for each other, so two administrators demoting each other cannot leave none.
 */
function withPerson(
  storage: Storage,
  { id, shownRole }: Change,
  work: (tx: Queryable, email: string) => Promise<PeopleOutcome>,
): Promise<PeopleOutcome> {
  return storage.transaction(async (tx) => {
    await tx.execute("UPDATE staff_users SET role = role WHERE role = 'admin'");
    const [person] = await tx.query<{ email: string; role: string }>(
      "SELECT email, role FROM staff_users WHERE id = $1",
      [id],
    );
    if (!person || person.role !== shownRole) return { ok: false, reason: "stale" };
    return work(tx, person.email);
  });
}

async function admins(db: Queryable): Promise<number> {
  const [row] = await db.query<{ count: unknown }>(
    "SELECT COUNT(*) AS count FROM staff_users WHERE role = 'admin'",
  );
  return Number(row?.count ?? 0);
}
