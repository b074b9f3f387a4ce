/**
 * What the sales team receives for one lead: the webhook's JSON event and the notification
 * email. Both are built from the stored lead, so every retry sends the same content.
 */
import { contactFieldLabels } from "../../content/contact-form.ts";
import type { Queryable } from "../storage/storage.server.ts";

/** The visitor's written answers, in the form's order; then intro, stored as 0/1. */
const TEXT_FIELDS = [
  "fname",
  "lname",
  "email",
  "phone_country_code",
  "phone_country_code_text",
  "phone",
  "phone_type",
  "address",
  "city",
  "state",
  "zip",
  "country",
  "visited_before",
  "next_trip",
  "how_will_you_use",
  "purchase_timeline",
  "broker",
  "owned_property",
  "mandarin_oriental_fan",
  "questions",
  "first_hear_about_us",
] as const satisfies readonly (keyof typeof contactFieldLabels)[];

type TextField = (typeof TEXT_FIELDS)[number];

export interface LeadForDelivery {
  id: string;
  submissionId: string;
  contactId: string;
  receivedAt: string;
  audience: "buyer" | "broker";
  /** 1 for the contact's first inquiry; suspected bots are not counted. */
  inquiryNumber: number;
  fields: Record<TextField, string> & { intro: boolean };
  utm: { source: string; medium: string; campaign: string };
  pagePath: string;
  consentText: string;
}

export async function loadLeadForDelivery(
  db: Queryable,
  leadId: string,
): Promise<LeadForDelivery | null> {
  const [row] = await db.query(
    `SELECT l.*, (SELECT COUNT(*) FROM leads p WHERE p.contact_id = l.contact_id
        AND p.suspected_bot = 0
        AND (p.received_at < l.received_at OR (p.received_at = l.received_at AND p.id <= l.id))
      ) AS inquiry_number
     FROM leads l WHERE l.id = $1`,
    [leadId],
  );
  if (!row) return null;
  const text = (name: string) => String(row[name] ?? "");
  const fields = {} as Record<TextField, string>;
  for (const name of TEXT_FIELDS) fields[name] = text(name);
  return {
    id: text("id"),
    submissionId: text("submission_id"),
    contactId: text("contact_id"),
    receivedAt: text("received_at"),
    audience: text("audience") === "broker" ? "broker" : "buyer",
    inquiryNumber: Number(row.inquiry_number),
    fields: { ...fields, intro: Number(row.intro) === 1 },
    utm: { source: text("utm_source"), medium: text("utm_medium"), campaign: text("utm_campaign") },
    pagePath: text("page_path"),
    consentText: text("consent_text"),
  };
}

/** The webhook's body: a Standard Webhooks style event ({type, timestamp, data}). */
export function webhookBody(lead: LeadForDelivery): string {
  return JSON.stringify({
    type: "lead.created",
    timestamp: lead.receivedAt,
    data: {
      id: lead.id,
      submission_id: lead.submissionId,
      received_at: lead.receivedAt,
      audience: lead.audience,
      returning_contact: lead.inquiryNumber > 1,
      contact_id: lead.contactId,
      inquiry_number: lead.inquiryNumber,
      fields: lead.fields,
      utm: lead.utm,
      page_path: lead.pagePath,
      consent_text: lead.consentText,
    },
  });
}

export interface LeadEmail {
  subject: string;
  text: string;
  html: string;
  replyTo: string;
  /** Derived from the delivery id, so a resent copy threads with (and dedupes against) the first. */
  messageId: string;
  headers: Record<string, string>;
}

export function leadEmail(
  lead: LeadForDelivery,
  deliveryId: string,
  publicOrigin: string,
): LeadEmail {
  const { fname, lname, intro } = lead.fields;
  const rows: [string, string][] = [
    ...TEXT_FIELDS.map((name): [string, string] => [contactFieldLabels[name], lead.fields[name]]),
    [contactFieldLabels.intro, intro ? "Yes" : "No"],
    [contactFieldLabels.utm_source, lead.utm.source],
    [contactFieldLabels.utm_medium, lead.utm.medium],
    [contactFieldLabels.utm_campaign, lead.utm.campaign],
    ["Page", lead.pagePath],
    ["Consent given to", lead.consentText],
    ["Received", lead.receivedAt],
    ["Lead id", lead.id],
  ];
  const returning =
    lead.inquiryNumber > 1 ? ` — returning contact, inquiry ${lead.inquiryNumber}` : "";
  const heading = `New ${lead.audience} inquiry${returning}`;
  const html = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  return {
    // Header values come from the visitor: no control characters, so no header injection.
    subject: `New inquiry: ${fname} ${lname} (${lead.audience})`.replace(/[\p{Cc}]+/gu, " "),
    text: `${heading}\n\n${rows.map(([label, value]) => `${label}: ${value}`).join("\n")}\n`,
    html: `<!doctype html><html><body><p>${escapeHtml(heading)}</p><table>\n${html}\n</table></body></html>`,
    replyTo: lead.fields.email,
    messageId: `<lead-${deliveryId}@${new URL(publicOrigin).hostname}>`,
    headers: { "X-Lead-Id": lead.id, "X-Idempotency-Key": deliveryId },
  };
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );
}
