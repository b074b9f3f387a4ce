/**
 * The broker registration form's copy (issue 27, part 5): its fields in the page's order, their
 * labels, and the consent wording stored, word for word, with every registration.
 */
export const brokerFields = [
  "broker_name",
  "broker_company",
  "broker_email",
  "broker_phone",
  "broker_licence",
  "client_name",
  "client_email",
  "consent",
] as const;

export type BrokerField = (typeof brokerFields)[number];

export const brokerFieldLabels: Record<BrokerField, string> = {
  broker_name: "Your Name",
  broker_company: "Brokerage",
  broker_email: "Your Email",
  broker_phone: "Your Phone",
  broker_licence: "Licence or Agency Number",
  client_name: "Client's Name",
  client_email: "Client's Email",
  consent: "Consent",
};

/** What the broker confirms by ticking the box. */
export const BROKER_CONSENT_TEXT =
  "By ticking this box, I confirm that my client has agreed to be introduced to The Residences at Mandarin Oriental, Grand Cayman, and I consent to its sales team contacting me and my client about the property. Our contact details will never be sold.";

export const brokerMessages = {
  consent: "Your Consent must be given",
  registered:
    "Thank you. Your introduction is registered with the time it arrived; our sales team will be in touch with you shortly.",
} as const;

export const BROKER_REGISTER_PATH = "/brokers/register";
