import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { storageBackends, useTestStorage } from "../../../tests/support/test-storage.ts";
import { readInboxQuery } from "../admin/lead-inbox-query.server.ts";
import { insertTestLead } from "../delivery/delivery-test-support.ts";
import { enqueueLeadDeliveries } from "../delivery/outbox.server.ts";
import { exportLeads } from "./lead-export.server.ts";
import { countInboxTabs, listInboxLeads, listLeadSources } from "./lead-inbox.server.ts";

const query = (search: string) => readInboxQuery(new URLSearchParams(search));

describe("readInboxQuery, the inbox's address as a view", () => {
  it("reads the filters, the tab, the order and the page", () => {
    const read = query(
      "view=suspected&from=2026-01-01&to=2026-01-31&audience=broker&source=google&status=closed&order=oldest&page=3",
    );
    expect(read).toMatchObject({ view: "suspected", order: "oldest", page: 3, errors: {} });
    expect(read.filters).toEqual({
      suspected: "only",
      from: "2026-01-01",
      to: "2026-01-31",
      audience: "broker",
      source: "google",
      status: "closed",
    });
  });

  it("names each filter it cannot read, and leaves it out", () => {
    const read = query("from=yesterday&to=2025-01-01&audience=agent&status=won&page=-2");
    expect(read.errors).toEqual({
      from: "Enter a date as YYYY-MM-DD, for example 2026-03-31.",
      audience: "Choose buyer or broker.",
      status: "Choose one of the statuses.",
    });
    expect(read.filters).toEqual({ suspected: "exclude", to: "2025-01-01" });
    expect(read.page).toBe(1);
    expect(query("from=2026-02-01&to=2026-01-01").errors.to).toBe(
      "The end date must not be before the start date.",
    );
  });
});

describe.each(storageBackends)("the lead inbox on $kind", (backend) => {
  const db = useTestStorage(backend);
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const day = (date: string) => new Date(`${date}T12:00:00Z`);
    ids.old = (await insertTestLead(db.storage, { receivedAt: day("2026-01-05") })).leadId;
    ids.mid = (await insertTestLead(db.storage, { receivedAt: day("2026-02-10") })).leadId;
    ids.new = (await insertTestLead(db.storage, { receivedAt: day("2026-03-15") })).leadId;
    ids.bot = (
      await insertTestLead(db.storage, { receivedAt: day("2026-03-16"), suspectedBot: true })
    ).leadId;
    await db.storage.execute(
      "UPDATE leads SET audience = 'broker', utm_source = 'google', sales_status = 'closed' WHERE id = $1",
      [ids.mid],
    );
    await enqueueLeadDeliveries(db.storage, ids.new, ["webhook", "email"], new Date());
    await db.storage.execute(
      "UPDATE lead_deliveries SET attempts = 2, last_error = 'HTTP 503' WHERE destination = 'webhook'",
    );
  });

  const listed = async (search: string, pageSize = 25) => {
    const read = query(search);
    const found = await listInboxLeads(db.storage, read.filters, read, pageSize);
    return { ...found, ids: found.leads.map((lead) => lead.id) };
  };

  it("lists the inbox newest first, without the suspected bots, which have their tab", async () => {
    expect((await listed("")).ids).toEqual([ids.new, ids.mid, ids.old]);
    expect((await listed("order=oldest")).ids).toEqual([ids.old, ids.mid, ids.new]);
    const bots = await listed("view=suspected");
    expect(bots.ids).toEqual([ids.bot]);
    expect(bots.leads[0]?.suspectedReason).toBe("honeypot field filled");
    expect(await countInboxTabs(db.storage)).toEqual({ inbox: 3, suspected: 1 });
  });

  it("filters by whole days, audience, source and status", async () => {
    expect((await listed("from=2026-02-10&to=2026-03-15")).ids).toEqual([ids.new, ids.mid]);
    expect((await listed("audience=broker")).ids).toEqual([ids.mid]);
    expect((await listed("source=google")).ids).toEqual([ids.mid]);
    expect((await listed("status=new")).ids).toEqual([ids.new, ids.old]);
    expect(await listLeadSources(db.storage)).toEqual(["google", "newsletter"]);
  });

  it("pages the view and gives each lead's delivery state per destination", async () => {
    const second = await listed("page=2", 2);
    expect([second.ids, second.total, second.pages]).toEqual([[ids.old], 3, 2]);
    const [newest] = (await listed("")).leads;
    expect(newest?.deliveries).toEqual([
      { destination: "webhook", state: "retrying" },
      { destination: "email", state: "waiting" },
    ]);
  });

  it("exports exactly the view it lists, in leads:export's columns", async () => {
    for (const search of [
      "",
      "view=suspected",
      "audience=broker&status=closed",
      "from=2026-03-01",
    ]) {
      const { view, filters } = query(search);
      const { csv } = await exportLeads(db.storage, {
        ...filters,
        onlySuspected: view === "suspected",
      });
      const rows = parse(csv, { columns: true }) as Record<string, string>[];
      const shown = (await listed(`${search}&order=oldest`)).ids;
      expect(
        rows.map((row) => row.lead_id),
        search,
      ).toEqual(shown);
      expect(rows.every((row) => row.sales_status !== "")).toBe(true);
    }
  });
});
