/**
 * A back office with leads to work: a CRM webhook that refuses until told to accept, inquiries
 * sent as visitors send them, and the site's database read (and, for time, written) directly.
 */
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, type Page } from "@playwright/test";
import { startBackOffice } from "./back-office.ts";
import { newVisitor, validInquiry } from "./visitor.ts";

/** A CRM endpoint that answers 503 until `accept()`, keeping what it accepted. */
async function startSwitchableWebhook() {
  const received: string[] = [];
  let accepting = false;
  const server = createServer((req, res) => {
    let body = "";
    req.on("error", () => {});
    req.on("data", (chunk) => {
      body += chunk;
    });
    req.on("end", () => {
      if (!accepting) {
        res.writeHead(503).end("down");
        return;
      }
      received.push(body);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads`,
    received,
    accept: () => {
      accepting = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function startLeadOffice(port: number) {
  const webhook = await startSwitchableWebhook();
  const office = await startBackOffice(port, {
    LEAD_WEBHOOK_URL: webhook.url,
    LEAD_WEBHOOK_SECRET: `whsec_${randomBytes(32).toString("base64")}`,
    LEAD_RETRY_BASE_MS: "150",
    LEAD_DELIVERY_TIMEOUT_MS: "1000",
    CONTACT_RATE_LIMIT: "1000",
  });
  const file = join(office.site.dataDir, "site.db");
  const withDb = <T>(work: (db: DatabaseSync) => T, readOnly = true): T => {
    const db = new DatabaseSync(file, { readOnly });
    try {
      db.exec("PRAGMA busy_timeout = 5000");
      return work(db);
    } finally {
      db.close();
    }
  };
  return {
    ...office,
    webhook,
    /** Sends an inquiry as a visitor does; returns its lead's id. */
    async inquire(overrides: Record<string, unknown> = {}): Promise<string> {
      const visitor = await newVisitor(office.site.baseURL);
      const inquiry = validInquiry(overrides);
      expect(await (await visitor.registerContact(inquiry)).text()).toBe("success");
      await visitor.context.dispose();
      return withDb((db) =>
        String(
          db.prepare("SELECT id FROM leads WHERE submission_id = ?").get(inquiry.submission_id)?.id,
        ),
      );
    },
    /** The state of a lead's delivery to one destination, or undefined when it is gone. */
    deliveryStatus(leadId: string, destination: "webhook" | "email"): string | undefined {
      return withDb(
        (db) =>
          db
            .prepare("SELECT status FROM lead_deliveries WHERE lead_id = ? AND destination = ?")
            .get(leadId, destination)?.status as string | undefined,
      );
    },
    deliveryId(leadId: string, destination: "webhook" | "email"): string {
      return withDb((db) =>
        String(
          db
            .prepare("SELECT id FROM lead_deliveries WHERE lead_id = ? AND destination = ?")
            .get(leadId, destination)?.id,
        ),
      );
    },
    /** As if the CRM had been down for three days: the next failed attempt gives up. */
    expireRetryWindow(leadId: string) {
      withDb(
        (db) =>
          db
            .prepare("UPDATE lead_deliveries SET retry_window_start = ? WHERE lead_id = ?")
            .run("2000-01-01T00:00:00.000Z", leadId),
        false,
      );
    },
    /** Everything the inbox can change, to show that a refused request changed nothing. */
    leadsState(): string {
      return withDb((db) =>
        JSON.stringify([
          db
            .prepare(
              "SELECT id, sales_status, owner_id, version, suspected_bot FROM leads ORDER BY id",
            )
            .all(),
          db.prepare("SELECT * FROM lead_notes ORDER BY id").all(),
          // Not the attempts: the worker keeps retrying the other leads' deliveries meanwhile.
          db.prepare("SELECT id, status FROM lead_deliveries ORDER BY id").all(),
          db.prepare("SELECT id FROM contacts ORDER BY id").all(),
        ]),
      );
    },
    /** The audit log's lines, oldest first, as stored. */
    auditLines(): Record<string, unknown>[] {
      return withDb((db) => db.prepare("SELECT * FROM staff_audit_log ORDER BY at, id").all());
    },
    /** How many leads the database holds with this email address. */
    leadRows(email: string): number {
      return withDb((db) =>
        Number(db.prepare("SELECT COUNT(*) AS n FROM leads WHERE email = ?").get(email)?.n),
      );
    },
    /** The test's pages first, as BackOffice.close does. */
    async close(...pages: Page[]) {
      await office.close(...pages);
      await webhook.close();
    },
  };
}

export type LeadOffice = Awaited<ReturnType<typeof startLeadOffice>>;
