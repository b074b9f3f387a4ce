import { describe, expect, it } from "vitest";
import { BROKER_AGENT, contactMessages } from "../../content/contact-form.ts";
import { parseContactSubmission } from "./contact-submission.server.ts";

const valid = {
  fname: "Ada",
  lname: "Lovelace",
  email: "ada@example.com",
  phone: "3455550100",
  zip: "KY1-1201",
  consent: true,
};

function errorsOf(body: unknown) {
  const parsed = parseContactSubmission(body);
  if (parsed.ok) throw new Error("expected errors");
  return parsed.errors;
}

describe("parseContactSubmission", () => {
  it("accepts the short form and fills the spec's defaults", () => {
    const parsed = parseContactSubmission(valid);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.submission.fields).toMatchObject({
      fname: "Ada",
      country: "United States",
      phone_country_code_text: "US",
      phone_country_code: "+1",
      state: "",
    });
    expect(parsed.submission.intro).toBe(false);
  });

  it("names every missing required field by its friendly label", () => {
    expect(errorsOf({ consent: true })).toEqual({
      fname: ["The First Name field is required."],
      lname: ["The Last Name field is required."],
      email: ["The Email field is required."],
      phone: ["The Phone field is required."],
      zip: ["The Zip field is required."],
    });
  });

  it("treats blank strings as missing and checks the email's shape", () => {
    const errors = errorsOf({ ...valid, fname: "   ", email: "ada@" });
    expect(errors.fname?.[0]).toBe("The First Name field is required.");
    expect(errors.email).toEqual(["The Email must be a valid email address."]);
  });

  it("asks for consent with the spec's wording", () => {
    expect(errorsOf({ ...valid, consent: false })).toEqual({ consent: [contactMessages.consent] });
    const { consent: _omitted, ...withoutConsent } = valid;
    expect(errorsOf(withoutConsent)).toEqual({ consent: [contactMessages.consent] });
  });

  it("requires the next trip on the landing page and maps its broker Yes", () => {
    expect(errorsOf({ ...valid, intro: 1 })).toEqual({
      next_trip: [contactMessages.nextTripForIntro],
    });
    const parsed = parseContactSubmission({
      ...valid,
      intro: 1,
      next_trip: "Unsure",
      broker: "Yes",
    });
    expect(parsed.ok && parsed.submission.fields.broker).toBe(BROKER_AGENT);
    expect(parsed.ok && parsed.submission.intro).toBe(true);
  });

  it("takes only listed options in choice fields", () => {
    expect(
      errorsOf({ ...valid, next_trip: "Tomorrow", country: "Atlantis", purchase_timeline: "Now" }),
    ).toEqual({
      next_trip: ["The selected Next Trip is invalid."],
      country: ["The selected Country is invalid."],
      purchase_timeline: ["The selected Purchase Timeline is invalid."],
    });
  });

  it("bounds every text field and the phone at 10 characters", () => {
    expect(errorsOf({ ...valid, questions: "x".repeat(2001), phone: "34555501001" })).toEqual({
      questions: ["The Questions must not be greater than 2000 characters."],
      phone: ["The Phone must not be greater than 10 characters."],
    });
  });

  it("refuses unknown fields and values of the wrong type", () => {
    expect(errorsOf({ ...valid, is_admin: true, fname: 42 })).toEqual({
      is_admin: [contactMessages.unknownField],
      fname: ["The First Name must be text."],
    });
    const hostile = errorsOf({ ...valid, ...JSON.parse('{"__proto__": {}, "constructor": 1}') });
    expect(Object.keys(hostile).sort()).toEqual(["__proto__", "constructor"]);
    expect(Object.values(hostile)).toEqual([
      [contactMessages.unknownField],
      [contactMessages.unknownField],
    ]);
    expect(errorsOf([valid])).toHaveProperty("form");
    expect(errorsOf("success")).toHaveProperty("form");
  });

  it("reads the browser's own fields without letting them fail the form", () => {
    const parsed = parseContactSubmission({
      ...valid,
      submission_id: "5b0f6a1e-9f0e-4c8e-8f59-0b6f1e2a3c4d",
      page_path: "/contact",
      website: "",
      fill_ms: 15000,
    });
    expect(parsed.ok && parsed.submission).toMatchObject({
      submissionId: "5b0f6a1e-9f0e-4c8e-8f59-0b6f1e2a3c4d",
      pagePath: "/contact",
      honeypot: "",
      fillMs: 15000,
    });
    const odd = parseContactSubmission({
      ...valid,
      submission_id: "<x>",
      page_path: "http://x",
      fill_ms: "fast",
    });
    expect(odd.ok && odd.submission).toMatchObject({
      submissionId: null,
      pagePath: "",
      fillMs: null,
    });
  });

  it("marks a honeypot of any other type as filled, without converting it", () => {
    const honeypotOf = (website: unknown) => {
      const parsed = parseContactSubmission({ ...valid, website });
      return parsed.ok ? parsed.submission.honeypot : "rejected";
    };
    // JSON.parse gives an object whose toString is not a function: String() would throw.
    expect(honeypotOf(JSON.parse('{"toString":false}'))).toBe("(object)");
    expect(honeypotOf(["http://spam"])).toBe("(object)");
    expect(honeypotOf(0)).toBe("(number)");
    expect(honeypotOf("x".repeat(300))).toHaveLength(200);
    expect(honeypotOf(null)).toBe("");
  });

  describe("typed text", () => {
    const refused = (label: string) =>
      `The ${label} contains characters we cannot accept (control or text-direction characters).`;
    const fieldsOf = (body: Record<string, unknown>) => {
      const parsed = parseContactSubmission({ ...valid, ...body });
      if (!parsed.ok) throw new Error(`expected success: ${JSON.stringify(parsed.errors)}`);
      return parsed.submission.fields;
    };

    it("refuses control characters in a name", () => {
      expect(errorsOf({ ...valid, fname: "Ada\u0000", lname: "Love\u0085lace" })).toEqual({
        fname: [refused("First Name")],
        lname: [refused("Last Name")],
      });
    });

    it("refuses a line break in a name rather than storing a second line", () => {
      expect(errorsOf({ ...valid, fname: "Ada\r\nBcc: x@y.z" })).toEqual({
        fname: [refused("First Name")],
      });
      expect(errorsOf({ ...valid, lname: "Lovelace\u2028Bcc: x@y.z" })).toEqual({
        lname: [refused("Last Name")],
      });
    });

    it("refuses bidi overrides and isolates in the city and the campaign texts", () => {
      expect(
        errorsOf({ ...valid, city: "George \u202Enwot", utm_campaign: "spring\u2066x\u2069" }),
      ).toEqual({
        city: [refused("City")],
        utm_campaign: [refused("UTM Campaign")],
      });
    });

    it("refuses a lone surrogate in the questions", () => {
      expect(errorsOf({ ...valid, questions: "Is the pool heated? \uD800" })).toEqual({
        questions: [
          "The Questions contains an incomplete character (part of an emoji or symbol). Please type it again.",
        ],
      });
    });

    it("refuses control characters before measuring the length", () => {
      expect(errorsOf({ ...valid, lname: `${"x".repeat(120)}\u0007` })).toEqual({
        lname: [refused("Last Name")],
      });
    });

    it("treats a name made only of invisible characters as missing", () => {
      expect(
        errorsOf({ ...valid, fname: "\u200B\u3164\u115F\u1160\u2800\u00AD\u00A0\u3000\u0301" }),
      ).toEqual({ fname: ["The First Name field is required."] });
      expect(errorsOf({ ...valid, lname: "\uFEFF\u200D\u2003" })).toEqual({
        lname: ["The Last Name field is required."],
      });
    });

    it("removes zero-width characters and stores the name NFC-normalised", () => {
      expect(
        fieldsOf({ fname: "\uFEFFA\u200Bda\u200D", lname: "Lo\u00ADvelace", city: "Zoe\u0308" }),
      ).toMatchObject({ fname: "Ada", lname: "Lovelace", city: "Zo\u00EB" });
    });

    it("bounds the cleaned value, not the characters removed from it", () => {
      expect(fieldsOf({ fname: `${"\u200B".repeat(150)}Ada` }).fname).toBe("Ada");
    });

    it("keeps line breaks and tabs in the questions, as LF", () => {
      expect(
        fieldsOf({ questions: "Two questions:\r\n\t1. Pets?\r\t2. Parking?\n" }).questions,
      ).toBe("Two questions:\n\t1. Pets?\n\t2. Parking?");
      expect(errorsOf({ ...valid, questions: "Hello\u000Bthere" })).toEqual({
        questions: [refused("Questions")],
      });
    });

    it("accepts an encoded word typed as a name as plain text", () => {
      expect(fieldsOf({ fname: "=?utf-8?Q?Admin?=" }).fname).toBe("=?utf-8?Q?Admin?=");
    });
  });
});
