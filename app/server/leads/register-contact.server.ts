import { contactMessages } from "../../content/contact-form.ts";
import type { Services } from "../services.server.ts";
import { type ContactErrors, parseContactSubmission } from "./contact-submission.server.ts";
import { rateLimitedMessage } from "./inquiry-budget.server.ts";
import { storeLead } from "./lead-intake.server.ts";

export type RegistrationOutcome =
  | { kind: "success" }
  | { kind: "errors"; errors: ContactErrors }
  | { kind: "limited"; message: string; retryAfter: number }
  /** This submission id was stored with other answers: 409, nothing new stored. */
  | { kind: "changed"; message: string }
  | { kind: "fail"; message: string };

/**
 * Checks and stores one inquiry, whichever way it arrived: the register-contact call or the
 * form's own POST when the browser runs no JavaScript. Both spend the client's one budget
 * (inquiry-budget.server.ts): every attempt counts against the higher limit, only a stored
 * inquiry against the lower. A retried submission id is stored once; the same id with other
 * answers is refused rather than dropped.
 */
export async function registerContact(
  { storage, logger, leadDelivery, config, inquiryBudget, metrics }: Services,
  clientAddress: string,
  body: unknown,
): Promise<RegistrationOutcome> {
  const limited = () =>
    ({
      kind: "limited",
      message: rateLimitedMessage(config),
      retryAfter: inquiryBudget.retryAfter(),
    }) as const;
  if (!(await inquiryBudget.attempt(clientAddress))) return limited();
  const parsed = parseContactSubmission(body);
  if (!parsed.ok) return { kind: "errors", errors: parsed.errors };
  if (!(await inquiryBudget.mayStore(clientAddress))) return limited();
  try {
    const stored = await storeLead(storage, parsed.submission, leadDelivery.destinations);
    logger.info(
      { leadId: stored.leadId, outcome: stored.outcome, suspectedBot: stored.suspectedBot },
      {
        stored: "inquiry stored",
        duplicate: "inquiry resubmitted",
        changed: "inquiry resubmitted with other answers; refused",
      }[stored.outcome],
    );
    if (stored.outcome === "changed") {
      return { kind: "changed", message: contactMessages.resentWithChanges };
    }
    if (stored.outcome === "stored") {
      metrics.inquiryStored({ suspectedBot: stored.suspectedBot });
      await inquiryBudget.stored(clientAddress);
      leadDelivery.nudge();
    }
    // Suspected bots get the same answer as people, so they learn nothing.
    return { kind: "success" };
  } catch (error) {
    logger.error({ err: error }, "an inquiry could not be stored");
    return {
      kind: "fail",
      message: `We could not send your details just now. Please try again in a moment, or call our sales team on ${config.salesPhone}.`,
    };
  }
}
