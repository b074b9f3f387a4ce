/**
 * Erasure on request, as the privacy notice promises: a person, found by their email address,
 * loses their contact row, every inquiry and every delivery of those inquiries (pending ones too,
 * so nothing reaches the sales team afterwards). What it reports is counts, never the data.
 */
import type { Queryable, Storage } from "../storage/storage.server.ts";
import { contactEmailKey } from "./lead-fields.server.ts";

export interface ErasureCounts {
  contacts: number;
  inquiries: number;
  /** Delivery rows of any status; pendingDeliveries of them had not been sent yet. */
  deliveries: number;
  pendingDeliveries: number;
}

/** What erasing this address would remove, or null when no contact has it. Changes nothing. */
export async function previewErasure(db: Queryable, email: string): Promise<ErasureCounts | null> {
  const [contact] = await db.query<{ id: string }>("SELECT id FROM contacts WHERE email_key = $1", [
    contactEmailKey(email),
  ]);
  return contact ? countHeld(db, contact.id) : null;
}

/**
 * Removes the person in one transaction and returns what was removed, or null when no contact
 * has this address (nothing to do: erasing twice is not an error).
 */
export async function eraseContact(storage: Storage, email: string): Promise<ErasureCounts | null> {
  return storage.transaction(async (tx) => {
    // A no-op UPDATE locks the contact row on PostgreSQL, so an inquiry from the same person
    // being stored at this moment either commits first (and is erased too) or waits for this.
    const [contact] = await tx.query<{ id: string }>(
      "UPDATE contacts SET last_seen_at = last_seen_at WHERE email_key = $1 RETURNING id",
      [contactEmailKey(email)],
    );
    if (!contact) return null;
    const held = await countHeld(tx, contact.id);
    await tx.execute(
      "DELETE FROM lead_deliveries WHERE lead_id IN (SELECT id FROM leads WHERE contact_id = $1)",
      [contact.id],
    );
    await tx.execute("DELETE FROM leads WHERE contact_id = $1", [contact.id]);
    await tx.execute("DELETE FROM contacts WHERE id = $1", [contact.id]);
    return held;
  });
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
  };
}

/** "1 contact, 2 inquiries and 3 deliveries (1 pending)": counts only, for the operator. */
export function describeErasure(counts: ErasureCounts): string {
  const plural = (count: number, one: string, many: string) =>
    `${count} ${count === 1 ? one : many}`;
  return (
    `${plural(counts.contacts, "contact", "contacts")}, ` +
    `${plural(counts.inquiries, "inquiry", "inquiries")} and ` +
    `${plural(counts.deliveries, "delivery", "deliveries")} (${counts.pendingDeliveries} pending)`
  );
}
