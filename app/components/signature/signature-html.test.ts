import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  defaultSignaturePerson,
  type SignaturePerson,
} from "../../content/pages/email-signature.ts";
import {
  SIGNATURE_LOGO,
  signatureColors,
  signatureDocument,
  signatureHtml,
  signatureTelHref,
  signatureText,
} from "./signature-html.ts";

const origin = "https://residences.example";
const person: SignaturePerson = {
  name: "Ana Ebanks",
  role: "Sales Director",
  mobile: "(345) 555-0142",
  phone: "345.555.0100",
  email: "ana@residences.example",
};

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);

describe("signatureHtml", () => {
  const html = signatureHtml(person, origin);

  it("is a 550 px table with a 130 px logo from an absolute URL", () => {
    expect(html).toMatch(/^<table [^>]*width="550" style="width:550px;/);
    expect(html).toContain(
      `<img src="https://residences.example/media/email/signature-logo.png" width="130" height="${SIGNATURE_LOGO.height}"`,
    );
    expect(html).toContain("width:130px;height:auto");
    expect(html).toContain('<a href="https://residences.example/">');
  });

  it("pads both cells 20 px vertically and 15 px horizontally", () => {
    expect(html.match(/<td [^>]*padding:20px 15px;/g)).toHaveLength(2);
  });

  it("sets the name at 18 px and the role and details at 12 px, in the fixed colours", () => {
    expect(html).toContain(
      `font-size:18px;line-height:24px;color:${signatureColors.ink}">Ana Ebanks`,
    );
    expect(html).toContain(`font-size:12px;line-height:18px;color:${signatureColors.ink};`);
    expect(html).toContain(`border-left:1px solid ${signatureColors.accent}`);
    expect(html.match(/font-size:12px/g)).toHaveLength(1 + 3 * 2);
  });

  it("links each number with its digits after +1, and the email with mailto:", () => {
    expect(hrefs(html)).toEqual([
      `${origin}/`,
      "tel:+13455550142",
      "tel:+13455550100",
      "mailto:ana@residences.example",
    ]);
  });

  it("uses tables and inline styles only", () => {
    expect(html).not.toMatch(/<(style|div|span|script)\b|class=/);
  });
});

describe("empty fields", () => {
  it("leave out their line: mobile, office phone and email each", () => {
    const labels = (changes: Partial<SignaturePerson>) =>
      [...signatureHtml({ ...person, ...changes }, origin).matchAll(/uppercase">(\w+)<\/td>/g)].map(
        (match) => match[1],
      );
    expect(labels({})).toEqual(["Mobile", "Office", "Email"]);
    expect(labels({ mobile: "" })).toEqual(["Office", "Email"]);
    expect(labels({ phone: "  " })).toEqual(["Mobile", "Email"]);
    expect(labels({ email: "" })).toEqual(["Mobile", "Office"]);
  });

  it("with all three empty, leave no details table", () => {
    const html = signatureHtml({ ...person, mobile: "", phone: "", email: "" }, origin);
    expect(html.match(/<table/g)).toHaveLength(1);
  });

  it("start the form without the office line", () => {
    const html = signatureHtml(defaultSignaturePerson, origin);
    expect(html).toContain("Your Name");
    expect(html).not.toContain(">Office<");
  });
});

describe("escaping", () => {
  it("shows markup characters as typed, in text and in attributes", () => {
    const html = signatureHtml(
      { ...person, name: "Ana <b>&</b> Co", role: `"Head" of <Sales>`, email: 'a"b@x.example' },
      origin,
    );
    expect(html).toContain(">Ana &lt;b&gt;&amp;&lt;/b&gt; Co</p>");
    expect(html).toContain(">&quot;Head&quot; of &lt;Sales&gt;</p>");
    expect(html).toContain('href="mailto:a&quot;b@x.example"');
    expect(html).not.toContain("<b>");
  });
});

describe("signatureTelHref", () => {
  it("keeps digits only, after +1", () => {
    expect(signatureTelHref("(345) 555-0142")).toBe("tel:+13455550142");
    expect(signatureTelHref("345 555 0142 ext. 7")).toBe("tel:+134555501427");
  });

  it("does not double a country code typed as +1 or a leading 1", () => {
    expect(signatureTelHref("+1 (345) 555-0142")).toBe("tel:+13455550142");
    expect(signatureTelHref("1-345-555-0142")).toBe("tel:+13455550142");
  });

  it("keeps another country code typed after +", () => {
    expect(signatureTelHref("+44 20 7946 0958")).toBe("tel:+442079460958");
  });

  it("gives no link for a number without digits", () => {
    expect(signatureTelHref("ask reception")).toBeNull();
    expect(signatureHtml({ ...person, mobile: "ask reception" }, origin)).toContain(
      `color:${signatureColors.muted}">ask reception</td>`,
    );
  });
});

describe("signatureText", () => {
  it("is the plain-text alternative, without empty lines", () => {
    expect(signatureText({ ...person, phone: "" }, origin)).toBe(
      [
        "Ana Ebanks",
        "Sales Director",
        "The Residences at Mandarin Oriental, Grand Cayman",
        "Mobile: (345) 555-0142",
        "Email: ana@residences.example",
        "https://residences.example/",
      ].join("\n"),
    );
  });
});

describe("signatureDocument", () => {
  it("is a complete HTML file around the signature", () => {
    const document = signatureDocument(person, origin);
    expect(document).toMatch(/^<!doctype html>\n<html lang="en">/);
    expect(document).toContain('<meta charset="utf-8">');
    expect(document).toContain(`<body>${signatureHtml(person, origin)}</body>`);
  });
});

describe("the committed logo", () => {
  it("is a PNG at twice the size the signature shows it", () => {
    const png = readFileSync(`public${SIGNATURE_LOGO.path}`);
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    // The IHDR chunk's width and height, big-endian, right after the 8-byte signature.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([
      2 * SIGNATURE_LOGO.width,
      2 * SIGNATURE_LOGO.height,
    ]);
  });
});
