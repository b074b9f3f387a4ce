/**
 * What the sales team receives for one lead: the webhook's JSON event and the notification
 * email. Both are built from the stored lead, so every retry sends the same content.
 */
import { contactFieldLabels } from "../../content/contact-form.ts";
import { inquiryNumberSql } from "../leads/inquiry-number.server.ts";
import { LEAD_ANSWER_FIELDS, type LeadAnswerField } from "../leads/lead-fields.server.ts";
import type { Queryable } from "../storage/storage.server.ts";

export interface LeadForDelivery {
  id: string;
  submissionId: string;
  contactId: string;
  receivedAt: string;
  audience: "buyer" | "broker";
  /** 1 for the contact's first inquiry (inquiry-number.server.ts). */
  inquiryNumber: number;
  /** Why the inquiry looks automated (the honeypot, a form sent too fast), or "". */
  suspectedReason: string;
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
    `SELECT l.*, ${inquiryNumberSql("l")} AS inquiry_number FROM leads l WHERE l.id = $1`,
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
    suspectedReason: Number(row.suspected_bot) === 1 ? text("bot_reason") || "suspected" : "",
    fields: { ...fields, intro: Number(row.intro) === 1 },
    utm: { source: text("utm_source"), medium: text("utm_medium"), campaign: text("utm_campaign") },
    pagePath: text("page_path"),
    consentText: text("consent_text"),
  };
}

/**
 * The webhook's body: a Standard Webhooks style event ({type, timestamp, data}). A suspected
 * bot is sent like any lead, with `suspected_bot` and its reason, for the CRM to route.
 */
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
      suspected_bot: lead.suspectedReason !== "",
      suspected_reason: lead.suspectedReason,
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
  const suspected = lead.suspectedReason
    ? `Possibly automated (${lead.suspectedReason}): please check before you call. `
    : "";
  const heading = `${suspected}New ${lead.audience} inquiry${returning}`;
  const html = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  const mark = lead.suspectedReason ? "[Possibly automated] " : "";
  return {
    subject: encodedHeader(`${mark}New inquiry: ${fname} ${lname} (${lead.audience})`),
    text: `${heading}\n\n${rows.map(([label, value]) => `${label}: ${value}`).join("\n")}\n`,
    html: `<!doctype html><html><body><p>${escapeHtml(heading)}</p><table>\n${html}\n</table></body></html>`,
    replyTo: lead.fields.email,
    messageId: `<lead-${deliveryId}@${new URL(publicOrigin).hostname}>`,
    headers: {
      "X-Lead-Id": lead.id,
      "X-Idempotency-Key": deliveryId,
      ...(lead.suspectedReason ? { "X-Lead-Suspected": "yes" } : {}),
    },
  };
}

/**
 * A header value with the visitor's words in it, as RFC 2047 encoded words throughout: a
 * typed look-alike of one (`=?utf-8?Q?…?=`) is then shown as typed rather than decoded, and
 * control characters (a CR LF that would start a header of its own) become spaces. Each
 * word holds at most 45 bytes of UTF-8, so it stays within the 75 characters allowed.
 */
export function encodedHeader(value: string): string {
  const words: string[] = [];
  let chunk = "";
  for (const char of value.replace(/\p{Cc}+/gu, " ")) {
    if (Buffer.byteLength(chunk + char) > 45) {
      words.push(chunk);
      chunk = "";
    }
    chunk += char;
  }
  if (chunk) words.push(chunk);
  return words.map((word) => `=?UTF-8?B?${Buffer.from(word).toString("base64")}?=`).join(" ");
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (char) =>
      ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char] ?? char,
  );
}
