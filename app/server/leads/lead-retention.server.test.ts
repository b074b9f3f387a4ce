import { Writable } from "node:stream";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { storageBackends, useTestStorage } from "../../../tests/support/test-storage.ts";
import { storeBrokerRegistration } from "../brokers/broker-registrations.server.ts";
import { brokerSubmission } from "../brokers/broker-test-support.ts";
import { insertTestLead } from "../delivery/delivery-test-support.ts";
import { enqueueLeadDeliveries } from "../delivery/outbox.server.ts";
import { createLogger } from "../logger.server.ts";
import type { Queryable } from "../storage/storage.server.ts";
import {
  removeExpiredLeads,
  retentionCutoff,
  startLeadRetention,
} from "./lead-retention.server.ts";

const SECOND = 1000;
const DAYS = 1095;
const now = new Date("2026-06-01T12:00:00.000Z");
const cutoff = retentionCutoff(now, DAYS);
const justInside = new Date(cutoff.getTime() + SECOND);
const justOutside = new Date(cutoff.getTime() - SECOND);

async function ids(db: Queryable, table: "contacts" | "leads") {
  const rows = await db.query<{ id: string }>(`SELECT id FROM ${table} ORDER BY id`);
  return rows.map((row) => row.id);
}

function logSink() {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger("info", sink) };
}

describe("retentionCutoff", () => {
  it("lies the retention period's whole days before now", () => {
    expect(retentionCutoff(now, 1095).toISOString()).toBe("2023-06-02T12:00:00.000Z");
    expect(retentionCutoff(now, 1).toISOString()).toBe("2026-05-31T12:00:00.000Z");
  });
});

describe.each(storageBackends)("lead retention on $kind", (backend) => {
  const db = useTestStorage(backend);

  beforeEach(async () => {
    await db.storage.execute("DELETE FROM lead_notes");
    await db.storage.execute("DELETE FROM lead_deliveries");
    await db.storage.execute("DELETE FROM leads");
    await db.storage.execute("DELETE FROM contacts");
    await db.storage.execute("DELETE FROM broker_registrations");
  });

  it("removes the notes sales wrote on an expired lead with it", async () => {
    const expired = await insertTestLead(db.storage, { receivedAt: justOutside });
    const kept = await insertTestLead(db.storage, { receivedAt: justInside });
    for (const lead of [expired, kept]) {
      await db.storage.execute(
        "INSERT INTO lead_notes (id, lead_id, at, author_label, body) VALUES ($1, $1, $2, 'a', 'b')",
        [lead.leadId, now],
      );
    }
    await removeExpiredLeads(db.storage, DAYS, now);
    const notes = await db.storage.query<{ lead_id: string }>("SELECT lead_id FROM lead_notes");
    expect(notes.map((note) => note.lead_id)).toEqual([kept.leadId]);
  });

  it("removes a lead just outside the window with its deliveries and contact, keeps one just inside", async () => {
    const expired = await insertTestLead(db.storage, { receivedAt: justOutside });
    await enqueueLeadDeliveries(db.storage, expired.leadId, ["webhook", "email"], justOutside);
    const kept = await insertTestLead(db.storage, { receivedAt: justInside });
    await enqueueLeadDeliveries(db.storage, kept.leadId, ["webhook"], justInside);
    const register = (client: string, at: Date) =>
      storeBrokerRegistration(db.storage, brokerSubmission({ client }), at);
    await register("expired@example.com", justOutside);
    await register("kept@example.com", justInside);

    expect(await removeExpiredLeads(db.storage, DAYS, now)).toEqual({
      inquiries: 1,
      deliveries: 2,
      contacts: 1,
      registrations: 1,
    });
    expect(await ids(db.storage, "leads")).toEqual([kept.leadId]);
    const registrations = await db.storage.query<{ client_email: string }>(
      "SELECT client_email FROM broker_registrations",
    );
    expect(registrations).toEqual([{ client_email: "kept@example.com" }]);
    expect(await ids(db.storage, "contacts")).toEqual([kept.contactId]);
    const deliveries = await db.storage.query<{ lead_id: string }>(
      "SELECT lead_id FROM lead_deliveries",
    );
    expect(deliveries).toEqual([{ lead_id: kept.leadId }]);
  });

  it("keeps the contact of a person with one old and one recent inquiry", async () => {
    const old = await insertTestLead(db.storage, { receivedAt: justOutside });
    const recent = await insertTestLead(db.storage, {
      contactId: old.contactId,
      receivedAt: justInside,
    });

    expect(await removeExpiredLeads(db.storage, DAYS, now)).toEqual({
      inquiries: 1,
      deliveries: 0,
      contacts: 0,
      registrations: 0,
    });
    expect(await ids(db.storage, "leads")).toEqual([recent.leadId]);
    expect(await ids(db.storage, "contacts")).toEqual([old.contactId]);
  });

  it("is idempotent: a second run, as on another instance, removes nothing more", async () => {
    await insertTestLead(db.storage, { receivedAt: justOutside });
    const kept = await insertTestLead(db.storage, { receivedAt: justInside });
    const runs = await Promise.all([
      removeExpiredLeads(db.storage, DAYS, now),
      removeExpiredLeads(db.storage, DAYS, now),
    ]);
    expect(runs.map((run) => run.inquiries).sort()).toEqual([0, 1]);
    expect(await removeExpiredLeads(db.storage, DAYS, now)).toEqual({
      inquiries: 0,
      deliveries: 0,
      contacts: 0,
      registrations: 0,
    });
    expect(await ids(db.storage, "leads")).toEqual([kept.leadId]);
  });

  it("runs at start and on schedule, logging one line of counts when it removed something", async () => {
    const { lines, logger } = logSink();
    const longAgo = new Date(Date.now() - (DAYS + 1) * 24 * 60 * 60 * SECOND);
    const first = await insertTestLead(db.storage, { receivedAt: longAgo, fname: "Augusta" });
    const retention = startLeadRetention({
      storage: db.storage,
      config: { leadRetentionDays: DAYS },
      logger,
      intervalMs: 20,
    });
    try {
      await vi.waitFor(async () => expect(await ids(db.storage, "leads")).toEqual([]));
      // In one transaction, as intake writes: the schedule must not see the contact alone.
      const second = await db.storage.transaction((tx) =>
        insertTestLead(tx, { receivedAt: longAgo }),
      );
      await vi.waitFor(async () => expect(await ids(db.storage, "contacts")).toEqual([]));
      expect(second.contactId).not.toBe(first.contactId);
    } finally {
      await retention.stop();
    }
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({
      level: 30,
      msg: "leads past their retention period removed",
      inquiries: 1,
      contacts: 1,
      retentionDays: DAYS,
    });
    const text = lines.join("");
    for (const personal of [first.email, first.fname, first.lname, first.leadId]) {
      expect(text).not.toContain(personal);
    }
  });

  it("logs nothing when nothing expired, and stops cleanly", async () => {
    const { lines, logger } = logSink();
    await insertTestLead(db.storage, { receivedAt: new Date() });
    const retention = startLeadRetention({
      storage: db.storage,
      config: { leadRetentionDays: DAYS },
      logger,
    });
    await retention.stop();
    expect(lines).toEqual([]);
    expect(await ids(db.storage, "leads")).toHaveLength(1);
  });
});
