import { randomBytes } from "node:crypto";
import { appendFileSync } from "node:fs";
import { join } from "node:path";
import pg from "pg";
import { Webhook } from "standardwebhooks";
import {
  type ProductionStack,
  startProductionStack,
} from "../../scripts/support/production-stack.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { fillRequired, sendInquiry, uniqueEmail } from "./support/inquiry.ts";
import { countBy, startWebhookReceiver } from "./support/lead-receivers.ts";
import { testPort } from "./support/ports.ts";

/**
 * The production shape of compose.yaml without containers (`npm run stack`): PostgreSQL, two
 * instances sharing it, and nginx in front. A visitor's inquiry through nginx is stored once,
 * delivered once and counted once, whichever instance takes it.
 */
const PORT = testPort(60);
const INSTANCE_PORTS = [testPort(61), testPort(62)] as const;
const METRICS_PORTS = [testPort(63), testPort(64)] as const;
const WEBHOOK_SECRET = `whsec_${randomBytes(32).toString("base64")}`;

let stack: ProductionStack | undefined;
let webhook: Awaited<ReturnType<typeof startWebhookReceiver>> | undefined;
let database: pg.Client | undefined;

test.afterEach(async () => {
  await database?.end();
  await stack?.stop();
  // Kept with the run's other server logs, which are read for personal data when it ends.
  const root = process.env.E2E_DATA_ROOT;
  for (const instance of stack?.instances ?? []) {
    if (root) appendFileSync(join(root, `production-stack-${instance.name}.log`), instance.log());
  }
  await webhook?.close();
  [database, stack, webhook] = [undefined, undefined, undefined];
});

/** Each instance's inquiries_stored_total (all its series added), or null without metrics. */
async function inquiriesStored(running: ProductionStack): Promise<(number | null)[]> {
  return Promise.all(
    running.instances.map(async ({ metricsUrl }) => {
      try {
        const text = await (await fetch(metricsUrl ?? "")).text();
        const samples = text.matchAll(/^inquiries_stored_total(?:\{[^}]*\})? (\S+)$/gm);
        return [...samples].reduce((sum, [, value]) => sum + Number(value), 0);
      } catch {
        return null;
      }
    }),
  );
}

test("an inquiry through nginx to either of two instances on PostgreSQL is stored once, delivered once and counted", async ({
  page,
}) => {
  test.setTimeout(60_000);
  webhook = await startWebhookReceiver();
  stack = await startProductionStack({
    port: PORT,
    instancePorts: INSTANCE_PORTS,
    metricsPorts: METRICS_PORTS,
    env: {
      LEAD_WEBHOOK_URL: webhook.url,
      LEAD_WEBHOOK_SECRET: WEBHOOK_SECRET,
      LEAD_RETRY_BASE_MS: "150",
      LEAD_DELIVERY_TIMEOUT_MS: "1000",
    },
  });
  database = new pg.Client({ connectionString: stack.databaseUrl });
  await database.connect();
  const countedBefore = await inquiriesStored(stack);

  const answer = await page.goto(`${stack.url}/contact`);
  expect(answer?.status()).toBe(200);
  expect(answer?.headers()["x-cache-status"]).toBe("MISS");
  await waitForHydration(page);
  const email = uniqueEmail();
  await fillRequired(page, { email });
  await sendInquiry(page);
  await expect(page).toHaveURL(`${stack.url}/thanks`);
  await expect(page.getByRole("heading", { level: 1, name: "Thank You" })).toBeVisible();

  const leads = await database.query<{ id: string }>("SELECT id FROM leads WHERE email = $1", [
    email,
  ]);
  expect(leads.rows, "the inquiry is stored once").toHaveLength(1);
  const leadId = leads.rows[0]?.id;

  // Once the outbox records the delivery as done, no instance will send it again.
  const deliveries = () =>
    database
      ?.query<{ id: string; status: string }>(
        "SELECT id, status FROM lead_deliveries WHERE lead_id = $1",
        [leadId],
      )
      .then((result) => result.rows);
  await expect
    .poll(async () => (await deliveries())?.map((delivery) => delivery.status), {
      timeout: 20_000,
    })
    .toEqual(["delivered"]);
  const [delivery] = (await deliveries()) ?? [];
  expect(webhook.received, "the receiver was sent one delivery").toHaveLength(1);
  expect(countBy(webhook.received, (received) => received.id).get(delivery?.id ?? "")).toBe(1);
  const [received] = webhook.received;
  const headers = Object.fromEntries(
    ["webhook-id", "webhook-timestamp", "webhook-signature"].map((name) => [
      name,
      String(received?.headers[name]),
    ]),
  );
  expect(() => new Webhook(WEBHOOK_SECRET).verify(received?.body ?? "", headers)).not.toThrow();
  expect(JSON.parse(received?.body ?? "{}").data.id).toBe(leadId);

  // nginx shared the visitor's requests between the instances (health checks are not logged).
  const logs = stack.instances.map((instance) => instance.log());
  for (const [index, log] of logs.entries()) {
    expect(log, `site-${index + 1} answered requests`).toContain('"msg":"request completed"');
  }

  // The instance that took the post counted it; the other did not.
  const taker = logs.findIndex((log) => log.includes('"method":"POST"'));
  expect(countedBefore, "both instances serve metrics").not.toContain(null);
  await expect
    .poll(() => inquiriesStored(stack as ProductionStack))
    .toEqual(countedBefore.map((count, index) => (count ?? 0) + (index === taker ? 1 : 0)));
});
