import type { ContactField } from "../../content/contact-form.ts";

/**
 * The visitor's written answers as the leads table stores them, in the form's order: the
 * one list the lead email, the webhook and the CSV export all follow.
 */
export const LEAD_ANSWER_FIELDS = [
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
] as const satisfies readonly ContactField[];

export type LeadAnswerField = (typeof LEAD_ANSWER_FIELDS)[number];

/** The key a contact is found by: the address trimmed and in lower case. */
export function contactEmailKey(email: string): string {
  return email.trim().toLowerCase();
}
