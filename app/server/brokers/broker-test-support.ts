import { BROKER_CONSENT_TEXT } from "../../content/broker-registration.ts";
import type { BrokerSubmission } from "./broker-submission.server.ts";

/** A checked registration for storage tests: a client and a broker by their addresses. */
export function brokerSubmission({
  client = "client@example.com",
  broker = "agent@brokers.example",
  botReason = "",
  formId = null,
}: {
  client?: string;
  broker?: string;
  botReason?: string;
  formId?: string | null;
} = {}): BrokerSubmission {
  return {
    answers: {
      broker_name: "Ana Broker",
      broker_company: "Island Realty",
      broker_email: broker,
      broker_phone: "+1 345 555 0199",
      broker_licence: "",
      client_name: "Chris Client",
      client_email: client,
    },
    consentText: BROKER_CONSENT_TEXT,
    botReason,
    formId,
  };
}
