import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { storageBackends, useTestStorage } from "../../../tests/support/test-storage.ts";
import { inviteStaff, type StaffMember } from "../admin/staff.server.ts";
import { insertTestLead } from "../delivery/delivery-test-support.ts";
import { enqueueLeadDeliveries } from "../delivery/outbox.server.ts";
import type { Queryable } from "../storage/storage.server.ts";
import { eraseLeadPerson } from "./lead-erasure.server.ts";
import { retryLeadDelivery } from "./lead-retry.server.ts";
import { type LeadWork, releaseLead, workLead } from "./lead-work.server.ts";

const operator = { id: null, label: "test" };

async function snapshot(db: Queryable) {
  return JSON.stringify([
    await db.query(
      "SELECT id, sales_status, owner_id, version, suspected_bot FROM leads ORDER BY id",
    ),
    await db.query("SELECT id, body FROM lead_notes ORDER BY id"),
    await db.query("SELECT id, status FROM lead_deliveries ORDER BY id"),
    await db.query(
      "SELECT action, subject, before_json, after_json FROM staff_audit_log ORDER BY id",
    ),
  ]);
}

describe.each(storageBackends)("working a lead on $kind", (backend) => {
  const db = useTestStorage(backend);
  let sales: StaffMember;
  let marketing: StaffMember;
  const actor = () => ({ id: sales.id, label: sales.email });
  const work = (changes: Partial<LeadWork>): LeadWork => ({
    status: "new",
    owner: "",
    note: "",
    version: 1,
    ...changes,
  });

  beforeAll(async () => {
    ({ member: sales } = await inviteStaff(db.storage, {
      email: "seller@residences.example",
      role: "sales",
      actor: operator,
    }));
    ({ member: marketing } = await inviteStaff(db.storage, {
      email: "writer@residences.example",
      role: "marketing",
      actor: operator,
    }));
  });

  beforeEach(async () => {
    for (const table of ["staff_audit_log", "lead_notes", "lead_deliveries", "leads", "contacts"]) {
      await db.storage.execute(`DELETE FROM ${table}`);
    }
  });

  const auditLines = () =>
    db.storage.query<{ action: string; subject: string; before_json: string; after_json: string }>(
      "SELECT action, subject, before_json, after_json FROM staff_audit_log ORDER BY at, id",
    );

  it("sets status, owner and a note from the version shown, each with its audit line", async () => {
    const { leadId } = await insertTestLead(db.storage);
    const change = work({ status: "contacted", owner: sales.id, note: "Called her on Monday." });
    expect(await workLead(db.storage, { leadId, work: change, actor: actor() })).toEqual({
      outcome: "changed",
    });
    const [lead] = await db.storage.query("SELECT sales_status, owner_id, version FROM leads");
    expect(lead).toMatchObject({ sales_status: "contacted", owner_id: sales.id });
    expect(Number(lead?.version)).toBe(2);
    const notes = await db.storage.query("SELECT author_label, body FROM lead_notes");
    expect(notes).toEqual([{ author_label: sales.email, body: "Called her on Monday." }]);
    const lines = await auditLines();
    expect(lines.map((line) => [line.action, line.before_json, line.subject])).toEqual([
      ["lead.status_changed", '{"status":"new"}', leadId],
      ["lead.owner_changed", '{"owner":null}', leadId],
      ["lead.note_added", null, leadId],
    ]);
    expect(JSON.parse(lines[1]?.after_json ?? "")).toEqual({ owner: sales.email });
    // The note's words stay out of the log.
    expect(JSON.stringify(lines)).not.toContain("Monday");
  });

  it("refuses a change made from an older version, and an owner outside sales, changing nothing", async () => {
    const { leadId } = await insertTestLead(db.storage);
    await workLead(db.storage, { leadId, work: work({ status: "contacted" }), actor: actor() });
    const before = await snapshot(db.storage);
    const stale = work({ status: "closed", note: "From an old tab." });
    expect(await workLead(db.storage, { leadId, work: stale, actor: actor() })).toEqual({
      outcome: "conflict",
    });
    const outsider = work({ version: 2, owner: marketing.id });
    expect(await workLead(db.storage, { leadId, work: outsider, actor: actor() })).toEqual({
      outcome: "unknown_owner",
    });
    expect(await workLead(db.storage, { leadId: "nope", work: work({}), actor: actor() })).toEqual({
      outcome: "missing",
    });
    expect(await snapshot(db.storage)).toBe(before);
    const same = work({ version: 2, status: "contacted" });
    expect(await workLead(db.storage, { leadId, work: same, actor: actor() })).toEqual({
      outcome: "unchanged",
    });
    expect(await snapshot(db.storage)).toBe(before);
  });

  it("releases a suspected bot to the inbox once, from the version shown", async () => {
    const { leadId } = await insertTestLead(db.storage, { suspectedBot: true });
    expect(await releaseLead(db.storage, { leadId, version: 2, actor: actor() })).toEqual({
      outcome: "conflict",
    });
    expect(await releaseLead(db.storage, { leadId, version: 1, actor: actor() })).toEqual({
      outcome: "changed",
    });
    const [lead] = await db.storage.query("SELECT suspected_bot, version FROM leads");
    expect([Number(lead?.suspected_bot), Number(lead?.version)]).toEqual([0, 2]);
    expect(await releaseLead(db.storage, { leadId, version: 2, actor: actor() })).toEqual({
      outcome: "unchanged",
    });
    expect((await auditLines()).map((line) => line.action)).toEqual(["lead.released"]);
  });

  it("retries only a failed delivery of this lead, with its audit line", async () => {
    const { leadId } = await insertTestLead(db.storage);
    const other = await insertTestLead(db.storage);
    await enqueueLeadDeliveries(db.storage, leadId, ["webhook", "email"], new Date());
    await enqueueLeadDeliveries(db.storage, other.leadId, ["webhook"], new Date());
    await db.storage.execute(
      "UPDATE lead_deliveries SET status = 'failed', attempts = 9 WHERE destination = 'webhook'",
    );
    const ids = async (lead: string, destination: string) =>
      String(
        (
          await db.storage.query<{ id: string }>(
            "SELECT id FROM lead_deliveries WHERE lead_id = $1 AND destination = $2",
            [lead, destination],
          )
        )[0]?.id,
      );
    const retry = (deliveryId: string) =>
      retryLeadDelivery(db.storage, { leadId, deliveryId, actor: actor() });
    expect(await retry(await ids(other.leadId, "webhook"))).toBe(false);
    expect(await retry(await ids(leadId, "email"))).toBe(false);
    expect(await retry(await ids(leadId, "webhook"))).toBe(true);
    expect(await retry(await ids(leadId, "webhook"))).toBe(false);
    const rows = await db.storage.query("SELECT lead_id, status, attempts FROM lead_deliveries");
    expect(rows.filter((row) => row.status === "failed")).toHaveLength(1);
    expect((await auditLines()).map((line) => line.after_json)).toEqual([
      '{"destination":"webhook","status":"pending"}',
    ]);
  });

  it("erases the person with their notes, and audits the counts only", async () => {
    const person = await insertTestLead(db.storage);
    const second = await insertTestLead(db.storage, { contactId: person.contactId });
    const someoneElse = await insertTestLead(db.storage);
    await workLead(db.storage, {
      leadId: second.leadId,
      work: work({ note: `Wrote to ${person.email}` }),
      actor: actor(),
    });
    await enqueueLeadDeliveries(db.storage, person.leadId, ["webhook"], new Date());

    const erased = await eraseLeadPerson(db.storage, { leadId: person.leadId, actor: actor() });
    expect(erased).toEqual({
      contacts: 1,
      inquiries: 2,
      deliveries: 1,
      pendingDeliveries: 1,
      registrations: 0,
    });
    const left = await db.storage.query<{ id: string }>("SELECT id FROM leads");
    expect(left.map((row) => row.id)).toEqual([someoneElse.leadId]);
    expect(await db.storage.query("SELECT id FROM lead_notes")).toEqual([]);
    const [line] = (await auditLines()).filter((entry) => entry.action === "lead.person_erased");
    const kept = JSON.stringify(line);
    for (const trace of [
      person.email,
      person.fname,
      person.lname,
      person.leadId,
      person.contactId,
    ]) {
      expect(kept).not.toContain(trace);
    }
    expect(await eraseLeadPerson(db.storage, { leadId: person.leadId, actor: actor() })).toBeNull();
  });
});
