import { Counter, Gauge, type Registry } from "prom-client";
import { contentVersion } from "../content-versions.server.ts";
import type { LeadDestination } from "../delivery/outbox.server.ts";
import type { Queryable } from "../storage/storage.server.ts";

/** How long a scrape waits for the database before it answers without these values. */
const COLLECT_TIMEOUT_MS = 2_000;

const DELIVERY_STATES = ["pending", "retrying", "failed"] as const;

interface StoredGaugeOptions {
  storage: Queryable;
  /** The destinations configured now: each has all three states, at 0 when none. */
  destinations: readonly LeadDestination[];
  timeoutMs?: number;
}

/**
 * Values read from the database when Prometheus scrapes, so every instance reports the same
 * shared state. Each read waits at most `timeoutMs`, and a scrape during a slow one waits for
 * it rather than starting another: a database that hangs or fails costs a scrape these
 * values (and one count in metrics_collection_errors_total), never the scrape itself.
 */
export function registerStoredGauges(
  registry: Registry,
  { storage, destinations, timeoutMs = COLLECT_TIMEOUT_MS }: StoredGaugeOptions,
) {
  // Reads of the scrape under way, so the error count below includes this scrape's failures.
  const reads: Promise<unknown>[] = [];
  const read = <T>(collector: string, work: Promise<T>): Promise<T | null> => {
    const settled = within(work, timeoutMs).catch(() => {
      errors.inc({ collector });
      return null;
    });
    reads.push(settled);
    return settled;
  };
  const readDeliveries = singleFlight(() => countOpenDeliveries(storage));
  const readVersion = singleFlight(async () => {
    const version = await contentVersion(storage);
    // Pages need a version even when the tables cannot be read, so contentVersion answers
    // "unreadable/…" rather than throwing; for monitoring that is a failed read.
    if (version.startsWith("unreadable/")) throw new Error("the content could not be read");
    return version;
  });

  new Gauge({
    name: "lead_deliveries",
    help: "Lead deliveries not yet delivered: pending (not failed yet), retrying (an attempt failed; retried for 72 hours), failed (gave up; npm run leads:deliveries)",
    labelNames: ["destination", "state"],
    registers: [registry],
    async collect() {
      this.reset();
      const counts = await read("lead_deliveries", readDeliveries());
      if (!counts) return;
      const seen = new Set<string>([...destinations, ...counts.map((row) => row.destination)]);
      for (const destination of seen) {
        for (const state of DELIVERY_STATES) this.set({ destination, state }, 0);
      }
      for (const row of counts)
        this.set({ destination: row.destination, state: row.state }, row.count);
    },
  });

  new Gauge({
    name: "content_version_info",
    help: "The stored content's version that pages are validated by (units and press: count@last import; day in Cayman); 1 for the current one",
    labelNames: ["version"],
    registers: [registry],
    async collect() {
      this.reset();
      const version = await read("content_version", readVersion());
      if (version) this.set({ version }, 1);
    },
  });

  // Registered after the gauges, so a scrape starts their reads before it gets here.
  const errors = new Counter({
    name: "metrics_collection_errors_total",
    help: "Scrapes that could not read a value from the database in time, by collector",
    labelNames: ["collector"],
    registers: [registry],
    async collect() {
      await Promise.all(reads.splice(0));
    },
  });
  for (const collector of ["lead_deliveries", "content_version"]) errors.inc({ collector }, 0);
}

interface OpenDeliveries {
  destination: string;
  state: (typeof DELIVERY_STATES)[number];
  count: number;
}

/** Retrying as `npm run leads:deliveries -- list` shows it (listTroubledDeliveries). */
async function countOpenDeliveries(db: Queryable): Promise<OpenDeliveries[]> {
  const rows = await db.query<{ destination: string; state: string; count: unknown }>(
    `SELECT destination,
            CASE WHEN status = 'failed' THEN 'failed'
                 WHEN attempts > 0 AND last_error <> '' THEN 'retrying'
                 ELSE 'pending' END AS state,
            COUNT(*) AS count
     FROM lead_deliveries WHERE status IN ('pending', 'failed')
     GROUP BY destination, state`,
  );
  return rows.map((row) => ({
    destination: row.destination,
    state: row.state as OpenDeliveries["state"],
    count: Number(row.count),
  }));
}

/** Runs `work` once at a time: callers while it runs share its answer. */
function singleFlight<T>(work: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  return () => {
    running ??= work().finally(() => {
      running = null;
    });
    return running;
  };
}

function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
