import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { pino } from "pino";
import { SMTPServer } from "smtp-server";
import { Webhook } from "standardwebhooks";
import { afterEach, describe, expect, it, vi } from "vitest";
import { storageBackends, useTestStorage } from "../../../tests/support/test-storage.ts";
import { openStorage, type Storage, type StorageOptions } from "../storage/storage.server.ts";
import { insertTestLead, type TestLead } from "./delivery-test-support.ts";
import {
  type DeliveryWorker,
  type DeliveryWorkerOptions,
  startDeliveryWorker,
} from "./delivery-worker.server.ts";
import {
  enqueueLeadDeliveries,
  GIVE_UP_AFTER_MS,
  type LeadDestination,
  listTroubledDeliveries,
  retryDelivery,
} from "./outbox.server.ts";

const SECRET = `whsec_${randomBytes(32).toString("base64")}`;
const BASE_MS = 20;

interface ReceivedRequest {
  headers: Record<string, string>;
  body: string;
  status: number;
}

/**
 * A CRM stand-in: answers 503 to the first `failFirst` requests (or all while failing), after
 * `delayMs`.
 */
async function startWebhookReceiver(failFirst = 0, delayMs = 0) {
  const receiver = { failFirst, failing: false, requests: [] as ReceivedRequest[], url: "" };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const status = receiver.failing || receiver.failFirst-- > 0 ? 503 : 200;
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
      );
      receiver.requests.push({ headers, body: Buffer.concat(chunks).toString("utf8"), status });
      setTimeout(() => response.writeHead(status).end(), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`;
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return receiver;
}

/** A mail server stand-in: rejects the first `rejectFirst` messages with 451, then keeps them. */
async function startSmtpSink(rejectFirst = 0) {
  const sink = { rejectFirst, messages: [] as { raw: string; messageId: string }[], url: "" };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        if (sink.rejectFirst-- > 0) {
          callback(Object.assign(new Error("Try again later"), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1] ?? "";
        sink.messages.push({ raw, messageId });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  sink.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return sink;
}

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** Log lines, kept so a test can check that no personal data reached them. */
const logLines: string[] = [];
const logger = pino({ level: "info" }, { write: (line: string) => void logLines.push(line) });

function start(options: Omit<DeliveryWorkerOptions, "logger">, instance = 0): DeliveryWorker {
  const worker = startDeliveryWorker({
    logger: logger.child({ instance }),
    pollIntervalMs: 10,
    ...options,
  });
  cleanups.push(() => worker.stop());
  return worker;
}

function config(
  receiver: { url: string } | null,
  sink: { url: string } | null,
): DeliveryWorkerOptions["config"] {
  return {
    leadWebhook: receiver ? { url: receiver.url, secret: SECRET } : null,
    leadEmail: sink
      ? { smtpUrl: sink.url, to: "sales@example.com", from: "site@example.com" }
      : null,
    leadRetryBaseMs: BASE_MS,
    leadDeliveryTimeoutMs: 2_000,
    publicOrigin: "https://residences.example",
  };
}

async function waitFor(condition: () => Promise<boolean> | boolean, what: string) {
  const deadline = Date.now() + 15_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The same database through a new connection, as another or a restarted instance has it. */
async function reopen(options: StorageOptions): Promise<Storage> {
  const opened = await openStorage(options);
  cleanups.push(() => opened.close());
  return opened;
}

describe.each(storageBackends)("lead delivery worker on $kind", (backend) => {
  const db = useTestStorage(backend);

  async function createLeads(
    count: number,
    destinations: LeadDestination[] = ["webhook", "email"],
  ) {
    const leads: TestLead[] = [];
    for (let i = 0; i < count; i++) {
      leads.push(
        await db.storage.transaction(async (tx) => {
          const lead = await insertTestLead(tx);
          await enqueueLeadDeliveries(tx, lead.leadId, destinations, new Date());
          return lead;
        }),
      );
    }
    return leads;
  }

  async function deliveries(leads: TestLead[]) {
    const ids = new Set(leads.map((lead) => lead.leadId));
    const rows = await db.storage.query<{
      id: string;
      lead_id: string;
      destination: LeadDestination;
      status: string;
      attempts: number;
      last_error: string;
    }>("SELECT id, lead_id, destination, status, attempts, last_error FROM lead_deliveries");
    return rows.filter((row) => ids.has(row.lead_id));
  }

  async function allDelivered(leads: TestLead[]) {
    return (await deliveries(leads)).every((row) => row.status === "delivered");
  }

  type Receiver = Awaited<ReturnType<typeof startWebhookReceiver>>;
  type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

  /** Each delivery reached its receiver exactly once, and nothing else did. */
  async function expectEachArrivedOnce(leads: TestLead[], receiver: Receiver, sink: Sink) {
    const rows = await deliveries(leads);
    const accepted = receiver.requests.filter((request) => request.status === 200);
    const webhookIds = accepted.map((request) => request.headers["webhook-id"]).sort();
    const webhookRows = rows.filter((row) => row.destination === "webhook");
    expect(webhookIds).toEqual(webhookRows.map((row) => row.id).sort());
    for (const request of accepted) {
      const event = new Webhook(SECRET).verify(request.body, request.headers) as {
        data: { id: string; fields: { fname: string } };
      };
      const lead = leads.find((candidate) => candidate.leadId === event.data.id);
      expect(event.data.fields.fname).toBe(lead?.fname);
      expect(() => new Webhook(SECRET).verify(`${request.body} `, request.headers)).toThrow();
    }
    const messageIds = sink.messages.map((message) => message.messageId).sort();
    const emailRows = rows.filter((row) => row.destination === "email");
    const expectedIds = emailRows.map((row) => `<lead-${row.id}@residences.example>`).sort();
    expect(messageIds).toEqual(expectedIds);
    for (const lead of leads) {
      // nodemailer writes the header as X-Lead-ID.
      const header = `x-lead-id: ${lead.leadId}`;
      const message = sink.messages.find((m) => m.raw.toLowerCase().includes(header));
      expect(message?.raw).toContain(`First Name: ${lead.fname}`);
    }
    const logs = logLines.join("");
    for (const lead of leads) {
      for (const personal of [lead.email, lead.fname, lead.lname])
        expect(logs).not.toContain(personal);
    }
  }

  it("delivers every lead exactly once to a webhook and a mailbox that fail, then recover", async () => {
    const receiver = await startWebhookReceiver(3);
    const sink = await startSmtpSink(3);
    const leads = await createLeads(5);
    start({ storage: db.storage, config: config(receiver, sink) }).nudge();
    await waitFor(() => allDelivered(leads), "every delivery");
    await expectEachArrivedOnce(leads, receiver, sink);
    expect(receiver.requests.filter((request) => request.status === 503)).toHaveLength(3);
    expect(logLines.some((line) => line.includes('"reason":"HTTP 503"'))).toBe(true);
  });

  it("loses nothing across a restart, even a row claimed by a worker that died", async () => {
    const receiver = await startWebhookReceiver(6);
    const sink = await startSmtpSink(6);
    const leads = await createLeads(4);
    const before = await reopen(db.options);
    const first = start({ storage: before, config: config(receiver, sink) });
    await waitFor(() => receiver.requests.length >= 2 && sink.rejectFirst < 5, "first failures");
    await first.stop();
    await before.close();
    expect(await allDelivered(leads)).toBe(false);
    // A worker that crashed mid-attempt leaves its claim behind; the lease lets it lapse.
    await db.storage.execute(
      `UPDATE lead_deliveries SET attempts = attempts + 1, locked_until = $1
       WHERE id = (SELECT id FROM lead_deliveries WHERE status = 'pending' ORDER BY id LIMIT 1)`,
      [new Date(Date.now() + 300)],
    );
    const after = await reopen(db.options);
    start({ storage: after, config: config(receiver, sink) });
    await waitFor(() => allDelivered(leads), "every delivery after the restart");
    await expectEachArrivedOnce(leads, receiver, sink);
  });

  it("never sends a delivery twice when two instances work the same database", async () => {
    const receiver = await startWebhookReceiver(0, 30);
    const sink = await startSmtpSink(0);
    const leads = await createLeads(12);
    const workers = [];
    for (let i = 0; i < 2; i++) {
      const storage = await reopen(db.options);
      workers.push(start({ storage, config: config(receiver, sink) }, 100 + i));
    }
    for (let i = 0; i < 5; i++) for (const worker of workers) worker.nudge();
    await waitFor(() => allDelivered(leads), "every delivery");
    // Raw requests, not just accepted ones: the receiver never saw an id twice.
    expect(receiver.requests).toHaveLength(12);
    await expectEachArrivedOnce(leads, receiver, sink);
    // Both instances took part, so the test did exercise the claim between them.
    for (const instance of [100, 101]) {
      const delivered = `"instance":${instance},"deliveryId"`;
      expect(logLines.some((line) => line.includes(delivered))).toBe(true);
    }
  });

  it("records failures, gives up after 72 hours, and delivers after an operator retry", async () => {
    const receiver = await startWebhookReceiver();
    receiver.failing = true;
    const [lead] = await createLeads(1, ["webhook"]);
    if (!lead) throw new Error("no lead");
    const first = start({ storage: db.storage, config: config(receiver, null) });
    await waitFor(async () => ((await deliveries([lead]))[0]?.attempts ?? 0) >= 3, "retries");
    await first.stop();
    const [row] = await deliveries([lead]);
    expect(row).toMatchObject({ status: "pending", last_error: "HTTP 503" });
    if (!row) throw new Error("no delivery");

    const retrying = await listTroubledDeliveries(db.storage);
    expect(retrying).toContainEqual(
      expect.objectContaining({ id: row.id, status: "retrying", lastError: "HTTP 503" }),
    );
    // Move the retry window back 72 hours, rather than wait for them.
    await db.storage.execute(
      "UPDATE lead_deliveries SET retry_window_start = $1, next_attempt_at = $2 WHERE id = $3",
      [new Date(Date.now() - GIVE_UP_AFTER_MS), new Date(), row.id],
    );
    const second = start({ storage: db.storage, config: config(receiver, null) });
    await waitFor(async () => (await deliveries([lead]))[0]?.status === "failed", "give-up");
    const failed = await listTroubledDeliveries(db.storage);
    expect(failed).toContainEqual(
      expect.objectContaining({
        id: row.id,
        leadId: lead.leadId,
        status: "failed",
        lastError: "HTTP 503",
      }),
    );

    receiver.failing = false;
    expect(await retryDelivery(db.storage, row.id)).toBe(true);
    second.nudge();
    await waitFor(async () => (await deliveries([lead]))[0]?.status === "delivered", "delivery");
    const accepted = receiver.requests.filter((request) => request.status === 200);
    expect(accepted.map((request) => request.headers["webhook-id"])).toEqual([row.id]);
  });

  it("drains the backlog as soon as a failing destination answers again", async () => {
    const receiver = await startWebhookReceiver();
    receiver.failing = true;
    const logsFrom = logLines.length;
    const leads = await createLeads(12, ["webhook"]);
    // A one-minute base delay: on backoff alone the last rows would wait minutes after recovery.
    const slow = { ...config(receiver, null), leadRetryBaseMs: 60_000 };
    const worker = start({ storage: db.storage, config: slow, probeIntervalMs: 200 });
    worker.nudge();
    await waitFor(async () => (await deliveries(leads)).every((row) => row.attempts > 0), "fails");
    const logs = () => logLines.slice(logsFrom);
    const failing = logs().filter((line) => line.includes("lead deliveries to webhook are"));
    expect(failing).toHaveLength(1);
    expect(failing[0]).toContain('"level":50');

    receiver.failing = false;
    const recovered = Date.now();
    await waitFor(() => allDelivered(leads), "every delivery after the recovery");
    expect(Date.now() - recovered).toBeLessThan(10_000);
    const recovery = logs().filter((line) => line.includes("lead deliveries to webhook recov"));
    expect(recovery).toHaveLength(1);
    expect(recovery[0]).toContain('"level":50');
  });

  it.runIf(backend.kind === "postgres")(
    "judges leases by the database's clock, not an instance's own",
    async () => {
      const receiver = await startWebhookReceiver();
      const [held, free] = await createLeads(2, ["webhook"]);
      // Another instance holds one row for a minute.
      await db.storage.execute(
        "UPDATE lead_deliveries SET attempts = 1, locked_until = $1 WHERE lead_id = $2",
        [new Date(Date.now() + 60_000), held?.leadId],
      );
      // This instance's clock runs ten minutes fast: by its own clock the lease has lapsed.
      vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 10 * 60_000 });
      try {
        const worker = start({ storage: db.storage, config: config(receiver, null) });
        worker.nudge();
        // The free row is claimed in the same query as the held one would be.
        await waitFor(
          async () => (await deliveries(free ? [free] : []))[0]?.status === "delivered",
          "the free row",
        );
        await worker.stop();
      } finally {
        vi.useRealTimers();
      }
      expect(receiver.requests).toHaveLength(1);
      expect((await deliveries(held ? [held] : []))[0]).toMatchObject({ status: "pending" });
    },
  );

  it("gives back a delivery still in flight when it stops, not left leased", async () => {
    const receiver = await startWebhookReceiver(0, 5_000);
    const [lead] = await createLeads(1, ["webhook"]);
    const worker = start({
      storage: db.storage,
      config: config(receiver, null),
      stopDeadlineMs: 100,
    });
    worker.nudge();
    await waitFor(() => receiver.requests.length === 1, "the send to begin");
    const stopping = Date.now();
    await worker.stop();
    expect(Date.now() - stopping).toBeLessThan(2_000);
    const [row] = await db.storage.query(
      "SELECT status, attempts, locked_until FROM lead_deliveries WHERE lead_id = $1",
      [lead?.leadId],
    );
    expect(row).toEqual({
      status: "pending",
      attempts: 0,
      locked_until: new Date(0).toISOString(),
    });
  });

  it("leaves the outbox alone when no destination is configured", async () => {
    const leads = await createLeads(1);
    const worker = start({ storage: db.storage, config: config(null, null) });
    worker.nudge();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await worker.stop();
    expect((await deliveries(leads)).map((row) => row.status)).toEqual(["pending", "pending"]);
  });
});
