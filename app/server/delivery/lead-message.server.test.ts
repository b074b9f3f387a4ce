import { createTransport } from "nodemailer";
import { describe, expect, it } from "vitest";
import { storageBackends, useTestStorage } from "../../../tests/support/test-storage.ts";
import { exportLeads } from "../leads/lead-export.server.ts";
import { insertTestLead } from "./delivery-test-support.ts";
import {
  type LeadEmail,
  leadEmail,
  loadLeadForDelivery,
  webhookBody,
} from "./lead-message.server.ts";

/** The message as nodemailer writes it for the SMTP server: headers and body, raw. */
async function rawMessage(email: LeadEmail): Promise<string> {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: "\r\n" });
  const sent = await transport.sendMail({
    ...email,
    from: "site@example.com",
    to: "sales@example.com",
  });
  return String(sent.message);
}

describe.each(storageBackends)("lead messages on $kind", (backend) => {
  const db = useTestStorage(backend);

  it("numbers a contact's inquiries the same in the webhook, the email and the export", async () => {
    const first = await insertTestLead(db.storage, {
      receivedAt: new Date("2026-03-01T10:00:00Z"),
    });
    const { contactId } = first;
    const second = await insertTestLead(db.storage, {
      contactId,
      receivedAt: new Date("2026-03-02T10:00:00Z"),
      suspectedBot: true,
    });
    const third = await insertTestLead(db.storage, {
      contactId,
      receivedAt: new Date("2026-03-03T10:00:00Z"),
    });
    const event = JSON.parse(
      webhookBody((await loadLeadForDelivery(db.storage, third.leadId)) ?? fail()),
    );
    expect(event).toMatchObject({
      type: "lead.created",
      timestamp: "2026-03-03T10:00:00.000Z",
      data: {
        id: third.leadId,
        contact_id: contactId,
        returning_contact: true,
        inquiry_number: 3,
        suspected_bot: false,
        fields: { fname: third.fname, email: third.email, intro: true, phone: "3055550123" },
        utm: { source: "newsletter", medium: "email", campaign: "spring" },
        page_path: "/contact",
        consent_text: "I consent.",
      },
    });
    const { csv } = await exportLeads(db.storage, { includeSuspected: true });
    for (const [lead, number] of [
      [first, 1],
      [second, 2],
      [third, 3],
    ] as const) {
      const loaded = (await loadLeadForDelivery(db.storage, lead.leadId)) ?? fail();
      const data = JSON.parse(webhookBody(loaded)).data;
      expect(data).toMatchObject({ inquiry_number: number, returning_contact: number > 1 });
      const email = leadEmail(loaded, "delivery-1", "https://residences.example");
      expect(email.text.includes(`returning contact, inquiry ${number}`)).toBe(number > 1);
      expect(csv).toContain(
        `${lead.leadId},2026-03-0${number}T10:00:00.000Z,${contactId},${number},`,
      );
    }
    expect(await loadLeadForDelivery(db.storage, "no-such-lead")).toBeNull();
  });

  it("marks a suspected bot in the webhook and the email, with its reason", async () => {
    const inserted = await insertTestLead(db.storage, { suspectedBot: true });
    const lead = (await loadLeadForDelivery(db.storage, inserted.leadId)) ?? fail();
    expect(JSON.parse(webhookBody(lead)).data).toMatchObject({
      suspected_bot: true,
      suspected_reason: "honeypot field filled",
    });
    const email = leadEmail(lead, "delivery-1", "https://residences.example");
    expect(decodeHeader(email.subject)).toMatch(/^\[Possibly automated\] New inquiry: /);
    expect(email.text).toMatch(/^Possibly automated \(honeypot field filled\): please check/);
    expect(email.headers["X-Lead-Suspected"]).toBe("yes");
  });

  it("never lets a typed line break or encoded word become a mail header", async () => {
    const inserted = await insertTestLead(db.storage, {
      fname: "=?utf-8?Q?Sales_Director?=",
    });
    const lead = (await loadLeadForDelivery(db.storage, inserted.leadId)) ?? fail();
    lead.fields.lname = "Eve\r\nBcc: victim@example.com";
    const raw = await rawMessage(leadEmail(lead, "delivery-1", "https://residences.example"));
    const headers = raw.slice(0, raw.indexOf("\r\n\r\n"));
    expect(headers).not.toMatch(/^Bcc:/im);
    const subject = /^Subject:(.*(?:\r\n[ \t].*)*)/m.exec(headers)?.[1] ?? "";
    // The typed look-alike is itself encoded, so a mail client shows it as typed.
    expect(subject).not.toContain("=?utf-8?Q?Sales_Director?=");
    const decoded = decodeHeader(subject.replace(/\r\n[ \t]/g, " ").trim());
    expect(decoded).toContain("=?utf-8?Q?Sales_Director?= Eve Bcc: victim@example.com");
  });

  it("escapes the visitor's words in the HTML email and keeps them out of other headers", async () => {
    const inserted = await insertTestLead(db.storage, {
      fname: "Eve\r\nBcc: victim@example.com",
      questions: `<script>alert("x")</script> & 'more'`,
    });
    const lead = (await loadLeadForDelivery(db.storage, inserted.leadId)) ?? fail();
    const email = leadEmail(lead, "delivery-1", "https://residences.example:8443");
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(decodeHeader(email.subject)).toMatch(
      /^New inquiry: Eve Bcc: victim@example\.com Lovelace\w+ \(buyer\)$/,
    );
    expect(email.html).toContain(
      "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;more&#39;",
    );
    expect(email.html).not.toContain("<script>");
    expect(email.text).toContain(`Questions: <script>alert("x")</script> & 'more'`);
    expect(email.messageId).toBe("<lead-delivery-1@residences.example>");
    expect(email.headers).toEqual({ "X-Lead-Id": lead.id, "X-Idempotency-Key": "delivery-1" });
    expect(email.replyTo).toBe(inserted.email);
  });
});

/** Encoded words back to text; the space between two of them is not part of the text. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?UTF-8\?B\?(.*?)\?=/g, (_, word: string) =>
      Buffer.from(word, "base64").toString("utf8"),
    );
}

function fail(): never {
  throw new Error("lead not found");
}
