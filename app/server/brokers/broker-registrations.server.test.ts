import { beforeEach, describe, expect, it } from "vitest";
import { storageBackends, useTestStorage } from "../../../tests/support/test-storage.ts";
import { insertTestLead } from "../delivery/delivery-test-support.ts";
import {
  brokerRegistrationStored,
  listBrokerRegistrations,
  storeBrokerRegistration,
} from "./broker-registrations.server.ts";
import { exportBrokerRegistrationsCsv } from "./broker-registrations-csv.server.ts";
import { brokerSubmission } from "./broker-test-support.ts";

describe.each(storageBackends)("broker registrations on $kind", (backend) => {
  const db = useTestStorage(backend);

  beforeEach(async () => {
    await db.storage.execute("DELETE FROM broker_registrations");
    await db.storage.execute("DELETE FROM leads");
    await db.storage.execute("DELETE FROM contacts");
  });

  it("lists newest first, marking a client who inquired or was registered before", async () => {
    const lead = await insertTestLead(db.storage);
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 27, 9, minute));
    await storeBrokerRegistration(
      db.storage,
      brokerSubmission({ client: "new@example.com" }),
      at(1),
    );
    await storeBrokerRegistration(
      db.storage,
      brokerSubmission({ client: ` ${lead.email.toUpperCase()}` }),
      at(2),
    );
    await storeBrokerRegistration(
      db.storage,
      brokerSubmission({ client: "New@Example.com" }),
      at(3),
    );

    const listed = await listBrokerRegistrations(db.storage);
    expect(
      listed.map((row) => [row.receivedAt, row.client_email.trim(), row.alreadyContact]),
    ).toEqual([
      [at(3).toISOString(), "New@Example.com", true],
      [at(2).toISOString(), lead.email.toUpperCase(), true],
      [at(1).toISOString(), "new@example.com", false],
    ]);
    expect(listed[0]?.consentText).toMatch(/^By ticking this box, I confirm/);
  });

  it("stores a form sent again once; a corrected or another sender's copy on its own", async () => {
    const formId = "5b0f6a1e-9f0e-4c8e-8f59-0b6f1e2a3c4d";
    const first = await storeBrokerRegistration(db.storage, brokerSubmission({ formId }));
    const again = await storeBrokerRegistration(db.storage, brokerSubmission({ formId }));
    expect(again).toEqual({ id: first.id, duplicate: true });

    const corrected = brokerSubmission({ formId });
    corrected.answers.client_name = "Christopher Client";
    const fromNeighbour = brokerSubmission({ formId, broker: "ben@brokers.example" });
    const withoutId = brokerSubmission();
    for (const submission of [corrected, fromNeighbour, withoutId, withoutId]) {
      expect((await storeBrokerRegistration(db.storage, submission)).duplicate).toBe(false);
    }
    const listed = await listBrokerRegistrations(db.storage);
    expect(listed.map((row) => [row.broker_email, row.client_name])).toEqual(
      expect.arrayContaining([
        ["agent@brokers.example", "Chris Client"],
        ["agent@brokers.example", "Christopher Client"],
        ["ben@brokers.example", "Chris Client"],
      ]),
    );
    expect(listed).toHaveLength(5);
  });

  it("knows a sending already stored, and none without a form id", async () => {
    const formId = "0c3e8d2a-4b7f-4f3a-9e21-6d5c4b3a2f10";
    expect(await brokerRegistrationStored(db.storage, brokerSubmission({ formId }))).toBe(false);
    await storeBrokerRegistration(db.storage, brokerSubmission({ formId }));
    expect(await brokerRegistrationStored(db.storage, brokerSubmission({ formId }))).toBe(true);
    const fromNeighbour = brokerSubmission({ formId, broker: "ben@brokers.example" });
    expect(await brokerRegistrationStored(db.storage, fromNeighbour)).toBe(false);
    await storeBrokerRegistration(db.storage, brokerSubmission());
    expect(await brokerRegistrationStored(db.storage, brokerSubmission())).toBe(false);
  });

  it("exports a CSV with formulas neutralised and suspected bots named", async () => {
    const submission = brokerSubmission({ botReason: "honeypot field filled" });
    submission.answers.broker_company = "=HYPERLINK(1)";
    await storeBrokerRegistration(db.storage, submission);
    const csv = await exportBrokerRegistrationsCsv(db.storage);
    const [header, row] = csv.trim().split("\n");
    expect(header).toBe(
      "received_at,broker_name,broker_company,broker_email,broker_phone,broker_licence,client_name,client_email,already_contact,suspected_bot,consent_text",
    );
    expect(row).toContain(",'=HYPERLINK(1),");
    expect(row).toContain(",no,honeypot field filled,");
  });
});
