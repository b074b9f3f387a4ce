/**
 * Retention, as the privacy notice promises: an inquiry is kept LEAD_RETENTION_DAYS (three years
 * by default) after it was received, then removed with its deliveries and notes, and a contact
 * is removed once it has no inquiry left. A broker registration is kept as long as an inquiry.
 * Every instance runs the schedule; removing what another instance
 * removed already is a no-op, so they need no coordination.
 */
import type { Config } from "../config.server.ts";
import type { Logger } from "../logger.server.ts";
import type { Storage } from "../storage/storage.server.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

export interface RetentionCounts {
  inquiries: number;
  deliveries: number;
  contacts: number;
  registrations: number;
}

/** Received before this moment: past retention. A lead received exactly then is still kept. */
export function retentionCutoff(now: Date, retentionDays: number): Date {
  return new Date(now.getTime() - retentionDays * DAY_MS);
}

/** Removes, in one transaction, every lead received before the cut-off and what hangs on it. */
export async function removeExpiredLeads(
  storage: Storage,
  retentionDays: number,
  now = new Date(),
): Promise<RetentionCounts> {
  // received_at is ISO-8601 in UTC, which compares as text in time order.
  const cutoff = retentionCutoff(now, retentionDays).toISOString();
  return storage.transaction(async (tx) => {
    const deliveries = await tx.execute(
      "DELETE FROM lead_deliveries WHERE lead_id IN (SELECT id FROM leads WHERE received_at < $1)",
      [cutoff],
    );
    await tx.execute(
      "DELETE FROM lead_notes WHERE lead_id IN (SELECT id FROM leads WHERE received_at < $1)",
      [cutoff],
    );
    const inquiries = await tx.execute("DELETE FROM leads WHERE received_at < $1", [cutoff]);
    // Intake writes a contact and its lead in one transaction, so a contact without leads is
    // one whose last inquiry has just expired (or was left by an earlier run).
    const contacts = await tx.execute(
      "DELETE FROM contacts WHERE NOT EXISTS (SELECT 1 FROM leads WHERE leads.contact_id = contacts.id)",
    );
    const registrations = await tx.execute(
      "DELETE FROM broker_registrations WHERE received_at < $1",
      [cutoff],
    );
    return {
      registrations: registrations.rowCount,
      inquiries: inquiries.rowCount,
      deliveries: deliveries.rowCount,
      contacts: contacts.rowCount,
    };
  });
}

export interface LeadRetention {
  /** Stops the schedule and waits for a run in flight; call before closing storage. */
  stop(): Promise<void>;
}

export interface LeadRetentionOptions {
  storage: Storage;
  config: Pick<Config, "leadRetentionDays">;
  logger: Logger;
  intervalMs?: number;
}

/** Runs removeExpiredLeads now and then every hour until stopped; failures are only logged. */
export function startLeadRetention({
  storage,
  config,
  logger,
  intervalMs = HOUR_MS,
}: LeadRetentionOptions): LeadRetention {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<void> | null = null;

  async function run(): Promise<void> {
    const removed = await removeExpiredLeads(storage, config.leadRetentionDays);
    if (removed.inquiries > 0 || removed.contacts > 0 || removed.registrations > 0) {
      logger.info(
        { ...removed, retentionDays: config.leadRetentionDays },
        "leads past their retention period removed",
      );
    }
  }

  function tick(): void {
    inFlight = run()
      .catch((error: unknown) => {
        // The logger's error serializer masks addresses and numbers a database error may quote.
        logger.error({ err: error }, "removing leads past their retention period failed");
      })
      .finally(() => {
        inFlight = null;
        if (stopped) return;
        timer = setTimeout(tick, intervalMs);
        // The schedule alone must not keep the process alive once the server has shut down.
        timer.unref();
      });
  }

  tick();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await inFlight;
    },
  };
}
