/**
 * One lead as its back-office page shows it (/admin/leads/:id): the answers and origin as the
 * sales team receives them (lead-message.server.ts), with where sales has got to, its notes and
 * its deliveries per destination.
 */
import { contactFieldLabels } from "../../content/contact-form.ts";
import { type DeliveryState, isLeadStatus, type LeadStatus } from "../../lib/admin/lead-fields.ts";
import { type LeadForDelivery, loadLeadForDelivery } from "../delivery/lead-message.server.ts";
import type { Queryable } from "../storage/storage.server.ts";
import { LEAD_ANSWER_FIELDS } from "./lead-fields.server.ts";
import { deliveryState } from "./lead-inbox.server.ts";

export interface LeadDeliveryRecord {
  id: string;
  destination: string;
  state: DeliveryState;
  attempts: number;
  lastError: string;
  deliveredAt: string;
}

export interface LeadNote {
  id: string;
  at: string;
  author: string;
  body: string;
}

export interface LeadRecord {
  id: string;
  version: number;
  receivedAt: string;
  audience: LeadForDelivery["audience"];
  inquiryNumber: number;
  /** How many inquiries the person has sent: what erasing them removes. */
  contactInquiries: number;
  suspectedReason: string;
  status: LeadStatus;
  ownerId: string;
  /** Every answer, labelled as the form labels it, in the form's order. */
  answers: { field: string; label: string; value: string }[];
  intro: boolean;
  utm: LeadForDelivery["utm"];
  pagePath: string;
  consentText: string;
  deliveries: LeadDeliveryRecord[];
  notes: LeadNote[];
}

export async function loadLeadRecord(db: Queryable, id: string): Promise<LeadRecord | null> {
  const lead = await loadLeadForDelivery(db, id);
  const [work] = await db.query<{
    sales_status: string;
    owner_id: string;
    version: unknown;
    inquiries: unknown;
  }>(
    `SELECT sales_status, owner_id, version,
       (SELECT COUNT(*) FROM leads other WHERE other.contact_id = l.contact_id) AS inquiries
     FROM leads l WHERE id = $1`,
    [id],
  );
  if (!lead || !work) return null;
  const deliveries = await db.query<Record<string, unknown>>(
    `SELECT id, destination, status, attempts, last_error, delivered_at FROM lead_deliveries
     WHERE lead_id = $1 ORDER BY destination DESC`,
    [id],
  );
  const notes = await db.query<{ id: string; at: string; author_label: string; body: string }>(
    "SELECT id, at, author_label, body FROM lead_notes WHERE lead_id = $1 ORDER BY at DESC, id DESC",
    [id],
  );
  return {
    id: lead.id,
    version: Number(work.version),
    receivedAt: lead.receivedAt,
    audience: lead.audience,
    inquiryNumber: lead.inquiryNumber,
    contactInquiries: Number(work.inquiries),
    suspectedReason: lead.suspectedReason,
    status: isLeadStatus(work.sales_status) ? work.sales_status : "new",
    ownerId: work.owner_id,
    answers: LEAD_ANSWER_FIELDS.map((field) => ({
      field,
      label: contactFieldLabels[field],
      value: lead.fields[field],
    })),
    intro: lead.fields.intro,
    utm: lead.utm,
    pagePath: lead.pagePath,
    consentText: lead.consentText,
    deliveries: deliveries.map((row) => ({
      id: String(row.id),
      destination: String(row.destination),
      state: deliveryState(row),
      attempts: Number(row.attempts),
      lastError: String(row.last_error ?? ""),
      deliveredAt: String(row.delivered_at ?? ""),
    })),
    notes: notes.map((note) => ({
      id: note.id,
      at: note.at,
      author: note.author_label,
      body: note.body,
    })),
  };
}
