import { type ActionFunctionArgs, data, redirect } from "react-router";
import { FORM_CSRF_FIELD } from "../../content/contact-form.ts";
import { type InquiryPostResult, inquiryPayload } from "../../lib/inquiry-payload.ts";
import { sanitizeErrors } from "../../lib/sanitize-message.ts";
import { trackingParameters } from "../../lib/visit-tracking.ts";
import { csrfIssuedAt, verifyCsrfToken } from "../csrf.server.ts";
import { rateLimitedMessage } from "../http/contact-rate-limit.server.ts";
import { servicesContext, visitorRequestContext } from "../services.server.ts";
import { registerContact } from "./register-contact.server.ts";

/**
 * The action of every page with an inquiry form, for browsers without JavaScript (or a
 * visitor quicker than the page's scripts): the form posts to its own page, a stored
 * inquiry redirects to /thanks, anything else renders the page again with the error panel
 * and the visitor's answers. The token's issue time stands in for the time the form was
 * opened, so a person who takes their time is never mistaken for a bot.
 */
export async function inquiryFormAction({ request, context }: ActionFunctionArgs) {
  const services = context.get(servicesContext);
  const visitor = context.get(visitorRequestContext);
  const form = new URLSearchParams(await request.text());
  const values = Object.fromEntries(
    [...form].filter(([name]) => name !== FORM_CSRF_FIELD && name !== "website"),
  );
  const fail = (message: string, status: number) =>
    data<InquiryPostResult>({ values, message }, { status });

  if (visitor.inquiryRateLimited) return fail(rateLimitedMessage(services.config), 429);
  const token = form.get(FORM_CSRF_FIELD) ?? undefined;
  if (!verifyCsrfToken(services.config.secret, visitor.csrfBinding, token)) {
    return fail(
      "This page had expired, so your details were not sent. They are still in the form below: please send them again.",
      403,
    );
  }
  const issuedAt = csrfIssuedAt(token ?? "");
  const url = new URL(request.url);
  const body = inquiryPayload(form, {
    page_path: url.pathname,
    fill_ms: issuedAt === null ? undefined : Date.now() - issuedAt,
    tracking: trackingParameters(sameOriginQuery(request.headers.get("referer"), url.origin)),
  });
  const outcome = await registerContact(services, body);
  if (outcome.kind === "success") return redirect("/thanks", 303);
  if (outcome.kind === "fail") return fail(outcome.message, 503);
  return data<InquiryPostResult>({ values, errors: sanitizeErrors(outcome.errors) }, 422);
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
