/**
 * The background worker that empties the lead outbox. Every instance runs one; the claim in
 * outbox.server.ts keeps two of them off the same row, and the outbox row outlives restarts.
 */
import type { Config } from "../config.server.ts";
import type { Logger } from "../logger.server.ts";
import type { Storage } from "../storage/storage.server.ts";
import { createEmailSender } from "./email-sender.server.ts";
import { leadEmail, loadLeadForDelivery, webhookBody } from "./lead-message.server.ts";
import {
  type ClaimedDelivery,
  claimDueDeliveries,
  configuredDestinations,
  recordDelivered,
  recordFailure,
  sanitiseReason,
} from "./outbox.server.ts";
import { type SendResult, sendWebhook } from "./webhook-sender.server.ts";

const BATCH_SIZE = 10;

export interface DeliveryWorker {
  /** Starts a pass now (or right after the one in flight), e.g. once a lead is stored. */
  nudge(): void;
  /** Stops polling and waits for the pass in flight; call before closing storage. */
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
}

export function startDeliveryWorker({
  storage,
  config,
  logger,
  pollIntervalMs = 2000,
}: DeliveryWorkerOptions): DeliveryWorker {
  const destinations = configuredDestinations(config);
  // Nothing to send to: leads are only stored (the site says so in its start-up log).
  if (destinations.length === 0) return { nudge() {}, stop: async () => {} };
  const timeoutMs = config.leadDeliveryTimeoutMs;
  // Long enough for one send to finish or time out (connect, then answer) with room to spare,
  // so the lease never lapses while this worker is still sending.
  const leaseMs = 3 * timeoutMs;
  const email = config.leadEmail ? createEmailSender(config.leadEmail, timeoutMs) : null;
  let stopped = false;
  let inFlight: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  async function send(claim: ClaimedDelivery): Promise<SendResult> {
    const lead = await loadLeadForDelivery(storage, claim.leadId);
    if (!lead) return { ok: false, reason: "lead not found" };
    if (claim.destination === "webhook" && config.leadWebhook) {
      return sendWebhook(config.leadWebhook, claim.id, webhookBody(lead), timeoutMs);
    }
    if (claim.destination === "email" && email) {
      return email.send(leadEmail(lead, claim.id, config.publicOrigin));
    }
    return { ok: false, reason: `${claim.destination} is not configured` };
  }

  async function deliver(claim: ClaimedDelivery): Promise<void> {
    const result = await send(claim);
    const now = new Date();
    const about = {
      deliveryId: claim.id,
      leadId: claim.leadId,
      destination: claim.destination,
      attempt: claim.attempt,
    };
    if (result.ok) {
      await recordDelivered(storage, claim, now);
      logger.info(about, "lead delivered");
      return;
    }
    const reason = sanitiseReason(result.reason);
    const outcome = await recordFailure(storage, claim, reason, now, config.leadRetryBaseMs);
    if (outcome.gaveUp) {
      logger.error(
        { ...about, reason },
        "lead delivery failed; gave up, see npm run leads:deliveries",
      );
    } else {
      const nextAttemptAt = outcome.nextAttemptAt.toISOString();
      logger.warn({ ...about, reason, nextAttemptAt }, "lead delivery attempt failed");
    }
  }

  async function pass(): Promise<void> {
    // A full batch suggests more are due: keep going until the backlog is drained.
    while (!stopped) {
      const claims = await claimDueDeliveries(
        storage,
        destinations,
        new Date(),
        leaseMs,
        BATCH_SIZE,
      );
      const results = await Promise.allSettled(claims.map(deliver));
      for (const result of results) {
        // The row stays claimed until its lease lapses, then another pass retries it.
        if (result.status === "rejected") {
          logFailure("lead delivery bookkeeping failed", result.reason);
        }
      }
      if (claims.length < BATCH_SIZE) return;
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
      await inFlight;
      email?.close();
    },
  };
}
