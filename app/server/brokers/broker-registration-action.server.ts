import { type ActionFunctionArgs, data, redirect } from "react-router";
import { BROKER_REGISTER_PATH } from "../../content/broker-registration.ts";
import { sanitizeErrors } from "../../lib/sanitize-message.ts";
import { rateLimitedMessage } from "../leads/inquiry-budget.server.ts";
import { clientAddressContext, servicesContext } from "../services.server.ts";
import { publicSite } from "../site/public-site.server.ts";
import {
  brokerRegistrationStored,
  storeBrokerRegistration,
} from "./broker-registrations.server.ts";
import { parseBrokerSubmission } from "./broker-submission.server.ts";

/** What the page shows again after a refused post: the answers and why. */
export interface BrokerPostResult {
  values: Record<string, string>;
  errors?: Record<string, string[]>;
  message?: string;
}

/**
 * The broker registration form's post (past the page's formPostGuard: the site's own page,
 * form-encoded). It spends the client's inquiry budget as an inquiry does, stores a
 * registration with the time it arrived (once, however often the page sends it), and redirects
 * to the page's thank-you state.
 */
export async function brokerRegistrationAction({ request, context }: ActionFunctionArgs) {
  const services = context.get(servicesContext);
  const { storage, logger, inquiryBudget } = services;
  // The number the pages show: marketing's stored one, else SALES_PHONE.
  const salesPhone = async () => (await publicSite(services)).contact.salesPhone;
  const address = context.get(clientAddressContext);
  const form = new URLSearchParams(await request.text());
  const values = Object.fromEntries(
    [...form].filter(([name]) => name !== "website" && name !== "fill_ms"),
  );
  const limited = async () =>
    data<BrokerPostResult>(
      { values, message: rateLimitedMessage(await salesPhone()) },
      { status: 429, headers: { "Retry-After": String(inquiryBudget.retryAfter()) } },
    );
  if (!(await inquiryBudget.attempt(address))) return limited();
  const parsed = parseBrokerSubmission(form);
  if (!parsed.ok) {
    return data<BrokerPostResult>({ values, errors: sanitizeErrors(parsed.errors) }, 422);
  }
  // A resend of a registration already stored is answered as the first was, whatever the budget.
  const spent = !(await inquiryBudget.mayStore(address));
  if (spent && !(await brokerRegistrationStored(storage, parsed.submission))) return limited();
  try {
    const { id, duplicate } = await storeBrokerRegistration(storage, parsed.submission);
    // Ids and flags only: the names and addresses stay out of the logs.
    if (duplicate) {
      logger.info({ registrationId: id }, "broker registration sent again; the first is kept");
    } else {
      await inquiryBudget.stored(address);
      logger.info(
        { registrationId: id, suspectedBot: parsed.submission.botReason !== "" },
        "broker registration stored",
      );
    }
  } catch (error) {
    logger.error({ err: error }, "a broker registration could not be stored");
    return data<BrokerPostResult>(
      {
        values,
        message: `We could not register your client just now. Please try again in a moment, or call our sales team on ${await salesPhone()}.`,
      },
      503,
    );
  }
  return redirect(`${BROKER_REGISTER_PATH}?registered`, 303);
}
