import { randomBytes } from "node:crypto";
import pg from "pg";
import { Webhook } from "standardwebhooks";
import { expect, test } from "./fixtures.ts";
import { countBy, startSmtpSink, startWebhookReceiver } from "./support/lead-receivers.ts";
import { testPort } from "./support/ports.ts";
import { startSite } from "./support/site-process.ts";
import { newVisitor, validInquiry } from "./support/visitor.ts";

const WEBHOOK_SECRET = `whsec_${randomBytes(32).toString("base64")}`;
const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

function deliveryEnv(webhookUrl: string, smtpUrl?: string): Record<string, string> {
  return {
    LEAD_WEBHOOK_URL: webhookUrl,
    LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
    ...(smtpUrl ? { SMTP_URL: smtpUrl, SALES_EMAIL: "sales@residences.example" } : {}),
    LEAD_RETRY_BASE_MS: "150",
    LEAD_DELIVERY_TIMEOUT_MS: "1000",
    CONTACT_RATE_LIMIT: "1000",
  };
}

/** The submission ids the receiver has seen, one entry per distinct webhook-id. */
function leadsByWebhookId(received: { id: string; body: string }[]): Map<string, string> {
  const leads = new Map<string, string>();
  for (const delivery of received) {
    const body = JSON.parse(delivery.body) as { data: { submission_id: string } };
    leads.set(delivery.id, body.data.submission_id);
  }
  return leads;
}

test("receivers that fail, then recover, get every lead exactly once, across a crash and restart", async () => {
  test.setTimeout(90_000);
  const webhook = await startWebhookReceiver(8);
  const smtp = await startSmtpSink(3);
  const env = deliveryEnv(webhook.url, smtp.url);
  let site = await startSite(testPort(12), env);
  const sent: string[] = [];
  try {
    const before = await newVisitor(site.baseURL);
    for (let i = 0; i < 5; i += 1) {
      const inquiry = validInquiry({ fname: `Before${i}` });
      expect(await (await before.registerContact(inquiry)).text()).toBe("success");
      sent.push(inquiry.submission_id);
    }
    await before.context.dispose();
    // A power cut while deliveries are still being refused and retried.
    await site.kill();

    site = await startSite(testPort(12), env, site.dataDir);
    const after = await newVisitor(site.baseURL);
    for (let i = 0; i < 3; i += 1) {
      const inquiry = validInquiry({ fname: `After${i}` });
      expect(await (await after.registerContact(inquiry)).text()).toBe("success");
      sent.push(inquiry.submission_id);
    }
    await after.context.dispose();

    await expect
      .poll(() => leadsByWebhookId(webhook.received).size, { timeout: 40_000 })
      .toBe(sent.length);
    await expect
      .poll(() => new Set(smtp.received.map((mail) => mail.messageId)).size, { timeout: 40_000 })
      .toBe(sent.length);

    const byId = leadsByWebhookId(webhook.received);
    expect([...byId.values()].sort()).toEqual([...sent].sort());
    const verifier = new Webhook(WEBHOOK_SECRET);
    for (const delivery of webhook.received) {
      const headers = Object.fromEntries(
        ["webhook-id", "webhook-timestamp", "webhook-signature"].map((name) => [
          name,
          String(delivery.headers[name]),
        ]),
      );
      expect(() => verifier.verify(delivery.body, headers)).not.toThrow();
    }
    expect(webhook.refused()).toBe(8);
    expect(smtp.refused()).toBe(3);
    for (const name of ["Before0", "After2"]) {
      expect(smtp.received.some((mail) => mail.raw.includes(name))).toBe(true);
    }
    expect(site.log()).toContain('"destinations":["webhook","email"]');
    // The log tells operators what happened without naming anyone.
    expect(site.log()).not.toContain("@example.com");
    expect(site.log()).not.toContain("3455550100");
  } finally {
    await site.stop();
    await webhook.close();
    await smtp.close();
  }
});

test("two instances sharing PostgreSQL accept each other's CSRF tokens and never deliver a lead twice", async () => {
  test.setTimeout(90_000);
  const schema = `e2e_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  const url = new URL(PG_URL);
  url.searchParams.set("options", `-c search_path=${schema}`);
  const webhook = await startWebhookReceiver(0);
  const shared = {
    ...deliveryEnv(webhook.url),
    DATABASE_URL: url.toString(),
    SECRET: randomBytes(32).toString("base64url"),
  };
  const [first, second] = await Promise.all([
    startSite(testPort(13), { ...shared, PUBLIC_URL: `http://localhost:${testPort(13)}` }),
    startSite(testPort(14), { ...shared, PUBLIC_URL: `http://localhost:${testPort(14)}` }),
  ]);
  try {
    // One visitor, whose page came from the first instance, submits to both.
    const visitor = await newVisitor(first.baseURL);
    const sent: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const inquiry = validInquiry({ fname: `Shared${i}` });
      const target = i % 2 === 0 ? first.baseURL : second.baseURL;
      expect(await (await visitor.registerContact(inquiry, target)).text()).toBe("success");
      sent.push(inquiry.submission_id);
    }
    await visitor.context.dispose();

    await expect
      .poll(() => leadsByWebhookId(webhook.received).size, { timeout: 30_000 })
      .toBe(sent.length);
    // Give both workers time to (wrongly) send anything again.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(webhook.received).toHaveLength(sent.length);
    expect([...countBy(webhook.received, (delivery) => delivery.id).values()]).toEqual(
      sent.map(() => 1),
    );
    expect([...leadsByWebhookId(webhook.received).values()].sort()).toEqual([...sent].sort());
  } finally {
    await Promise.all([first.stop(), second.stop()]);
    await webhook.close();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  }
});
