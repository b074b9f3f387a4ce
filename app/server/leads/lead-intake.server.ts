import { randomUUID } from "node:crypto";
import { BROKER_AGENT, CONSENT_TEXT, MINIMUM_FILL_MS } from "../../content/contact-form.ts";
import { enqueueLeadDeliveries, type LeadDestination } from "../delivery/outbox.server.ts";
import type { Queryable, Storage } from "../storage/storage.server.ts";
import type { ContactSubmission } from "./contact-submission.server.ts";

export interface StoredLead {
  leadId: string;
  /** True when this submission id was already stored: nothing new was written. */
  duplicate: boolean;
  suspectedBot: boolean;
}

/** Why a submission looks automated, or "" when it looks like a person. */
export function botReason(submission: ContactSubmission): string {
  if (submission.honeypot !== "") return "honeypot field filled";
  // A form posted without JavaScript, or a client of the call, sends no fill time: no reason.
  if (submission.fillMs !== null && submission.fillMs < MINIMUM_FILL_MS)
    return `form filled in ${Math.round(submission.fillMs)} ms`;
  return "";
}

/**
 * Stores an accepted inquiry and, unless it looks automated, its deliveries to the sales
 * team, in one transaction: the lead and its outbox rows exist together or not at all.
 * The visitor's contact is found by email address, so returning visitors stay one person.
 */
export async function storeLead(
  storage: Storage,
  submission: ContactSubmission,
  destinations: readonly LeadDestination[],
  now = new Date(),
): Promise<StoredLead> {
  const submissionId = submission.submissionId ?? randomUUID();
  const reason = botReason(submission);
  try {
    return await storage.transaction(async (tx) => {
      const existing = await findBySubmission(tx, submissionId);
      if (existing) return existing;
      const contactId = await upsertContact(tx, submission.fields.email, now);
      const leadId = randomUUID();
      await insertLead(tx, { leadId, submissionId, contactId, submission, reason, now });
      if (!reason) await enqueueLeadDeliveries(tx, leadId, destinations, now);
      return { leadId, duplicate: false, suspectedBot: reason !== "" };
    });
  } catch (error) {
    // Two instances given the same retried submission at once: the loser finds the winner's lead.
    const existing = await findBySubmission(storage, submissionId);
    if (existing) return existing;
    throw error;
  }
}

async function findBySubmission(db: Queryable, submissionId: string): Promise<StoredLead | null> {
  const [row] = await db.query<{ id: string; suspected_bot: unknown }>(
    "SELECT id, suspected_bot FROM leads WHERE submission_id = $1",
    [submissionId],
  );
  return row
    ? { leadId: row.id, duplicate: true, suspectedBot: Number(row.suspected_bot) === 1 }
    : null;
}

async function upsertContact(tx: Queryable, email: string, now: Date): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO contacts (id, email_key, first_seen_at, last_seen_at) VALUES ($1, $2, $3, $3)
     ON CONFLICT (email_key) DO UPDATE SET last_seen_at = excluded.last_seen_at
     RETURNING id`,
    [randomUUID(), email.trim().toLowerCase(), now],
  );
  if (!row) throw new Error("contact upsert returned no row");
  return row.id;
}

interface LeadRow {
  leadId: string;
  submissionId: string;
  contactId: string;
  submission: ContactSubmission;
  reason: string;
  now: Date;
}

async function insertLead(tx: Queryable, lead: LeadRow): Promise<void> {
  const { fields } = lead.submission;
  const columns: Record<string, unknown> = {
    id: lead.leadId,
    submission_id: lead.submissionId,
    contact_id: lead.contactId,
    received_at: lead.now,
    audience: ["Yes", BROKER_AGENT].includes(fields.broker) ? "broker" : "buyer",
    ...fields,
    intro: lead.submission.intro ? 1 : 0,
    page_path: lead.submission.pagePath,
    consent_text: CONSENT_TEXT,
    suspected_bot: lead.reason ? 1 : 0,
    bot_reason: lead.reason,
  };
  const names = Object.keys(columns);
  await tx.execute(
    `INSERT INTO leads (${names.join(", ")}) VALUES (${names.map((_, i) => `$${i + 1}`).join(", ")})`,
    Object.values(columns),
  );
}
