import { z } from "zod";
import {
  BROKER_AGENT,
  brokerOptions,
  type ContactField,
  contactFieldLabels,
  contactMessages,
  contactTextMessages,
  firstHeardOptions,
  howWillYouUseOptions,
  nextTripOptions,
  phoneTypeOptions,
  purchaseTimelineOptions,
  yesNoOptions,
} from "../../content/contact-form.ts";
import {
  countries,
  DEFAULT_COUNTRY,
  DEFAULT_PHONE_COUNTRY,
  dialCodeFor,
  dialCodes,
} from "../../content/countries.ts";
import {
  cleanText,
  hasBrokenCharacter,
  hasRefusedControl,
  type TextShape,
} from "./visible-text.server.ts";

/**
 * The register-contact call's body (spec section 3) and its server-side rules (section 5):
 * messages name fields by their friendly labels, every text has a length bound, choice
 * fields take only their listed options, and unknown fields are refused. Every text is
 * checked and cleaned by the rules in visible-text.server.ts before its bounds apply.
 */

const label = (field: ContactField) => contactFieldLabels[field];
const requiredMessage = (field: ContactField) => `The ${label(field)} field is required.`;
const nullToUndefined = (value: unknown) => (value === null ? undefined : value);

function text(field: ContactField, max: number, shape: TextShape = {}) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined ? requiredMessage(field) : `The ${label(field)} must be text.`,
    })
    .refine((value) => !hasBrokenCharacter(value), {
      error: contactTextMessages.brokenCharacter(label(field)),
      abort: true,
    })
    .refine((value) => !hasRefusedControl(value, shape), {
      error: contactTextMessages.refusedCharacters(label(field)),
      abort: true,
    })
    .overwrite((value) => cleanText(value, shape))
    .max(max, `The ${label(field)} must not be greater than ${max} characters.`);
}

function requiredText(field: ContactField, max: number) {
  return text(field, max).min(1, requiredMessage(field));
}

function optionalText(field: ContactField, max: number, shape: TextShape = {}) {
  return z.preprocess(nullToUndefined, text(field, max, shape).optional().default(""));
}

function optionalChoice(field: ContactField, options: readonly string[], fallback = "") {
  return z.preprocess(
    nullToUndefined,
    text(field, 120)
      .refine((value) => value === "" || options.includes(value), {
        error: `The selected ${label(field)} is invalid.`,
      })
      .optional()
      .transform((value) => value || fallback),
  );
}

const ACCEPTED = [true, 1, "1", "true", "yes", "on"];
const INTRO = [true, 1, "1"];

const submissionSchema = z.strictObject({
  fname: requiredText("fname", 100),
  lname: requiredText("lname", 100),
  // Format checks skip an empty value: "required" is the one message it needs.
  email: requiredText("email", 254).refine(
    (value) => !value || z.email().safeParse(value).success,
    {
      error: "The Email must be a valid email address.",
    },
  ),
  address: optionalText("address", 200),
  city: optionalText("city", 100),
  state: optionalText("state", 100),
  zip: requiredText("zip", 20).regex(/^$|^[A-Za-z0-9][A-Za-z0-9 -]*$/, {
    error: "The Zip must be a valid ZIP or postal code.",
  }),
  country: optionalChoice("country", countries, DEFAULT_COUNTRY),
  phone_country_code_text: optionalChoice(
    "phone_country_code_text",
    dialCodes.map((code) => code.text),
    DEFAULT_PHONE_COUNTRY,
  ),
  phone_country_code: optionalChoice(
    "phone_country_code",
    dialCodes.map((code) => code.value),
  ),
  phone: requiredText("phone", 10).refine(
    (value) => !value || (/^[0-9 ()+.-]+$/.test(value) && value.replace(/\D/g, "").length >= 6),
    { error: "The Phone must be a valid phone number." },
  ),
  phone_type: optionalChoice("phone_type", phoneTypeOptions),
  visited_before: optionalChoice("visited_before", yesNoOptions),
  next_trip: optionalChoice("next_trip", nextTripOptions),
  how_will_you_use: optionalChoice("how_will_you_use", howWillYouUseOptions),
  purchase_timeline: optionalChoice("purchase_timeline", purchaseTimelineOptions),
  broker: optionalChoice("broker", brokerOptions),
  owned_property: optionalChoice("owned_property", yesNoOptions),
  mandarin_oriental_fan: optionalChoice("mandarin_oriental_fan", yesNoOptions),
  questions: optionalText("questions", 2000, { multiline: true }),
  first_hear_about_us: optionalChoice("first_hear_about_us", firstHeardOptions),
  consent: z.unknown().refine((value) => ACCEPTED.includes(value as never), {
    error: contactMessages.consent,
  }),
  utm_source: optionalText("utm_source", 200),
  utm_medium: optionalText("utm_medium", 200),
  utm_campaign: optionalText("utm_campaign", 200),
  intro: z.unknown().optional(),
  // Added by the browser, not typed by the visitor (see app/content/contact-form.ts).
  submission_id: z.unknown().optional(),
  page_path: z.unknown().optional(),
  website: z.unknown().optional(),
  fill_ms: z.unknown().optional(),
});

export type ContactErrors = Record<string, string[]>;

export interface ContactSubmission {
  fields: Omit<
    z.output<typeof submissionSchema>,
    "consent" | "intro" | "submission_id" | "page_path" | "website" | "fill_ms"
  >;
  intro: boolean;
  /** Absent when the client sent none or a malformed one: the server then makes one. */
  submissionId: string | null;
  pagePath: string;
  honeypot: string;
  /** Milliseconds the visitor spent on the form, or null when not sent. */
  fillMs: number | null;
}

export type ParsedSubmission =
  | { ok: true; submission: ContactSubmission }
  | { ok: false; errors: ContactErrors };

export function parseContactSubmission(body: unknown): ParsedSubmission {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { ok: false, errors: { form: ["The form could not be read. Please try again."] } };
  }
  const input = body as Record<string, unknown>;
  const intro = INTRO.includes(input.intro as never);
  // No prototype: a field named __proto__ or constructor is just another unknown field.
  const errors: ContactErrors = Object.create(null);
  const add = (field: string, message: string) => {
    errors[field] ??= [];
    errors[field].push(message);
  };

  const parsed = submissionSchema.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.code === "unrecognized_keys") {
        for (const key of issue.keys) add(key, contactMessages.unknownField);
      } else {
        add(String(issue.path[0] ?? "form"), issue.message);
      }
    }
  }
  if (intro && !nextTripOptions.includes(input.next_trip as never)) {
    errors.next_trip = [contactMessages.nextTripForIntro];
  }
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };

  const { consent, submission_id, page_path, website, fill_ms, ...answers } = parsed.data;
  const fields = {
    ...answers,
    phone_country_code:
      answers.phone_country_code || (dialCodeFor(answers.phone_country_code_text)?.value ?? ""),
    // On the landing page the broker checkbox's Yes means a broker/agent (spec section 9).
    broker: intro && answers.broker === "Yes" ? BROKER_AGENT : answers.broker,
  };
  return {
    ok: true,
    submission: {
      fields,
      intro,
      submissionId: formSubmissionId(submission_id),
      pagePath:
        typeof page_path === "string" && /^\/[^\s]{0,299}$/.test(page_path) ? page_path : "",
      honeypot: honeypotValue(website),
      fillMs:
        typeof fill_ms === "number" && Number.isFinite(fill_ms) && fill_ms >= 0 ? fill_ms : null,
    },
  };
}

/**
 * Anything but an empty honeypot marks a bot, whatever its type. Only a string is kept as
 * sent: converting anything else could run its own toString, which a posted object can set
 * to something that throws.
 */
function honeypotValue(value: unknown): string {
  if (value == null) return "";
  return typeof value === "string" ? value.slice(0, 200) : `(${typeof value})`;
}

/** A form's id as a page renders it (a UUID, or 32 hex digits on plain http); else none. */
export function formSubmissionId(value: unknown): string | null {
  return typeof value === "string" && /^[A-Za-z0-9-]{8,64}$/.test(value) ? value : null;
}
