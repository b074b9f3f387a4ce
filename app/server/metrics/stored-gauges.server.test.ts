import { Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { storageBackends, useTestStorage } from "../../../tests/support/test-storage.ts";
import { contentVersion } from "../content-versions.server.ts";
import { insertTestLead } from "../delivery/delivery-test-support.ts";
import { enqueueLeadDeliveries } from "../delivery/outbox.server.ts";
import type { Queryable } from "../storage/storage.server.ts";
import { registerStoredGauges } from "./stored-gauges.server.ts";

function scrapeOf(storage: Queryable, timeoutMs?: number) {
  const registry = new Registry();
  registerStoredGauges(registry, { storage, destinations: ["webhook", "email"], timeoutMs });
  return () => registry.metrics();
}

describe.each(storageBackends)("stored gauges on $kind", (backend) => {
  const db = useTestStorage(backend);

  it("counts open deliveries by destination and state, with 0 for a state that has none", async () => {
    const scrape = scrapeOf(db.storage);
    expect(await scrape()).toContain('lead_deliveries{destination="webhook",state="failed"} 0');

    const now = new Date();
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      await db.storage.transaction(async (tx) => {
        const { leadId } = await insertTestLead(tx, { receivedAt: now });
        await enqueueLeadDeliveries(tx, leadId, ["webhook"], now);
        ids.push(leadId);
      });
    }
    const set = (leadId: string | undefined, change: string) =>
      db.storage.execute(`UPDATE lead_deliveries SET ${change} WHERE lead_id = $1`, [leadId]);
    // One pending, one retrying after a failed attempt, one given up, one delivered.
    await set(ids[1], "attempts = 2, last_error = 'HTTP 503'");
    await set(ids[2], "status = 'failed', attempts = 9, last_error = 'HTTP 410'");
    await set(ids[3], "status = 'delivered', attempts = 1");

    const text = await scrape();
    expect(text).toContain('lead_deliveries{destination="webhook",state="pending"} 1');
    expect(text).toContain('lead_deliveries{destination="webhook",state="retrying"} 1');
    expect(text).toContain('lead_deliveries{destination="webhook",state="failed"} 1');
    expect(text).toContain('lead_deliveries{destination="email",state="pending"} 0');
    expect(text).toContain('metrics_collection_errors_total{collector="lead_deliveries"} 0');
  });

  it("reports the content version pages are validated by", async () => {
    const text = await scrapeOf(db.storage)();
    const version = await contentVersion(db.storage);
    expect(version).not.toMatch(/^unreadable/);
    expect(text).toContain(`content_version_info{version="${version}"} 1`);
  });
});

describe("a database in trouble", () => {
  it("costs a scrape its stored values, counted as errors, never the scrape", async () => {
    const failing: Queryable = {
      query: async () => {
        throw new Error("connection refused");
      },
      execute: async () => ({ rowCount: 0 }),
    };
    const text = await scrapeOf(failing)();
    expect(text).not.toMatch(/^lead_deliveries\{/m);
    expect(text).not.toMatch(/^content_version_info\{/m);
    expect(text).toContain('metrics_collection_errors_total{collector="lead_deliveries"} 1');
    expect(text).toContain('metrics_collection_errors_total{collector="content_version"} 1');
  });

  it("answers within the timeout while the database hangs, and asks it only once meanwhile", async () => {
    let queries = 0;
    const hanging: Queryable = {
      query: () => {
        queries += 1;
        return new Promise(() => {});
      },
      execute: async () => ({ rowCount: 0 }),
    };
    const scrape = scrapeOf(hanging, 50);
    const started = performance.now();
    const [first] = await Promise.all([scrape(), scrape()]);
    await scrape();
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(first).not.toMatch(/^lead_deliveries\{/m);
    expect(first).not.toMatch(/^content_version_info\{/m);
    // One read per gauge, still waited for by the later scrapes.
    expect(queries).toBe(2);
  });
});
