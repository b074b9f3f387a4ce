/**
 * The background worker that empties the lead outbox. Every instance runs one; the claim in
 * outbox.server.ts keeps two of them off the same row, and the outbox row outlives restarts.
 */
import type { Config } from "../config.server.ts";
import type { Logger } from "../logger.server.ts";
import { databaseNow } from "../storage/database-clock.server.ts";
import type { Storage } from "../storage/storage.server.ts";
import { createEmailSender } from "./email-sender.server.ts";
import { leadEmail, loadLeadForDelivery, webhookBody } from "./lead-message.server.ts";
import {
  bringForward,
  type ClaimedDelivery,
  claimDueDeliveries,
  configuredDestinations,
  type LeadDestination,
  recordDelivered,
  recordFailure,
  releaseClaim,
  renewLease,
  sanitiseReason,
} from "./outbox.server.ts";
import { type SendResult, sendWebhook } from "./webhook-sender.server.ts";

const BATCH_SIZE = 10;

export interface DeliveryWorker {
  /** Starts a pass now (or right after the one in flight), e.g. once a lead is stored. */
  nudge(): void;
  /**
   * Stops polling and waits for the deliveries in flight, at most `stopDeadlineMs`; those
   * still unsent then are cancelled where possible and given back, never left leased. Call
   * before closing storage.
   */
  stop(): Promise<void>;
}

export interface DeliveryWorkerOptions {
  storage: Storage;
  config: Pick<
    Config,
    "leadWebhook" | "leadEmail" | "leadRetryBaseMs" | "leadDeliveryTimeoutMs" | "publicOrigin"
  >;
  logger: Logger;
  pollIntervalMs?: number;
  /**
   * While a destination is failing, its longest-waiting row is tried at least this often
   * whatever its backoff says, so a recovery is seen within this time and the rest follow.
   */
  probeIntervalMs?: number;
  stopDeadlineMs?: number;
}

export function startDeliveryWorker({
  storage,
  config,
  logger,
  pollIntervalMs = 2000,
  probeIntervalMs = 15_000,
  stopDeadlineMs = 3000,
}: DeliveryWorkerOptions): DeliveryWorker {
  const destinations = configuredDestinations(config);
  // Nothing to send to: leads are only stored (the site says so in its start-up log).
  if (destinations.length === 0) return { nudge() {}, stop: async () => {} };
  const timeoutMs = config.leadDeliveryTimeoutMs;
  // Long enough for one send to finish or time out (connect, then answer) with room to spare;
  // the lease is renewed just before each send, so it never lapses while this worker sends.
  const leaseMs = 3 * timeoutMs;
  const email = config.leadEmail ? createEmailSender(config.leadEmail, timeoutMs) : null;
  const stopping = new AbortController();
  const inHand = new Set<ClaimedDelivery>();
  const health = destinationHealth(logger, destinations);
  let stopped = false;
  let inFlight: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  async function send(claim: ClaimedDelivery): Promise<SendResult> {
    const lead = await loadLeadForDelivery(storage, claim.leadId);
    if (!lead) return { ok: false, reason: "lead not found" };
    if (claim.destination === "webhook" && config.leadWebhook) {
      const body = webhookBody(lead);
      return sendWebhook(config.leadWebhook, claim.id, body, timeoutMs, stopping.signal);
    }
    if (claim.destination === "email" && email) {
      return email.send(leadEmail(lead, claim.id, config.publicOrigin));
    }
    return { ok: false, reason: `${claim.destination} is not configured` };
  }

  async function deliver(claimed: ClaimedDelivery): Promise<void> {
    const about = {
      deliveryId: claimed.id,
      leadId: claimed.leadId,
      destination: claimed.destination,
      attempt: claimed.attempt,
    };
    const claim = await renewLease(storage, claimed, await databaseNow(storage), leaseMs);
    if (!claim) {
      logger.info(about, "lead delivery skipped: its lease passed to another worker");
      return;
    }
    inHand.add(claim);
    try {
      health.attempted(claim.destination);
      const result = await send(claim);
      // Cancelled by stop(): the claim is given back below, not counted as a failure.
      if (stopping.signal.aborted && !result.ok) return;
      const now = await databaseNow(storage);
      if (result.ok) {
        if (await recordDelivered(storage, claim, now)) logger.info(about, "lead delivered");
        else logger.warn(about, "lead delivered after its lease lapsed; it will be sent again");
        // A row that had failed before, or a destination that was failing, answers again:
        // what waits for it is due now rather than on each row's backoff.
        if (health.succeeded(claim.destination) || claim.attempt > 1) {
          if ((await bringForward(storage, claim.destination, now, "all")) > 0) again = true;
        }
        return;
      }
      const reason = sanitiseReason(result.reason);
      const outcome = await recordFailure(storage, claim, reason, now, config.leadRetryBaseMs);
      health.failed(claim.destination, reason);
      if (outcome.gaveUp) {
        logger.error(
          { ...about, reason },
          "lead delivery failed; gave up, see npm run leads:deliveries",
        );
      } else {
        const nextAttemptAt = outcome.nextAttemptAt.toISOString();
        logger.warn({ ...about, reason, nextAttemptAt }, "lead delivery attempt failed");
      }
    } finally {
      inHand.delete(claim);
    }
  }

  async function pass(): Promise<void> {
    // A full batch suggests more are due: keep going until the backlog is drained.
    while (!stopped) {
      const now = await databaseNow(storage);
      const claims = await claimDueDeliveries(storage, destinations, now, leaseMs, BATCH_SIZE);
      const results = await Promise.allSettled(claims.map(deliver));
      for (const result of results) {
        // The row stays claimed until its lease lapses, then another pass retries it.
        if (result.status === "rejected") {
          logFailure("lead delivery bookkeeping failed", result.reason);
        }
      }
      if (claims.length < BATCH_SIZE) break;
    }
    if (stopped) return;
    const now = await databaseNow(storage);
    for (const destination of health.toProbe(probeIntervalMs)) {
      if ((await bringForward(storage, destination, now, "earliest")) > 0) again = true;
    }
  }

  function run(): void {
    if (stopped) return;
    if (inFlight) {
      again = true;
      return;
    }
    clearTimeout(timer);
    inFlight = pass()
      .catch((error: unknown) => logFailure("lead delivery pass failed", error))
      .finally(() => {
        inFlight = null;
        if (stopped) return;
        if (again) {
          again = false;
          run();
        } else {
          schedule(pollIntervalMs);
        }
      });
  }

  function schedule(delayMs: number): void {
    timer = setTimeout(run, delayMs);
    // Polling alone must not keep the process alive once the server has shut down.
    timer.unref();
  }

  /** A worker never crashes the server: errors are logged (class and sanitised message only). */
  function logFailure(message: string, error: unknown): void {
    const errorClass = error instanceof Error ? error.name : typeof error;
    const detail = sanitiseReason(error instanceof Error ? error.message : String(error));
    logger.error({ errorClass, error: detail }, message);
  }

  schedule(0);
  return {
    nudge: run,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      const pending = inFlight ?? Promise.resolve();
      if (!(await settlesWithin(pending, stopDeadlineMs))) {
        // Taken before cancelling: a cancelled send leaves inHand while this loop runs.
        const unsent = [...inHand];
        stopping.abort();
        const now = await databaseNow(storage).catch(() => new Date());
        for (const claim of unsent) {
          await releaseClaim(storage, claim, now).catch((error: unknown) =>
            logFailure("a lead delivery could not be given back", error),
          );
        }
        logger.warn({ released: unsent.length }, "lead deliveries in flight were given back");
        // What was cancelled settles at once; an SMTP send that cannot be cancelled is not
        // waited for: its row is back in the queue.
        await settlesWithin(pending, 500);
      }
      email?.close();
    },
  };
}

function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timeout: NodeJS.Timeout | undefined;
  const deadline = new Promise<boolean>((resolve) => {
    timeout = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([work.then(() => true), deadline]).finally(() => clearTimeout(timeout));
}

/**
 * What this worker knows of each destination: it logs one error-level line when one starts
 * failing and one when it recovers (both at error level, so a view of errors alone shows the
 * whole outage), and names the destinations to probe.
 */
function destinationHealth(logger: Logger, destinations: readonly LeadDestination[]) {
  // Unknown (absent) at start: rows left waiting by an earlier process are probed at once.
  const failing = new Map<LeadDestination, boolean>();
  const lastAttempt = new Map<LeadDestination, number>();
  return {
    attempted(destination: LeadDestination) {
      lastAttempt.set(destination, Date.now());
    },
    /** True when the destination had been failing. */
    succeeded(destination: LeadDestination): boolean {
      const wasFailing = failing.get(destination) === true;
      failing.set(destination, false);
      if (wasFailing) logger.error({ destination }, `lead deliveries to ${destination} recovered`);
      return wasFailing;
    },
    failed(destination: LeadDestination, reason: string) {
      if (failing.get(destination) === true) return;
      failing.set(destination, true);
      logger.error(
        { destination, reason },
        `lead deliveries to ${destination} are failing; retrying (npm run leads:deliveries -- list)`,
      );
    },
    /** Destinations not known to be healthy that this worker has not tried for a while. */
    toProbe(intervalMs: number): LeadDestination[] {
      const now = Date.now();
      return destinations.filter(
        (d) => failing.get(d) !== false && now - (lastAttempt.get(d) ?? 0) >= intervalMs,
      );
    },
  };
}
