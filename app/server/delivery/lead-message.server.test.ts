import { describe, expect, it } from "vitest";
import { storageBackends, useTestStorage } from "../../../tests/support/test-storage.ts";
import { insertTestLead } from "./delivery-test-support.ts";
import { leadEmail, loadLeadForDelivery, webhookBody } from "./lead-message.server.ts";

describe.each(storageBackends)("lead messages on $kind", (backend) => {
  const db = useTestStorage(backend);

  it("numbers a returning contact's inquiries, not counting suspected bots", async () => {
    const first = await insertTestLead(db.storage, {
      receivedAt: new Date("2026-03-01T10:00:00Z"),
    });
    const { contactId } = first;
    await insertTestLead(db.storage, {
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
        inquiry_number: 2,
        fields: { fname: third.fname, email: third.email, intro: true, phone: "3055550123" },
        utm: { source: "newsletter", medium: "email", campaign: "spring" },
        page_path: "/contact",
        consent_text: "I consent.",
      },
    });
    const firstEvent = JSON.parse(
      webhookBody((await loadLeadForDelivery(db.storage, first.leadId)) ?? fail()),
    );
    expect(firstEvent.data).toMatchObject({ returning_contact: false, inquiry_number: 1 });
    expect(await loadLeadForDelivery(db.storage, "no-such-lead")).toBeNull();
  });

  it("escapes the visitor's words in the HTML email and keeps them out of other headers", async () => {
    const inserted = await insertTestLead(db.storage, {
      fname: "Eve\r\nBcc: victim@example.com",
      questions: `<script>alert("x")</script> & 'more'`,
    });
    const lead = (await loadLeadForDelivery(db.storage, inserted.leadId)) ?? fail();
    const email = leadEmail(lead, "delivery-1", "https://residences.example:8443");
    expect(email.subject).not.toMatch(/[\r\n]/);
    expect(email.subject).toMatch(
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

function fail(): never {
  throw new Error("lead not found");
}
