import { createHash, randomUUID } from "node:crypto";
import { contactEmailKey } from "../leads/lead-fields.server.ts";
import type { Queryable } from "../storage/storage.server.ts";
import type { BrokerAnswers, BrokerSubmission } from "./broker-submission.server.ts";

/** A registration as sales read it, with whether its client was already known. */
export interface BrokerRegistration extends BrokerAnswers {
  id: string;
  receivedAt: string;
  consentText: string;
  suspectedBot: boolean;
  botReason: string;
  /** The client's email matches a lead's contact or an earlier registration. */
  alreadyContact: boolean;
}

/**
 * Stores one registration with the time it arrived. A resend of the same page's form with the
 * same answers (a double tap, a refresh after posting) finds the first one: its id comes back
 * marked as a duplicate and nothing new is stored.
 */
export async function storeBrokerRegistration(
  db: Queryable,
  { answers, consentText, botReason, formId }: BrokerSubmission,
  now = new Date(),
): Promise<{ id: string; duplicate: boolean }> {
  const submissionKey = formId ? registrationKey(formId, answers) : null;
  const [stored] = await db.query<{ id: string }>(
    `INSERT INTO broker_registrations (id, received_at, broker_name, broker_company, broker_email,
       broker_email_key, broker_phone, broker_licence, client_name, client_email, client_email_key,
       consent_text, suspected_bot, bot_reason, submission_key)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
     ON CONFLICT (submission_key) DO NOTHING
     RETURNING id`,
    [
      randomUUID(),
      now.toISOString(),
      answers.broker_name,
      answers.broker_company,
      answers.broker_email,
      contactEmailKey(answers.broker_email),
      answers.broker_phone,
      answers.broker_licence,
      answers.client_name,
      answers.client_email,
      contactEmailKey(answers.client_email),
      consentText,
      botReason ? 1 : 0,
      botReason,
      submissionKey,
    ],
  );
  if (stored) return { id: stored.id, duplicate: false };
  const first = submissionKey && (await firstRegistration(db, submissionKey));
  if (!first) throw new Error("a broker registration was neither stored nor found");
  return { id: first, duplicate: true };
}

/** Whether this sending of the form was already stored: a resend stores nothing new. */
export async function brokerRegistrationStored(
  db: Queryable,
  { answers, formId }: BrokerSubmission,
): Promise<boolean> {
  return (
    formId !== null && (await firstRegistration(db, registrationKey(formId, answers))) !== null
  );
}

async function firstRegistration(db: Queryable, submissionKey: string): Promise<string | null> {
  const [first] = await db.query<{ id: string }>(
    "SELECT id FROM broker_registrations WHERE submission_key = $1",
    [submissionKey],
  );
  return first?.id ?? null;
}

/**
 * The form's id comes with the page, which a shared cache gives to every visitor for a minute:
 * with the answers' fingerprint it is one sending's, so another broker on the same copy of the
 * page, or the same broker correcting a field, is stored on their own.
 */
function registrationKey(formId: string, answers: BrokerAnswers): string {
  const sorted = Object.entries(answers).sort(([a], [b]) => (a < b ? -1 : 1));
  return createHash("sha256")
    .update(JSON.stringify([formId, sorted]))
    .digest("hex");
}

type RegistrationRow = {
  id: string;
  received_at: string;
  broker_name: string;
  broker_company: string;
  broker_email: string;
  broker_phone: string;
  broker_licence: string;
  client_name: string;
  client_email: string;
  consent_text: string;
  suspected_bot: unknown;
  bot_reason: string;
  already_contact: unknown;
};

/**
 * Every registration, newest first. A client is "already a contact" when a lead's contact has
 * their address, or a registration that arrived before this one named them.
 */
export async function listBrokerRegistrations(db: Queryable): Promise<BrokerRegistration[]> {
  const rows = await db.query<RegistrationRow>(
    `SELECT r.*,
       CASE WHEN EXISTS (SELECT 1 FROM contacts c WHERE c.email_key = r.client_email_key)
         OR EXISTS (SELECT 1 FROM broker_registrations e WHERE e.client_email_key = r.client_email_key
           AND (e.received_at < r.received_at OR (e.received_at = r.received_at AND e.id < r.id)))
       THEN 1 ELSE 0 END AS already_contact
     FROM broker_registrations r ORDER BY r.received_at DESC, r.id DESC`,
  );
  return rows.map((row) => ({
    id: row.id,
    receivedAt: row.received_at,
    broker_name: row.broker_name,
    broker_company: row.broker_company,
    broker_email: row.broker_email,
    broker_phone: row.broker_phone,
    broker_licence: row.broker_licence,
    client_name: row.client_name,
    client_email: row.client_email,
    consentText: row.consent_text,
    suspectedBot: Number(row.suspected_bot) === 1,
    botReason: row.bot_reason,
    alreadyContact: Number(row.already_contact) === 1,
  }));
}
