import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { storageBackends, useTestStorage } from "../../../tests/support/test-storage.ts";
import { CONSENT_TEXT } from "../../content/contact-form.ts";
import { parseContactSubmission } from "./contact-submission.server.ts";
import { botReason, findResentLead, storeLead } from "./lead-intake.server.ts";

function submission(overrides: Record<string, unknown> = {}) {
  const parsed = parseContactSubmission({
    fname: "Grace",
    lname: "Hopper",
    email: "Grace.Hopper@Example.com",
    phone: "3455550100",
    zip: "KY1-1201",
    consent: true,
    submission_id: randomUUID(),
    page_path: "/contact",
    fill_ms: 42_000,
    utm_source: "newsletter",
    ...overrides,
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.submission;
}

describe("botReason", () => {
  it("flags a filled honeypot and a form filled in under 3 seconds, not a missing fill time", () => {
    expect(botReason(submission())).toBe("");
    expect(botReason(submission({ website: "http://spam" }))).toBe("honeypot field filled");
    expect(botReason(submission({ fill_ms: undefined }))).toBe("");
    expect(botReason(submission({ fill_ms: 900 }))).toBe("form filled in 900 ms");
  });
});

describe.each(storageBackends)("storeLead on $kind", (backend) => {
  const db = useTestStorage(backend);

  const deliveriesOf = (leadId: string) =>
    db.storage.query<{ destination: string; status: string }>(
      "SELECT destination, status FROM lead_deliveries WHERE lead_id = $1 ORDER BY destination",
      [leadId],
    );

  it("stores every field, the consent wording, the UTM values and one delivery per destination", async () => {
    const stored = await storeLead(db.storage, submission(), ["webhook", "email"]);
    expect(stored).toMatchObject({ outcome: "stored", suspectedBot: false });
    const [lead] = await db.storage.query("SELECT * FROM leads WHERE id = $1", [stored.leadId]);
    expect(lead).toMatchObject({
      fname: "Grace",
      email: "Grace.Hopper@Example.com",
      country: "United States",
      utm_source: "newsletter",
      page_path: "/contact",
      consent_text: CONSENT_TEXT,
      audience: "buyer",
    });
    expect(await deliveriesOf(stored.leadId)).toEqual([
      { destination: "email", status: "pending" },
      { destination: "webhook", status: "pending" },
    ]);
  });

  it("never stores a retried submission twice", async () => {
    const once = submission();
    const first = await storeLead(db.storage, once, ["webhook"]);
    const again = await storeLead(db.storage, once, ["webhook"]);
    const racing = await Promise.all([
      storeLead(db.storage, once, ["webhook"]),
      storeLead(db.storage, once, ["webhook"]),
    ]);
    expect(again).toEqual({ ...first, outcome: "duplicate" });
    expect(racing.map((result) => result.leadId)).toEqual([first.leadId, first.leadId]);
    const [count] = await db.storage.query<{ n: unknown }>(
      "SELECT COUNT(*) AS n FROM leads WHERE submission_id = $1",
      [once.submissionId],
    );
    expect(Number(count?.n)).toBe(1);
    expect(await deliveriesOf(first.leadId)).toHaveLength(1);
  });

  it("finds the lead a resent submission was stored as, without storing anything", async () => {
    const once = submission();
    expect(await findResentLead(db.storage, once)).toBeNull();
    const first = await storeLead(db.storage, once, ["webhook"]);
    expect(await findResentLead(db.storage, once)).toEqual({ ...first, outcome: "duplicate" });
    const copied = submission({ submission_id: once.submissionId, questions: "Another question" });
    expect(await findResentLead(db.storage, copied)).toEqual({ ...first, outcome: "changed" });
    const withoutId = submission({ submission_id: undefined });
    await storeLead(db.storage, withoutId, ["webhook"]);
    expect(await findResentLead(db.storage, withoutId)).toBeNull();
    expect(await deliveriesOf(first.leadId)).toHaveLength(1);
  });

  it("links a returning email address to the same contact and tells brokers apart", async () => {
    const first = await storeLead(db.storage, submission({ email: "returning@example.com" }), []);
    const second = await storeLead(
      db.storage,
      submission({ email: "  RETURNING@example.com ", broker: "Yes" }),
      [],
    );
    const rows = await db.storage.query<{ contact_id: string; audience: string }>(
      "SELECT contact_id, audience FROM leads WHERE id IN ($1, $2) ORDER BY received_at, audience",
      [first.leadId, second.leadId],
    );
    expect(new Set(rows.map((row) => row.contact_id)).size).toBe(1);
    expect(rows.map((row) => row.audience).sort()).toEqual(["broker", "buyer"]);
  });

  it("refuses the same submission id with other answers, and stores nothing new", async () => {
    const id = randomUUID();
    const first = await storeLead(db.storage, submission({ submission_id: id }), ["webhook"]);
    const copied = submission({ submission_id: id, questions: "A second question" });
    const changed = await storeLead(db.storage, copied, ["webhook"]);
    expect(changed).toEqual({ ...first, outcome: "changed" });
    const racing = await Promise.all([
      storeLead(db.storage, copied, ["webhook"]),
      storeLead(db.storage, copied, ["webhook"]),
    ]);
    expect(racing.map((result) => result.outcome)).toEqual(["changed", "changed"]);
    // The same answers again are still a harmless retry.
    const retried = await storeLead(db.storage, submission({ submission_id: id }), ["webhook"]);
    expect(retried.outcome).toBe("duplicate");
    const [lead] = await db.storage.query<{ questions: string }>(
      "SELECT questions FROM leads WHERE submission_id = $1",
      [id],
    );
    expect(lead?.questions).toBe("");
  });

  it("delivers a suspected bot's lead too, marked with its reason", async () => {
    const stored = await storeLead(db.storage, submission({ website: "buy-now" }), ["webhook"]);
    expect(stored.suspectedBot).toBe(true);
    const [lead] = await db.storage.query<{ suspected_bot: unknown; bot_reason: string }>(
      "SELECT suspected_bot, bot_reason FROM leads WHERE id = $1",
      [stored.leadId],
    );
    expect(Number(lead?.suspected_bot)).toBe(1);
    expect(lead?.bot_reason).toBe("honeypot field filled");
    expect(await deliveriesOf(stored.leadId)).toEqual([
      { destination: "webhook", status: "pending" },
    ]);
  });

  it("delivers a body sent exactly as the spec describes, with no fill time", async () => {
    const stored = await storeLead(db.storage, submission({ fill_ms: undefined }), ["webhook"]);
    expect(stored.suspectedBot).toBe(false);
    expect(await deliveriesOf(stored.leadId)).toEqual([
      { destination: "webhook", status: "pending" },
    ]);
  });
});
