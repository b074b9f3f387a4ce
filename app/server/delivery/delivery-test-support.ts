/**
 * Test data for the delivery tests: a stored lead with every column filled, as the inquiry
 * form would leave it. Tests only; kept beside the delivery tests that share it.
 */
import { randomUUID } from "node:crypto";
import type { Queryable } from "../storage/storage.server.ts";

export interface TestLead {
  leadId: string;
  contactId: string;
  fname: string;
  lname: string;
  email: string;
}

export async function insertTestLead(
  db: Queryable,
  options: {
    contactId?: string;
    receivedAt?: Date;
    fname?: string;
    questions?: string;
    suspectedBot?: boolean;
  } = {},
): Promise<TestLead> {
  const suffix = randomUUID().slice(0, 8);
  const receivedAt = options.receivedAt ?? new Date();
  const email = `visitor-${suffix}@example.com`;
  const contactId = options.contactId ?? randomUUID();
  if (!options.contactId) {
    await db.execute(
      "INSERT INTO contacts (id, email_key, first_seen_at, last_seen_at) VALUES ($1, $2, $3, $3)",
      [contactId, email, receivedAt],
    );
  }
  const lead = {
    id: randomUUID(),
    submission_id: randomUUID(),
    contact_id: contactId,
    received_at: receivedAt.toISOString(),
    audience: "buyer",
    fname: options.fname ?? `Ada${suffix}`,
    lname: `Lovelace${suffix}`,
    email,
    phone_country_code: "+1",
    phone_country_code_text: "United States",
    phone: "3055550123",
    phone_type: "Mobile",
    address: "1 Ocean Drive",
    city: "Miami",
    state: "FL",
    zip: "33139",
    country: "United States",
    visited_before: "Yes",
    next_trip: "In 3-6 months",
    how_will_you_use: "Second home",
    purchase_timeline: "Within a year",
    broker: "No",
    owned_property: "No",
    mandarin_oriental_fan: "Yes",
    questions: options.questions ?? "Which residences face the sunset?",
    first_hear_about_us: "Press article",
    intro: 1,
    utm_source: "newsletter",
    utm_medium: "email",
    utm_campaign: "spring",
    page_path: "/contact",
    consent_text: "I consent.",
    suspected_bot: options.suspectedBot ? 1 : 0,
    bot_reason: options.suspectedBot ? "honeypot field filled" : "",
  };
  const columns = Object.keys(lead);
  await db.execute(
    `INSERT INTO leads (${columns.join(", ")})
     VALUES (${columns.map((_, index) => `$${index + 1}`).join(", ")})`,
    Object.values(lead),
  );
  return { leadId: lead.id, contactId, fname: lead.fname, lname: lead.lname, email };
}
