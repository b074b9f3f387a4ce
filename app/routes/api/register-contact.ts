import { jsonAnswer, readApiBody, textAnswer } from "../../server/api/read-api-body.server.ts";
import { apiGuard, JSON_TYPE } from "../../server/http/api-guard.server.ts";
import { registerContact } from "../../server/leads/register-contact.server.ts";
import { clientAddressContext, servicesContext } from "../../server/services.server.ts";
import type { Route } from "./+types/register-contact";

export const middleware: Route.MiddlewareFunction[] = [
  apiGuard({ method: "POST", accepts: [JSON_TYPE] }),
];

/**
 * POST /api/register-contact/{token} with the contact form's JSON: `success` once the lead
 * is safely stored, 422 with {errors: {field: [messages]}} for invalid input, and a
 * `fail:` text the form shows after "Error:" when it cannot be stored (503), the client's
 * inquiry budget is spent (429), or its submission id was sent before with other answers (409).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readApiBody(request);
  if (body === null) {
    return textAnswer("fail: Your details could not be read. Please try again.", 400);
  }
  const services = context.get(servicesContext);
  const outcome = await registerContact(services, context.get(clientAddressContext), body);
  if (outcome.kind === "errors") return jsonAnswer({ errors: outcome.errors }, 422);
  if (outcome.kind === "limited") {
    const answer = textAnswer(`fail: ${outcome.message}`, 429);
    answer.headers.set("Retry-After", String(outcome.retryAfter));
    return answer;
  }
  if (outcome.kind === "changed") return textAnswer(`fail: ${outcome.message}`, 409);
  if (outcome.kind === "fail") return textAnswer(`fail: ${outcome.message}`, 503);
  return textAnswer("success");
}
