import { type ActionFunctionArgs, data, redirect } from "react-router";
import { type InquiryPostResult, inquiryPayload } from "../../lib/inquiry-payload.ts";
import { sanitizeErrors } from "../../lib/sanitize-message.ts";
import { trackingParameters } from "../../lib/visit-tracking.ts";
import { clientAddressContext, servicesContext } from "../services.server.ts";
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
  return data<InquiryPostResult>({ values, message: outcome.message }, 503);
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
