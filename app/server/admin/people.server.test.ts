import { beforeEach, describe, expect, it } from "vitest";
import { storageBackends, useTestStorage } from "../../../tests/support/test-storage.ts";
import { listAudit } from "./audit-log.server.ts";
import { changeRole, listPeople, removeAccess, revokeSessions } from "./people.server.ts";
import { inviteStaff } from "./staff.server.ts";

const ACTOR = { id: null, label: "test" };

describe.each(storageBackends)("people management on $kind", (backend) => {
  const db = useTestStorage(backend);

  beforeEach(async () => {
    await db.storage.execute("DELETE FROM staff_audit_log");
    await db.storage.execute("DELETE FROM staff_users");
  });

  async function person(email: string, role: "admin" | "sales" | "marketing") {
    const { member } = await inviteStaff(db.storage, { email, role, actor: ACTOR });
    return member;
  }

  async function session(userId: string, expiresAt: Date) {
    const now = new Date().toISOString();
    await db.storage.execute(
      `INSERT INTO staff_sessions (id, user_id, token, expires_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $5)`,
      [`s-${Math.random()}`, userId, `t-${Math.random()}`, expiresAt.toISOString(), now],
    );
  }

  it("lists role, last sign-in, passkeys and sessions that have not expired", async () => {
    const ana = await person("ana@residences.example", "sales");
    await session(ana.id, new Date(Date.now() + 60_000));
    await session(ana.id, new Date(Date.now() - 60_000));
    await db.storage.execute(
      `INSERT INTO staff_audit_log (id, at, actor_id, actor_label, action, subject)
       VALUES ('a1', '2026-11-27T10:00:00.000Z', $1, 'ana', 'staff.signed_in', 'ana')`,
      [ana.id],
    );
    expect(await listPeople(db.storage)).toEqual([
      {
        id: ana.id,
        email: "ana@residences.example",
        role: "sales",
        lastSignIn: "2026-11-27T10:00:00.000Z",
        passkeys: 0,
        activeSessions: 1,
      },
    ]);
  });

  it("changes a role from the one shown, audited; a stale page changes nothing", async () => {
    const ana = await person("ana@residences.example", "sales");
    const stale = await changeRole(db.storage, {
      id: ana.id,
      shownRole: "marketing",
      role: "admin",
      actor: ACTOR,
    });
    expect(stale).toEqual({ ok: false, reason: "stale" });
    const changed = await changeRole(db.storage, {
      id: ana.id,
      shownRole: "sales",
      role: "marketing",
      actor: ACTOR,
    });
    expect(changed).toEqual({ ok: true, email: "ana@residences.example" });
    expect((await listPeople(db.storage))[0]?.role).toBe("marketing");
    const { entries } = await listAudit(db.storage, 1);
    expect(entries[0]).toMatchObject({
      action: "staff.role_changed",
      before: { role: "sales" },
      after: { role: "marketing" },
    });
  });

  it("never leaves the back office without an administrator", async () => {
    const boss = await person("boss@residences.example", "admin");
    const demote = {
      id: boss.id,
      shownRole: "admin" as const,
      role: "sales" as const,
      actor: ACTOR,
    };
    expect(await changeRole(db.storage, demote)).toEqual({ ok: false, reason: "last_admin" });
    expect(await removeAccess(db.storage, demote)).toEqual({ ok: false, reason: "last_admin" });
    expect((await listPeople(db.storage))[0]?.role).toBe("admin");

    await person("second@residences.example", "admin");
    expect(await changeRole(db.storage, demote)).toMatchObject({ ok: true });
  });

  it("revokes every session and removes access with passkeys and sessions", async () => {
    const ana = await person("ana@residences.example", "sales");
    await session(ana.id, new Date(Date.now() + 60_000));
    await session(ana.id, new Date(Date.now() + 60_000));
    const change = { id: ana.id, shownRole: "sales" as const, actor: ACTOR };
    expect(await revokeSessions(db.storage, change)).toMatchObject({ ok: true });
    expect((await listPeople(db.storage))[0]?.activeSessions).toBe(0);

    await session(ana.id, new Date(Date.now() + 60_000));
    expect(await removeAccess(db.storage, change)).toMatchObject({ ok: true });
    expect(await listPeople(db.storage)).toEqual([]);
    expect(await db.storage.query("SELECT id FROM staff_sessions")).toEqual([]);
    const { entries } = await listAudit(db.storage, 1);
    expect(entries.slice(0, 2).map((entry) => entry.action)).toEqual([
      "staff.removed",
      "staff.sessions_revoked",
    ]);
    expect(entries[1]).toMatchObject({ before: { sessions: 2 }, after: { sessions: 0 } });
  });
});
