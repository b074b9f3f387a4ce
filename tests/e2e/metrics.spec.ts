import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { expect, test } from "./fixtures.ts";
import { startWebhookReceiver } from "./support/lead-receivers.ts";
import { testPort } from "./support/ports.ts";
import { startSite } from "./support/site-process.ts";
import { newVisitor, validInquiry } from "./support/visitor.ts";

const PORT = testPort(50);
const METRICS_PORT = testPort(51);
const SENTRY_SITE_PORT = testPort(52);

const refusingWebhook = async () => {
  const webhook = await startWebhookReceiver(Number.POSITIVE_INFINITY);
  const env = {
    LEAD_WEBHOOK_URL: webhook.url,
    LEAD_WEBHOOK_SECRET: `whsec_${randomBytes(32).toString("base64")}`,
  };
  return { env, close: webhook.close };
};

test("Prometheus finds requests by route, stored inquiries and failing deliveries on the metrics port alone", async () => {
  // A sales webhook that refuses every delivery: the inquiry's delivery is retried.
  const webhook = await refusingWebhook();
  const site = await startSite(PORT, { METRICS_PORT: String(METRICS_PORT), ...webhook.env });
  const scrape = async () => {
    const answer = await fetch(`http://127.0.0.1:${METRICS_PORT}/metrics`);
    expect(answer.status).toBe(200);
    return answer.text();
  };
  try {
    await expect.poll(() => site.log()).toContain(`metrics on http://127.0.0.1:${METRICS_PORT}/`);
    expect(await scrape()).toContain('inquiries_stored_total{suspected_bot="false"} 0');

    const inquiry = await sendInquiry(site.baseURL);

    await expect
      .poll(scrape, { message: "the refused delivery is counted as retrying" })
      .toContain('lead_deliveries{destination="webhook",state="retrying"} 1');
    const metrics = await scrape();
    expect(metrics).toContain('inquiries_stored_total{suspected_bot="false"} 1');
    expect(metrics).toContain(
      'http_requests_total{route="routes/contact",method="GET",status="200"} 1',
    );
    expect(metrics).toContain(
      'http_requests_total{route="routes/api/register-contact",method="POST",status="200"} 1',
    );
    expect(metrics).toContain('page_render_duration_seconds_count{route="routes/contact"} 1');
    expect(metrics).toMatch(/^content_version_info\{version="42@[^"]+"\} 1$/m);
    expect(metrics).toContain('metrics_collection_errors_total{collector="lead_deliveries"} 0');
    expect(metrics).toContain("process_resident_memory_bytes");
    // Labels are route ids, never paths or anything the visitor sent.
    expect(metrics).not.toContain(inquiry.email);
    expect(metrics).not.toContain("gcr-site-2026");

    // The public port has no /metrics: it is an unknown page there.
    const publicAnswer = await fetch(`${site.baseURL}/metrics`);
    expect(publicAnswer.status).toBe(404);
    expect(await publicAnswer.text()).not.toContain("http_requests_total");
    // Without SENTRY_DSN the error line about the webhook goes to the log only.
    await expect.poll(() => site.log()).toContain("lead deliveries to webhook are failing");
    expect(site.log()).not.toContain("reported to Sentry");
  } finally {
    await site.stop();
    await webhook.close();
  }
});

test("with SENTRY_DSN the server's error lines reach Sentry, without the visitor's details", async () => {
  const ingest = await startSentryIngest();
  const webhook = await refusingWebhook();
  const site = await startSite(SENTRY_SITE_PORT, { SENTRY_DSN: ingest.dsn, ...webhook.env });
  try {
    expect(site.log()).toContain("errors logged at error level are reported to Sentry");
    const inquiry = await sendInquiry(site.baseURL);
    await expect
      .poll(() => ingest.envelopes.join("\n"))
      .toContain("lead deliveries to webhook are failing");
    const sent = ingest.envelopes.join("\n");
    for (const personal of [inquiry.email, inquiry.fname, inquiry.phone, inquiry.submission_id]) {
      expect(sent).not.toContain(personal);
    }
  } finally {
    await site.stop();
    await webhook.close();
    await ingest.close();
  }
});

/** Stands in for Sentry: keeps every envelope the SDK posts. */
async function startSentryIngest() {
  const envelopes: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const gzipped = req.headers["content-encoding"] === "gzip";
      envelopes.push((gzipped ? gunzipSync(body) : body).toString("utf8"));
      res.writeHead(200, { "Content-Type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://public@127.0.0.1:${port}/1`,
    envelopes,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A valid inquiry from a new visitor, stored: what the metrics and the reports count. */
async function sendInquiry(baseURL: string) {
  const visitor = await newVisitor(baseURL);
  const inquiry = validInquiry();
  try {
    expect(await (await visitor.registerContact(inquiry)).text()).toBe("success");
  } finally {
    await visitor.context.dispose();
  }
  return inquiry;
}
