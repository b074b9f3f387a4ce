import { z } from "zod";
import {
  BROKER_CONSENT_TEXT,
  type BrokerField,
  brokerFieldLabels,
  brokerMessages,
} from "../../content/broker-registration.ts";
import { MINIMUM_FILL_MS } from "../../content/contact-form.ts";
import { formSubmissionId } from "../leads/contact-submission.server.ts";
import { cleanText, hasBrokenCharacter, hasRefusedControl } from "../leads/visible-text.server.ts";

/**
 * The broker registration form's answers and their server-side rules, written as the inquiry
 * form's (contact-submission.server.ts): friendly labels, length bounds, the same refused and
 * cleaned characters, and the same bot checks (a honeypot, a form filled too fast).
 */

const label = (field: BrokerField) => brokerFieldLabels[field];

function text(field: BrokerField, max: number, required: boolean) {
  const base = z
    .string()
    .refine((value) => !hasBrokenCharacter(value), {
      error: `${label(field)} contains an incomplete character (part of an emoji or symbol). Please type it again.`,
      abort: true,
    })
    .refine((value) => !hasRefusedControl(value), {
      error: `${label(field)} contains characters we cannot accept (control or text-direction characters).`,
      abort: true,
    })
    .overwrite((value) => cleanText(value, {}))
    .max(max, `${label(field)} must not be longer than ${max} characters.`);
  return required ? base.min(1, `${label(field)} is required.`) : base;
}

function email(field: BrokerField) {
  return text(field, 254, true).refine((value) => !value || z.email().safeParse(value).success, {
    error: `${label(field)} must be a valid email address.`,
  });
}

const schema = z.object({
  broker_name: text("broker_name", 100, true),
  broker_company: text("broker_company", 150, true),
  broker_email: email("broker_email"),
  broker_phone: text("broker_phone", 30, true).refine(
    (value) => !value || (/^[0-9 ()+.-]+$/.test(value) && value.replace(/\D/g, "").length >= 6),
    { error: `${label("broker_phone")} must be a valid phone number.` },
  ),
  broker_licence: text("broker_licence", 60, false),
  client_name: text("client_name", 200, true),
  client_email: email("client_email"),
  consent: z.literal("1", { error: brokerMessages.consent }),
});

export type BrokerAnswers = Omit<z.output<typeof schema>, "consent">;

export interface BrokerSubmission {
  answers: BrokerAnswers;
  consentText: string;
  /** Why it looks automated, or "" when it looks like a person. */
  botReason: string;
  /** The id the page rendered into its form, when it sent a well-formed one. */
  formId: string | null;
}

export type ParsedBrokerSubmission =
  | { ok: true; submission: BrokerSubmission }
  | { ok: false; errors: Record<string, string[]> };

export function parseBrokerSubmission(form: URLSearchParams): ParsedBrokerSubmission {
  const input = Object.fromEntries(
    Object.keys(schema.shape).map((name) => [name, form.get(name) ?? ""]),
  );
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const errors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "form");
      errors[field] ??= [];
      errors[field].push(issue.message);
    }
    return { ok: false, errors };
  }
  const { consent: _consent, ...answers } = parsed.data;
  return {
    ok: true,
    submission: {
      answers,
      consentText: BROKER_CONSENT_TEXT,
      botReason: botReason(form),
      formId: formSubmissionId(form.get("submission_id")),
    },
  };
}

function botReason(form: URLSearchParams): string {
  if ((form.get("website") ?? "") !== "") return "honeypot field filled";
  const fillMs = Number(form.get("fill_ms") ?? "");
  // Sent only by the page's script: a post without JavaScript gives no reason.
  if (form.get("fill_ms") && Number.isFinite(fillMs) && fillMs < MINIMUM_FILL_MS) {
    return `form filled in ${Math.round(fillMs)} ms`;
  }
  return "";
}
