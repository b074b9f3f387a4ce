/**
 * What the sales team receives for one lead: the webhook's JSON event and the notification
 * email. Both are built from the stored lead, so every retry sends the same content.
 */
import { contactFieldLabels } from "../../content/contact-form.ts";
import { LEAD_ANSWER_FIELDS, type LeadAnswerField } from "../leads/lead-fields.server.ts";
import type { Queryable } from "../storage/storage.server.ts";

export interface LeadForDelivery {
  id: string;
  submissionId: string;
  contactId: string;
  receivedAt: string;
  audience: "buyer" | "broker";
  /** 1 for the contact's first inquiry; suspected bots are not counted. */
  inquiryNumber: number;
  fields: Record<LeadAnswerField, string> & { intro: boolean };
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
  const fields = {} as Record<LeadAnswerField, string>;
  for (const name of LEAD_ANSWER_FIELDS) fields[name] = text(name);
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
    ...LEAD_ANSWER_FIELDS.map((name): [string, string] => [
      contactFieldLabels[name],
      lead.fields[name],
    ]),
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
