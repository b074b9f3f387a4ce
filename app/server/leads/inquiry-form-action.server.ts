import { createHash } from "node:crypto";
import { type ActionFunctionArgs, data, redirect } from "react-router";
import { type InquiryPostResult, inquiryPayload } from "../../lib/inquiry-payload.ts";
import { sanitizeErrors } from "../../lib/sanitize-message.ts";
import { trackingParameters } from "../../lib/visit-tracking.ts";
import { clientAddressContext, servicesContext } from "../services.server.ts";
import { contactEmailKey } from "./lead-fields.server.ts";
import { registerContact } from "./register-contact.server.ts";

/**
 * The action of every page with an inquiry form, for browsers without JavaScript (or a
 * visitor quicker than the page's scripts): the form posts to its own page, past the page's
 * guard (app/server/http/form-post-guard.server.ts); a stored inquiry redirects to /thanks,
 * anything else renders the page again with the error panel and the visitor's answers.
 */
export async function inquiryFormAction({ request, context }: ActionFunctionArgs) {
  const services = context.get(servicesContext);
  const form = new URLSearchParams(await request.text());
  const values = Object.fromEntries([...form].filter(([name]) => name !== "website"));
  const url = new URL(request.url);
  const body = inquiryPayload(form, {
    page_path: url.pathname,
    tracking: trackingParameters(sameOriginQuery(request.headers.get("referer"), url.origin)),
  });
  const submissionId = senderSubmissionId(body.submission_id, body.email);
  if (submissionId) body.submission_id = submissionId;
  const outcome = await registerContact(services, context.get(clientAddressContext), body);
  if (outcome.kind === "success") return redirect("/thanks", 303);
  if (outcome.kind === "errors") {
    return data<InquiryPostResult>({ values, errors: sanitizeErrors(outcome.errors) }, 422);
  }
  if (outcome.kind === "limited") {
    return data<InquiryPostResult>(
      { values, message: outcome.message },
      { status: 429, headers: { "Retry-After": String(outcome.retryAfter) } },
    );
  }
  // A new page is rendered with a new form id, so sending again makes a new inquiry.
  if (outcome.kind === "changed") {
    return data<InquiryPostResult>({ values, message: outcome.message }, 409);
  }
  return data<InquiryPostResult>({ values, message: outcome.message }, 503);
}

/**
 * The form's id comes with the page, which a shared cache gives to every visitor for a
 * minute: scoped to the sender's email address it is one person's, so their double tap or
 * resend is stored once while another visitor of the same copy is stored on their own.
 */
function senderSubmissionId(formId: unknown, email: unknown): string | undefined {
  if (typeof formId !== "string" || formId === "") return undefined;
  const sender = typeof email === "string" ? contactEmailKey(email) : "";
  const digest = createHash("sha256").update(`${formId}\n${sender}`).digest("hex");
  return `form-${digest.slice(0, 40)}`;
}

/** The query of the page the form was on: where a landing page's UTM parameters live. */
function sameOriginQuery(referer: string | null, origin: string): string {
  if (!referer) return "";
  try {
    const page = new URL(referer);
    return page.origin === origin ? page.search : "";
  } catch {
    return "";
  }
}
