import { type ContactField, contactFieldLabels } from "../../content/contact-form.ts";

/** One line of the error panel: the field it links to and its (sanitised HTML) message. */
export interface FieldError {
  field: string;
  message: string;
}

/** What the error panel shows: a counted list of field errors, or one message. */
export type FormProblem =
  | { kind: "fields"; errors: FieldError[] }
  | { kind: "message"; message: string };

const GENERIC_MESSAGE = "Your details could not be sent. Please check the form and try again.";

/**
 * The server's error map as the panel shows it (spec section 5): the first message of each
 * field, only for fields on this page, in the page's order, with raw field names replaced
 * by friendly labels. When none of the fields is on the page, one message stands instead,
 * so a visitor is never left with nothing to act on.
 */
export function formProblem(
  errors: Record<string, string[]>,
  fieldsOnPage: readonly string[],
): FormProblem {
  const listed = fieldsOnPage
    .filter((field) => Object.hasOwn(errors, field) && errors[field]?.[0])
    .map((field) => ({ field, message: friendlyMessage(field, errors[field]?.[0] ?? "") }));
  if (listed.length > 0) return { kind: "fields", errors: listed };
  const first = Object.values(errors).find((messages) => messages[0])?.[0];
  return { kind: "message", message: first ?? GENERIC_MESSAGE };
}

/** "There were 3 errors in your submission:" (and the singular for one). */
export function errorSummaryHeading(count: number): string {
  return count === 1
    ? "There was 1 error in your submission:"
    : `There were ${count} errors in your submission:`;
}

/** A plain-text failure as the panel shows it, without the server's leading `fail:`. */
export function failureText(text: string): string {
  return `Error: ${text.replace(/^\s*fail:\s*/i, "").trim() || GENERIC_MESSAGE}`;
}

/**
 * "The fname field is required." → "The First Name field is required." A field name that
 * is an ordinary word ("email", "phone") is replaced only as the subject of the message, so
 * prose such as "a valid email address" stays as written.
 */
export function friendlyMessage(field: string, message: string): string {
  if (!Object.hasOwn(contactFieldLabels, field)) return message;
  const label = contactFieldLabels[field as ContactField];
  const names = `(${escapePattern(field)}|${escapePattern(field.replaceAll("_", " "))})`;
  const subject = message.replace(new RegExp(`^The ${names}\\b`), `The ${label}`);
  const isWord = /^[a-z]+$/.test(field) && field !== "fname" && field !== "lname";
  return isWord ? subject : subject.replace(new RegExp(`\\b${names}\\b`, "g"), label);
}

function escapePattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
