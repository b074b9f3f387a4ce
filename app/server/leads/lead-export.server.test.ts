import { parse } from "csv-parse/sync";
import { beforeEach, describe, expect, it } from "vitest";
import { storageBackends, useTestStorage } from "../../../tests/support/test-storage.ts";
import type { Queryable } from "../storage/storage.server.ts";
import {
  exportLeadsCsv,
  LEADS_CSV_HEADER,
  type LeadExportFilters,
  neutraliseCsvCell,
} from "./lead-export.server.ts";

/** A lead row with every NOT NULL column filled; each test overrides what it looks at. */
function leadRow(id: string, overrides: Record<string, string | number> = {}) {
  return {
    id,
    submission_id: `submission-${id}`,
    contact_id: `contact-${id}`,
    received_at: "2025-03-10T12:00:00.000Z",
    audience: "buyer",
    fname: "Ada",
    lname: "Lovelace",
    email: `${id}@example.com`,
    phone_country_code: "1",
    phone_country_code_text: "United States (+1)",
    phone: "5551234567",
    phone_type: "Mobile",
    address: "1 Beach Road",
    city: "Miami",
    state: "FL",
    zip: "33101",
    country: "United States",
    visited_before: "Yes",
    next_trip: "Spring",
    how_will_you_use: "Vacation home",
    purchase_timeline: "Within 6 months",
    broker: "No",
    owned_property: "No",
    mandarin_oriental_fan: "Yes",
    questions: "Is there a gym?",
    first_hear_about_us: "Press",
    intro: 1,
    utm_source: "",
    utm_medium: "",
    utm_campaign: "",
    page_path: "/inquire",
    consent_text: "I agree to be contacted.",
    suspected_bot: 0,
    bot_reason: "",
    ...overrides,
  };
}

async function insertLead(db: Queryable, row: ReturnType<typeof leadRow>): Promise<void> {
  const contactId = String(row.contact_id);
  await db.execute(
    `INSERT INTO contacts (id, email_key, first_seen_at, last_seen_at) VALUES ($1, $2, $3, $3)
     ON CONFLICT (id) DO NOTHING`,
    [contactId, `${contactId}@example.com`, row.received_at],
  );
  const columns = Object.keys(row);
  const placeholders = columns.map((_, i) => `$${i + 1}`).join(", ");
  await db.execute(
    `INSERT INTO leads (${columns.join(", ")}) VALUES (${placeholders})`,
    Object.values(row),
  );
}

async function insertDelivery(db: Queryable, leadId: string, destination: string, status: string) {
  await db.execute(
    `INSERT INTO lead_deliveries
       (id, lead_id, destination, status, attempts, created_at, next_attempt_at, locked_until)
     VALUES ($1, $2, $3, $4, 1, $5, $5, $5)`,
    [`${leadId}-${destination}`, leadId, destination, status, "2025-03-10T12:00:00.000Z"],
  );
}

type ExportedRow = Record<(typeof LEADS_CSV_HEADER)[number], string>;

function parseExport(csv: string): ExportedRow[] {
  return parse(csv, { columns: true }) as ExportedRow[];
}

describe("neutraliseCsvCell", () => {
  it.each([
    ['=HYPERLINK("x")', `'=HYPERLINK("x")`],
    ["+1 345", "'+1 345"],
    ["-2", "'-2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tcmd", "'\tcmd"],
    ["\rcmd", "'\rcmd"],
    ["Ada", "Ada"],
    ["a=b", "a=b"],
    ["", ""],
  ])("%j becomes %j", (value, expected) => {
    expect(neutraliseCsvCell(value)).toBe(expected);
  });
});

describe.each(storageBackends)("leads CSV export on $kind", (backend) => {
  const db = useTestStorage(backend);

  beforeEach(async () => {
    await db.storage.execute("DELETE FROM lead_deliveries");
    await db.storage.execute("DELETE FROM leads");
    await db.storage.execute("DELETE FROM contacts");
  });

  async function exportIds(filters: LeadExportFilters = {}): Promise<string[]> {
    return parseExport(await exportLeadsCsv(db.storage, filters)).map((row) => row.lead_id);
  }

  it("writes one row per lead, oldest first, with every column", async () => {
    await insertLead(db.storage, leadRow("late", { received_at: "2025-03-12T09:00:00.000Z" }));
    await insertLead(db.storage, leadRow("early", { received_at: "2025-03-01T09:00:00.000Z" }));
    await insertDelivery(db.storage, "early", "webhook", "delivered");
    await insertDelivery(db.storage, "early", "email", "failed");

    const csv = await exportLeadsCsv(db.storage);
    expect(csv.split("\n")[0]).toBe(LEADS_CSV_HEADER.join(","));
    const rows = parseExport(csv);
    expect(rows.map((row) => row.lead_id)).toEqual(["early", "late"]);
    expect(rows[0]).toMatchObject({
      received_at: "2025-03-01T09:00:00.000Z",
      contact_id: "contact-early",
      inquiry_number: "1",
      audience: "buyer",
      email: "early@example.com",
      phone: "5551234567",
      intro: "yes",
      suspected_bot: "no",
      consent_text: "I agree to be contacted.",
      webhook_delivery: "delivered",
      email_delivery: "failed",
    });
    expect(rows[1]).toMatchObject({ webhook_delivery: "", email_delivery: "" });
  });

  it("filters by whole UTC days, both ends included", async () => {
    const times = {
      before: "2025-02-28T23:59:59.999Z",
      first: "2025-03-01T00:00:00.000Z",
      last: "2025-03-31T23:59:59.999Z",
      after: "2025-04-01T00:00:00.000Z",
    };
    for (const [id, received_at] of Object.entries(times)) {
      await insertLead(db.storage, leadRow(id, { received_at }));
    }
    expect(await exportIds({ from: "2025-03-01", to: "2025-03-31" })).toEqual(["first", "last"]);
    expect(await exportIds({ from: "2025-03-01" })).toEqual(["first", "last", "after"]);
    expect(await exportIds({ to: "2025-03-31" })).toEqual(["before", "first", "last"]);
    expect(await exportIds({ from: "2025-03-31", to: "2025-03-31" })).toEqual(["last"]);
  });

  it("numbers a returning contact's inquiries, counting those outside the range", async () => {
    const returning = { contact_id: "contact-returning" };
    await insertLead(
      db.storage,
      leadRow("r1", { ...returning, received_at: "2025-01-05T10:00:00.000Z" }),
    );
    await insertLead(db.storage, leadRow("other", { received_at: "2025-02-01T10:00:00.000Z" }));
    await insertLead(
      db.storage,
      leadRow("r2", { ...returning, received_at: "2025-02-05T10:00:00.000Z" }),
    );
    await insertLead(
      db.storage,
      leadRow("r3", { ...returning, received_at: "2025-03-05T10:00:00.000Z" }),
    );

    const all = parseExport(await exportLeadsCsv(db.storage));
    expect(all.map((row) => [row.lead_id, row.inquiry_number])).toEqual([
      ["r1", "1"],
      ["other", "1"],
      ["r2", "2"],
      ["r3", "3"],
    ]);
    const march = parseExport(await exportLeadsCsv(db.storage, { from: "2025-03-01" }));
    expect(march.map((row) => [row.lead_id, row.inquiry_number])).toEqual([["r3", "3"]]);
  });

  it("leaves suspected bots out unless asked for them", async () => {
    await insertLead(db.storage, leadRow("person"));
    await insertLead(
      db.storage,
      leadRow("bot", {
        suspected_bot: 1,
        bot_reason: "honeypot",
        received_at: "2025-03-11T00:00:00.000Z",
      }),
    );
    expect(await exportIds()).toEqual(["person"]);
    const rows = parseExport(await exportLeadsCsv(db.storage, { includeSuspected: true }));
    expect(rows.map((row) => [row.lead_id, row.suspected_bot, row.bot_reason])).toEqual([
      ["person", "no", ""],
      ["bot", "yes", "honeypot"],
    ]);
  });

  it("neutralises cells a spreadsheet would run as formulas", async () => {
    await insertLead(
      db.storage,
      leadRow("formula", {
        fname: '=HYPERLINK("https://evil.example","x")',
        lname: "@SUM(1+1)",
        phone: "+1 345 555 0100",
        questions: "-2",
        city: "Tab\there",
      }),
    );
    const [row] = parseExport(await exportLeadsCsv(db.storage));
    expect(row).toMatchObject({
      fname: `'=HYPERLINK("https://evil.example","x")`,
      lname: "'@SUM(1+1)",
      phone: "'+1 345 555 0100",
      questions: "'-2",
      city: "Tab\there",
    });
  });

  it.each([
    [{ from: "2025-02-30" }, 'from must be a date as YYYY-MM-DD, got "2025-02-30"'],
    [{ to: "03/01/2025" }, 'to must be a date as YYYY-MM-DD, got "03/01/2025"'],
    [{ from: "2025-03-02", to: "2025-03-01" }, "from must not be after to"],
  ])("refuses %j", async (filters, message) => {
    await expect(exportLeadsCsv(db.storage, filters)).rejects.toThrow(message);
  });
});
