import { beforeEach, describe, expect, it } from "vitest";
import { storageBackends, useTestStorage } from "../../../tests/support/test-storage.ts";
import { storeBrokerRegistration } from "../brokers/broker-registrations.server.ts";
import { brokerSubmission } from "../brokers/broker-test-support.ts";
import { insertTestLead } from "../delivery/delivery-test-support.ts";
import { enqueueLeadDeliveries } from "../delivery/outbox.server.ts";
import type { Queryable } from "../storage/storage.server.ts";
import { describeErasure, eraseContact, previewErasure } from "./lead-erasure.server.ts";
import { contactEmailKey } from "./lead-fields.server.ts";

async function countRows(db: Queryable) {
  const [row] = await db.query<Record<string, unknown>>(
    `SELECT (SELECT COUNT(*) FROM contacts) AS contacts, (SELECT COUNT(*) FROM leads) AS leads,
            (SELECT COUNT(*) FROM lead_deliveries) AS deliveries`,
  );
  return {
    contacts: Number(row?.contacts),
    leads: Number(row?.leads),
    deliveries: Number(row?.deliveries),
  };
}

describe.each(storageBackends)("erasure on request on $kind", (backend) => {
  const db = useTestStorage(backend);

  /** A person with two inquiries: one delivered to both destinations, one still pending. */
  async function personWithTwoInquiries() {
    const first = await insertTestLead(db.storage);
    const second = await insertTestLead(db.storage, { contactId: first.contactId });
    await enqueueLeadDeliveries(db.storage, first.leadId, ["webhook", "email"], new Date());
    await db.storage.execute("UPDATE lead_deliveries SET status = 'delivered' WHERE lead_id = $1", [
      first.leadId,
    ]);
    await enqueueLeadDeliveries(db.storage, second.leadId, ["webhook"], new Date());
    return first;
  }

  beforeEach(async () => {
    await db.storage.execute("DELETE FROM lead_deliveries");
    await db.storage.execute("DELETE FROM leads");
    await db.storage.execute("DELETE FROM contacts");
    await db.storage.execute("DELETE FROM broker_registrations");
  });

  it("removes the contact, every inquiry and every delivery, pending ones included", async () => {
    const person = await personWithTwoInquiries();
    const someoneElse = await insertTestLead(db.storage);
    await enqueueLeadDeliveries(db.storage, someoneElse.leadId, ["webhook"], new Date());

    // The address as the person writes it in their request: other case, stray spaces.
    const removed = await eraseContact(db.storage, `  ${person.email.toUpperCase()} `);

    expect(removed).toEqual({
      contacts: 1,
      inquiries: 2,
      deliveries: 3,
      pendingDeliveries: 1,
      registrations: 0,
    });
    expect(await countRows(db.storage)).toEqual({ contacts: 1, leads: 1, deliveries: 1 });
    const left = await db.storage.query<{ contact_id: string }>("SELECT contact_id FROM leads");
    expect(left).toEqual([{ contact_id: someoneElse.contactId }]);
    const pending = await db.storage.query(
      "SELECT id FROM lead_deliveries WHERE status = 'pending' AND lead_id <> $1",
      [someoneElse.leadId],
    );
    expect(pending).toEqual([]);
  });

  it("previews the same counts and changes nothing", async () => {
    const person = await personWithTwoInquiries();
    const before = await countRows(db.storage);

    expect(await previewErasure(db.storage, person.email)).toEqual({
      contacts: 1,
      inquiries: 2,
      deliveries: 3,
      pendingDeliveries: 1,
      registrations: 0,
    });
    expect(await countRows(db.storage)).toEqual(before);
  });

  it("erases the broker registrations naming the person as client or as broker", async () => {
    const person = await personWithTwoInquiries();
    const register = (client: string, broker: string) =>
      storeBrokerRegistration(db.storage, brokerSubmission({ client, broker }));
    await register(person.email.toUpperCase(), "agent@brokers.example");
    await register("friend@example.com", ` ${person.email}`);
    await register("friend@example.com", "agent@brokers.example");
    // Someone known only as a broker, with no inquiry of their own.
    await register("other@example.com", "solo@brokers.example");

    expect(await previewErasure(db.storage, person.email)).toMatchObject({ registrations: 2 });
    expect(await eraseContact(db.storage, person.email)).toMatchObject({
      contacts: 1,
      inquiries: 2,
      registrations: 2,
    });
    expect(await eraseContact(db.storage, "SOLO@brokers.example")).toEqual({
      contacts: 0,
      inquiries: 0,
      deliveries: 0,
      pendingDeliveries: 0,
      registrations: 1,
    });
    const left = await db.storage.query<{ client_email: string; broker_email: string }>(
      "SELECT client_email, broker_email FROM broker_registrations",
    );
    expect(left).toEqual([
      { client_email: "friend@example.com", broker_email: "agent@brokers.example" },
    ]);
    expect(await eraseContact(db.storage, "solo@brokers.example")).toBeNull();
  });

  it("answers null for an address it does not know, and erasing twice is harmless", async () => {
    const person = await personWithTwoInquiries();
    expect(await previewErasure(db.storage, "nobody@example.com")).toBeNull();
    expect(await eraseContact(db.storage, "nobody@example.com")).toBeNull();
    expect(await countRows(db.storage)).toEqual({ contacts: 1, leads: 2, deliveries: 3 });

    expect(await eraseContact(db.storage, person.email)).not.toBeNull();
    expect(await eraseContact(db.storage, person.email)).toBeNull();
    expect(await countRows(db.storage)).toEqual({ contacts: 0, leads: 0, deliveries: 0 });
  });
});

describe("contactEmailKey and describeErasure", () => {
  it("finds contacts as intake stores them and reports counts only", () => {
    expect(contactEmailKey(" Jane.Doe@Example.COM\n")).toBe("jane.doe@example.com");
    const counts = { contacts: 1, inquiries: 1, deliveries: 2, pendingDeliveries: 0 };
    expect(describeErasure({ ...counts, registrations: 0 })).toBe(
      "1 contact, 1 inquiry and 2 deliveries (0 pending)",
    );
    expect(describeErasure({ ...counts, registrations: 2 })).toBe(
      "1 contact, 1 inquiry and 2 deliveries (0 pending), and 2 broker registrations",
    );
  });
});
