/**
 * Erasure on request, as the privacy notice promises: a person, found by their email address,
 * loses their contact row, every inquiry, the notes on them and every delivery of those
 * inquiries (pending ones too, so nothing reaches the sales team afterwards), and every broker
 * registration naming them as the client or as the broker. What it reports is counts, never
 * the data.
 */
import { type AuditActor, recordAudit } from "../admin/audit-log.server.ts";
import type { Queryable, Storage } from "../storage/storage.server.ts";
import { contactEmailKey } from "./lead-fields.server.ts";

export interface ErasureCounts {
  contacts: number;
  inquiries: number;
  /** Delivery rows of any status; pendingDeliveries of them had not been sent yet. */
  deliveries: number;
  pendingDeliveries: number;
  /** Broker registrations naming the person, as client or as broker. */
  registrations: number;
}

const REGISTRATIONS_OF =
  "FROM broker_registrations WHERE client_email_key = $1 OR broker_email_key = $1";

/** What erasing this address would remove, or null when nothing has it. Changes nothing. */
export async function previewErasure(db: Queryable, email: string): Promise<ErasureCounts | null> {
  const key = contactEmailKey(email);
  const [contact] = await db.query<{ id: string }>("SELECT id FROM contacts WHERE email_key = $1", [
    key,
  ]);
  return held(contact ? await countHeld(db, contact.id) : null, await countRegistrations(db, key));
}

/**
 * Removes the person in one transaction and returns what was removed, or null when nothing
 * has this address (nothing to do: erasing twice is not an error).
 */
export async function eraseContact(storage: Storage, email: string): Promise<ErasureCounts | null> {
  return storage.transaction((tx) => eraseContactWithin(tx, email));
}

/** The same erasure inside a transaction the caller holds (the back office audits it there). */
export async function eraseContactWithin(
  tx: Queryable,
  email: string,
): Promise<ErasureCounts | null> {
  const key = contactEmailKey(email);
  // A no-op UPDATE locks the contact row on PostgreSQL, so an inquiry from the same person
  // being stored at this moment either commits first (and is erased too) or waits for this.
  const [contact] = await tx.query<{ id: string }>(
    "UPDATE contacts SET last_seen_at = last_seen_at WHERE email_key = $1 RETURNING id",
    [key],
  );
  const leads = contact ? await countHeld(tx, contact.id) : null;
  if (contact) {
    const ofContact = "SELECT id FROM leads WHERE contact_id = $1";
    await tx.execute(`DELETE FROM lead_deliveries WHERE lead_id IN (${ofContact})`, [contact.id]);
    // Notes sales wrote about the person go with their inquiries.
    await tx.execute(`DELETE FROM lead_notes WHERE lead_id IN (${ofContact})`, [contact.id]);
    await tx.execute("DELETE FROM leads WHERE contact_id = $1", [contact.id]);
    await tx.execute("DELETE FROM contacts WHERE id = $1", [contact.id]);
  }
  const { rowCount } = await tx.execute(`DELETE ${REGISTRATIONS_OF}`, [key]);
  return held(leads, rowCount);
}

/** The counts, or null when the address has neither a contact nor a registration. */
function held(leads: ErasureCounts | null, registrations: number): ErasureCounts | null {
  if (!leads && registrations === 0) return null;
  return {
    ...(leads ?? { contacts: 0, inquiries: 0, deliveries: 0, pendingDeliveries: 0 }),
    registrations,
  };
}

async function countRegistrations(db: Queryable, key: string): Promise<number> {
  const [row] = await db.query<{ count: unknown }>(`SELECT COUNT(*) AS count ${REGISTRATIONS_OF}`, [
    key,
  ]);
  return Number(row?.count ?? 0);
}

async function countHeld(db: Queryable, contactId: string): Promise<ErasureCounts> {
  const [row] = await db.query<{ inquiries: unknown; deliveries: unknown; pending: unknown }>(
    `SELECT
       (SELECT COUNT(*) FROM leads WHERE contact_id = $1) AS inquiries,
       (SELECT COUNT(*) FROM lead_deliveries d JOIN leads l ON l.id = d.lead_id
         WHERE l.contact_id = $1) AS deliveries,
       (SELECT COUNT(*) FROM lead_deliveries d JOIN leads l ON l.id = d.lead_id
         WHERE l.contact_id = $1 AND d.status = 'pending') AS pending`,
    [contactId],
  );
  return {
    contacts: 1,
    inquiries: Number(row?.inquiries ?? 0),
    deliveries: Number(row?.deliveries ?? 0),
    pendingDeliveries: Number(row?.pending ?? 0),
    registrations: 0,
  };
}

/**
 * "1 contact, 2 inquiries and 3 deliveries (1 pending)", then ", and 1 broker registration"
 * when there are some: counts only, for the operator.
 */
export function describeErasure(counts: ErasureCounts): string {
  const plural = (count: number, one: string, many: string) =>
    `${count} ${count === 1 ? one : many}`;
  return (
    `${plural(counts.contacts, "contact", "contacts")}, ` +
    `${plural(counts.inquiries, "inquiry", "inquiries")} and ` +
    `${plural(counts.deliveries, "delivery", "deliveries")} (${counts.pendingDeliveries} pending)` +
    (counts.registrations > 0
      ? `, and ${plural(counts.registrations, "broker registration", "broker registrations")}`
      : "")
  );
}

/**
 * Erases the person who sent this lead, from the back office: the same erasure as the command,
 * with an audit line that keeps who erased and how much, and nothing about the person (not even
 * the lead's id, which their CRM record carries). Null when the lead is gone already.
 */
export async function eraseLeadPerson(
  storage: Storage,
  { leadId, actor }: { leadId: string; actor: AuditActor },
): Promise<ErasureCounts | null> {
  return storage.transaction(async (tx) => {
    const [lead] = await tx.query<{ email_key: string }>(
      "SELECT c.email_key FROM leads l JOIN contacts c ON c.id = l.contact_id WHERE l.id = $1",
      [leadId],
    );
    const erased = lead ? await eraseContactWithin(tx, lead.email_key) : null;
    if (!erased) return null;
    await recordAudit(tx, {
      actor,
      action: "lead.person_erased",
      subject: "a person, on request",
      after: erased,
    });
    return erased;
  });
}
