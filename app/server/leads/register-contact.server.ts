import { contactMessages } from "../../content/contact-form.ts";
import type { Services } from "../services.server.ts";
import { publicSite } from "../site/public-site.server.ts";
import { type ContactErrors, parseContactSubmission } from "./contact-submission.server.ts";
import { rateLimitedMessage } from "./inquiry-budget.server.ts";
import { findResentLead, storeLead } from "./lead-intake.server.ts";

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
 * inquiry against the lower. A retried submission id is stored once, and answered even when
 * the lower limit is spent; the same id with other answers is refused rather than dropped.
 */
export async function registerContact(
  services: Services,
  clientAddress: string,
  body: unknown,
): Promise<RegistrationOutcome> {
  const { storage, logger, leadDelivery, inquiryBudget, metrics } = services;
  // The number the pages show: marketing's stored one, else SALES_PHONE.
  const salesPhone = async () => (await publicSite(services)).contact.salesPhone;
  const limited = async () =>
    ({
      kind: "limited",
      message: rateLimitedMessage(await salesPhone()),
      retryAfter: inquiryBudget.retryAfter(),
    }) as const;
  if (!(await inquiryBudget.attempt(clientAddress))) return limited();
  const parsed = parseContactSubmission(body);
  if (!parsed.ok) return { kind: "errors", errors: parsed.errors };
  // A resend of an inquiry already stored is answered as the first was, whatever the budget.
  const spent = !(await inquiryBudget.mayStore(clientAddress));
  if (spent && !(await findResentLead(storage, parsed.submission))) return limited();
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
      message: `We could not send your details just now. Please try again in a moment, or call our sales team on ${await salesPhone()}.`,
    };
  }
}
