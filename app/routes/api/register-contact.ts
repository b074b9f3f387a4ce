import { jsonAnswer, readApiBody, textAnswer } from "../../server/api/read-api-body.server.ts";
import { parseContactSubmission } from "../../server/leads/contact-submission.server.ts";
import { storeLead } from "../../server/leads/lead-intake.server.ts";
import { servicesContext } from "../../server/services.server.ts";
import type { Route } from "./+types/register-contact";

/**
 * POST /api/register-contact/{token} with the contact form's JSON: `success` once the lead
 * is safely stored, 422 with {errors: {field: [messages]}} for invalid input, and a
 * `fail:` text the form shows after "Error:" when it cannot be stored.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { storage, logger, leadDelivery, config } = context.get(servicesContext);
  const body = await readApiBody(request);
  if (body === null) {
    return textAnswer("fail: Your details could not be read. Please try again.", 400);
  }
  const parsed = parseContactSubmission(body);
  if (!parsed.ok) return jsonAnswer({ errors: parsed.errors }, 422);
  try {
    const stored = await storeLead(storage, parsed.submission, leadDelivery.destinations);
    logger.info(
      { leadId: stored.leadId, duplicate: stored.duplicate, suspectedBot: stored.suspectedBot },
      stored.duplicate ? "inquiry resubmitted" : "inquiry stored",
    );
    if (!stored.duplicate && !stored.suspectedBot) leadDelivery.nudge();
    // Suspected bots get the same answer as people, so they learn nothing.
    return textAnswer("success");
  } catch (error) {
    logger.error({ err: error }, "an inquiry could not be stored");
    return textAnswer(
      `fail: We could not send your details just now. Please try again in a moment, or call our sales team on ${config.salesPhone}.`,
      503,
    );
  }
}
