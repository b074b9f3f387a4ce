import { beforeEach, describe, expect, it } from "vitest";
import { storageBackends, useTestStorage } from "../../../tests/support/test-storage.ts";
import { listAudit } from "./audit-log.server.ts";
import { findStaffByEmail, inviteStaff } from "./staff.server.ts";

const OPERATOR = { id: null, label: "npm run admin:invite" };

describe.each(storageBackends)("staff invitations on $kind", (backend) => {
  const db = useTestStorage(backend);

  beforeEach(async () => {
    await db.storage.execute("DELETE FROM staff_audit_log");
    await db.storage.execute("DELETE FROM staff_users");
  });

  it("invites, changes a role, and leaves an unchanged one alone, each audited once", async () => {
    const first = await inviteStaff(db.storage, {
      email: "  Ana@Residences.Example",
      role: "sales",
      actor: OPERATOR,
    });
    expect(first).toMatchObject({
      outcome: "invited",
      member: { email: "ana@residences.example" },
    });
    const again = await inviteStaff(db.storage, {
      email: "ana@residences.example",
      role: "sales",
      actor: OPERATOR,
    });
    expect(again.outcome).toBe("unchanged");
    const changed = await inviteStaff(db.storage, {
      email: "ANA@residences.example",
      role: "marketing",
      actor: OPERATOR,
    });
    expect(changed).toMatchObject({ outcome: "role_changed", previousRole: "sales" });
    expect(await findStaffByEmail(db.storage, "ana@residences.example")).toMatchObject({
      role: "marketing",
    });

    const { entries, pages } = await listAudit(db.storage, 1);
    expect(pages).toBe(1);
    expect(entries).toMatchObject([
      {
        action: "staff.role_changed",
        actorLabel: "npm run admin:invite",
        subject: "ana@residences.example",
        before: { role: "sales" },
        after: { role: "marketing" },
      },
      {
        action: "staff.invited",
        before: null,
        after: { email: "ana@residences.example", role: "sales" },
      },
    ]);
  });

  it("refuses a malformed address and stores nothing", async () => {
    await expect(
      inviteStaff(db.storage, { email: "not an address", role: "admin", actor: OPERATOR }),
    ).rejects.toThrow(/not an email address/);
    const [row] = await db.storage.query("SELECT COUNT(*) AS n FROM staff_users");
    expect(Number(row?.n)).toBe(0);
  });

  it("pages the audit log newest first", async () => {
    for (let i = 0; i < 5; i += 1) {
      await inviteStaff(db.storage, {
        email: `p${i}@residences.example`,
        role: "sales",
        actor: OPERATOR,
      });
    }
    const first = await listAudit(db.storage, 1, 2);
    const last = await listAudit(db.storage, 3, 2);
    expect(first.pages).toBe(3);
    expect(first.entries.map((entry) => entry.subject)).toEqual([
      "p4@residences.example",
      "p3@residences.example",
    ]);
    expect(last.entries.map((entry) => entry.subject)).toEqual(["p0@residences.example"]);
  });
});
