import { describe, expect, it } from "vitest";
import { BROKER_CONSENT_TEXT } from "../../content/broker-registration.ts";
import { parseBrokerSubmission } from "./broker-submission.server.ts";

const complete = {
  broker_name: " Ana Broker ",
  broker_company: "Island Realty",
  broker_email: "ana@brokers.example",
  broker_phone: "+1 (345) 555-0199",
  broker_licence: "",
  client_name: "Chris Client",
  client_email: "chris@example.com",
  consent: "1",
};

const { consent: _consent, ...withoutConsent } = complete;

const parse = (fields: Record<string, string>) =>
  parseBrokerSubmission(new URLSearchParams(fields));

describe("parseBrokerSubmission", () => {
  it("accepts a complete form, cleaned, with the consent wording and no bot reason", () => {
    const parsed = parse({ ...complete, website: "", fill_ms: "12000" });
    expect(parsed).toEqual({
      ok: true,
      submission: {
        answers: { ...withoutConsent, broker_name: "Ana Broker" },
        consentText: BROKER_CONSENT_TEXT,
        botReason: "",
        formId: null,
      },
    });
  });

  it("names every missing or malformed field in words a broker reads", () => {
    const parsed = parse({ broker_email: "not-an-address", client_name: "Chris\u202E" });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.errors).toEqual({
      broker_name: ["Your Name is required."],
      broker_company: ["Brokerage is required."],
      broker_email: ["Your Email must be a valid email address."],
      broker_phone: ["Your Phone is required."],
      client_name: [
        "Client's Name contains characters we cannot accept (control or text-direction characters).",
      ],
      client_email: ["Client's Email is required."],
      consent: ["Your Consent must be given"],
    });
  });

  it("marks a filled honeypot or a form sent in under three seconds", () => {
    const honeypot = parse({ ...complete, website: "https://spam.example" });
    const quick = parse({ ...complete, fill_ms: "800" });
    expect(honeypot.ok && honeypot.submission.botReason).toBe("honeypot field filled");
    expect(quick.ok && quick.submission.botReason).toBe("form filled in 800 ms");
  });

  it("keeps the page's form id when it is one, and none otherwise", () => {
    const id = "5b0f6a1e-9f0e-4c8e-8f59-0b6f1e2a3c4d";
    const withId = parse({ ...complete, submission_id: id });
    const odd = parse({ ...complete, submission_id: "<x>" });
    expect(withId.ok && withId.submission.formId).toBe(id);
    expect(odd.ok && odd.submission.formId).toBeNull();
  });
});
