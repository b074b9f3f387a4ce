import { createHash, randomUUID } from "node:crypto";
import { BROKER_AGENT, CONSENT_TEXT, MINIMUM_FILL_MS } from "../../content/contact-form.ts";
import { enqueueLeadDeliveries, type LeadDestination } from "../delivery/outbox.server.ts";
import type { Queryable, Storage } from "../storage/storage.server.ts";
import type { ContactSubmission } from "./contact-submission.server.ts";
import { contactEmailKey } from "./lead-fields.server.ts";

export interface StoredLead {
  leadId: string;
  /**
   * "stored": a new lead. "duplicate": this submission id was already stored with the same
   * answers (a retry), nothing new was written. "changed": it was stored with other answers
   * (a copied draft): nothing was written, and the visitor must be told.
   */
  outcome: "stored" | "duplicate" | "changed";
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
 * Stores an accepted inquiry and its deliveries to the sales team in one transaction: the
 * lead and its outbox rows exist together or not at all. One that looks automated is
 * delivered too, marked with its reason: nothing the contract allows is withheld. The
 * visitor's contact is found by email address, so returning visitors stay one person.
 */
export async function storeLead(
  storage: Storage,
  submission: ContactSubmission,
  destinations: readonly LeadDestination[],
  now = new Date(),
): Promise<StoredLead> {
  const submissionId = submission.submissionId ?? randomUUID();
  const reason = botReason(submission);
  const contentHash = answersHash(submission);
  try {
    return await storage.transaction(async (tx) => {
      const existing = await findBySubmission(tx, submissionId, contentHash);
      if (existing) return existing;
      const contactId = await upsertContact(tx, submission.fields.email, now);
      const leadId = randomUUID();
      const lead = { leadId, submissionId, contactId, submission, reason, contentHash, now };
      await insertLead(tx, lead);
      await enqueueLeadDeliveries(tx, leadId, destinations, now);
      return { leadId, outcome: "stored", suspectedBot: reason !== "" };
    });
  } catch (error) {
    // Two instances given the same retried submission at once: the loser finds the winner's lead.
    const existing = await findBySubmission(storage, submissionId, contentHash);
    if (existing) return existing;
    throw error;
  }
}

/**
 * The lead this submission's id was already stored as, if it was: a resend stores nothing new,
 * so it needs none of the client's budget for new inquiries.
 */
export async function findResentLead(
  db: Queryable,
  submission: ContactSubmission,
): Promise<StoredLead | null> {
  if (!submission.submissionId) return null;
  return findBySubmission(db, submission.submissionId, answersHash(submission));
}

/** The answers' fingerprint: what a resend with the same submission id must match. */
function answersHash({ fields, intro }: ContactSubmission): string {
  const sorted = Object.fromEntries(Object.entries(fields).sort(([a], [b]) => (a < b ? -1 : 1)));
  return createHash("sha256")
    .update(JSON.stringify({ ...sorted, intro }))
    .digest("hex");
}

async function findBySubmission(
  db: Queryable,
  submissionId: string,
  contentHash: string,
): Promise<StoredLead | null> {
  const [row] = await db.query<{ id: string; suspected_bot: unknown; content_hash: string }>(
    "SELECT id, suspected_bot, content_hash FROM leads WHERE submission_id = $1",
    [submissionId],
  );
  if (!row) return null;
  // '' for leads stored before answers were fingerprinted: taken as the same answers.
  const same = row.content_hash === "" || row.content_hash === contentHash;
  return {
    leadId: row.id,
    outcome: same ? "duplicate" : "changed",
    suspectedBot: Number(row.suspected_bot) === 1,
  };
}

async function upsertContact(tx: Queryable, email: string, now: Date): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO contacts (id, email_key, first_seen_at, last_seen_at) VALUES ($1, $2, $3, $3)
     ON CONFLICT (email_key) DO UPDATE SET last_seen_at = excluded.last_seen_at
     RETURNING id`,
    [randomUUID(), contactEmailKey(email), now],
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
  contentHash: string;
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
    content_hash: lead.contentHash,
  };
  const names = Object.keys(columns);
  await tx.execute(
    `INSERT INTO leads (${names.join(", ")}) VALUES (${names.map((_, i) => `$${i + 1}`).join(", ")})`,
    Object.values(columns),
  );
}
