/**
 * The lead outbox (table lead_deliveries, db/migrations/0002_leads.sql): one row per lead and
 * destination, written in the lead's own transaction so an accepted lead is never without
 * its deliveries. Workers on any number of instances claim rows with a conditional UPDATE.
 */
import { randomUUID } from "node:crypto";
import type { Config } from "../config.server.ts";
import type { Queryable } from "../storage/storage.server.ts";

export type LeadDestination = "webhook" | "email";

/** A row's locked_until when no worker holds it. */
const UNLOCKED = new Date(0).toISOString();

/** Retries for a failing destination span at least this long before the row is marked failed. */
export const GIVE_UP_AFTER_MS = 72 * 60 * 60 * 1000;
const MAX_DELAY_MS = 60 * 60 * 1000;

export function configuredDestinations(
  config: Pick<Config, "leadWebhook" | "leadEmail">,
): LeadDestination[] {
  const destinations: LeadDestination[] = [];
  if (config.leadWebhook) destinations.push("webhook");
  if (config.leadEmail) destinations.push("email");
  return destinations;
}

/** Call inside the transaction that stores the lead. */
export async function enqueueLeadDeliveries(
  tx: Queryable,
  leadId: string,
  destinations: readonly LeadDestination[],
  now: Date,
): Promise<void> {
  for (const destination of destinations) {
    await tx.execute(
      `INSERT INTO lead_deliveries
         (id, lead_id, destination, status, attempts, created_at, next_attempt_at, locked_until)
       VALUES ($1, $2, $3, 'pending', 0, $4, $4, $5)`,
      [randomUUID(), leadId, destination, now, UNLOCKED],
    );
  }
}

/**
 * Wait before the next attempt after `attempts` failed ones: base × 2^(attempts−1) with ±20%
 * jitter (so instances and rows that failed together spread out), never above one hour.
 */
export function nextAttemptDelay(
  attempts: number,
  baseMs: number,
  random: () => number = Math.random,
): number {
  const exponential = baseMs * 2 ** Math.min(Math.max(attempts - 1, 0), 40);
  return Math.min(MAX_DELAY_MS, Math.round(exponential * (0.8 + 0.4 * random())));
}

/**
 * The give-up rule: a delivery is marked failed when its attempt number `maxDeliveryAttempts`
 * fails. That number is the smallest n for which the shortest possible waits (jitter at −20%)
 * between attempts 1…n add up to GIVE_UP_AFTER_MS, so attempt n cannot happen less than 72 h
 * after attempt 1 — whatever the jitter, and later still if workers were down meanwhile.
 * Counting attempts rather than the age of created_at lets an operator's retry (which sets
 * attempts back to 0) restart the full 72 h window while created_at stays the lead's time.
 * An attempt cut short by a crash uses up one attempt without its wait (at most an hour), so
 * it would take some 48 crashes on one row to bring the window under the 24 h promised.
 */
export function maxDeliveryAttempts(baseMs: number): number {
  let waited = 0;
  let attempts = 1;
  while (waited < GIVE_UP_AFTER_MS) {
    waited += nextAttemptDelay(attempts, baseMs, () => 0);
    attempts += 1;
  }
  return attempts;
}

/** Keeps an error summary short and free of addresses and phone numbers before it is stored. */
export function sanitiseReason(text: string): string {
  return text
    .replace(/[^\s<>()"',;:]+@[^\s<>()"',;:]+/g, "[address]")
    .replace(/\+?\d[\d ().-]{5,}\d/g, (digits) =>
      digits.replace(/\D/g, "").length >= 7 ? "[number]" : digits,
    )
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 200);
}

/** A row this worker holds until `lease`; `attempt` counts this one (1 for the first). */
export interface ClaimedDelivery {
  id: string;
  leadId: string;
  destination: LeadDestination;
  attempt: number;
  lease: string;
}

interface DueRow extends Record<string, unknown> {
  id: string;
  lead_id: string;
  destination: LeadDestination;
  attempts: number;
}

/**
 * Claims up to `limit` due rows for the given destinations. Each claim is a compare-and-set
 * on (status, attempts, locked_until): a worker on another instance that claimed or settled
 * the row after our SELECT changed one of them, so our UPDATE matches nothing and we skip it.
 * Portable to SQLite and PostgreSQL, unlike SELECT … FOR UPDATE SKIP LOCKED.
 */
export async function claimDueDeliveries(
  db: Queryable,
  destinations: readonly LeadDestination[],
  now: Date,
  leaseMs: number,
  limit = 10,
): Promise<ClaimedDelivery[]> {
  // At most two destinations exist, so two placeholders cover any list (repeated if one).
  const [first, last] = [destinations[0], destinations.at(-1)];
  if (!first || !last) return [];
  const due = await db.query<DueRow>(
    `SELECT id, lead_id, destination, attempts FROM lead_deliveries
     WHERE status = 'pending' AND next_attempt_at <= $1 AND locked_until <= $1
       AND destination IN ($2, $3)
     ORDER BY next_attempt_at LIMIT $4`,
    [now, first, last, limit],
  );
  const lease = new Date(now.getTime() + leaseMs).toISOString();
  const claimed: ClaimedDelivery[] = [];
  for (const row of due) {
    const { rowCount } = await db.execute(
      `UPDATE lead_deliveries SET locked_until = $1, attempts = attempts + 1
       WHERE id = $2 AND status = 'pending' AND attempts = $3
         AND locked_until <= $4 AND next_attempt_at <= $4`,
      [lease, row.id, Number(row.attempts), now],
    );
    if (rowCount !== 1) continue;
    const attempt = Number(row.attempts) + 1;
    claimed.push({ id: row.id, leadId: row.lead_id, destination: row.destination, attempt, lease });
  }
  return claimed;
}

export async function recordDelivered(db: Queryable, claim: ClaimedDelivery, now: Date) {
  // Not conditional on the lease: the receiver has the lead, whoever holds the row now.
  await db.execute(
    `UPDATE lead_deliveries SET status = 'delivered', delivered_at = $1, locked_until = $2
     WHERE id = $3 AND status = 'pending'`,
    [now, UNLOCKED, claim.id],
  );
}

/** Schedules the next attempt, or marks the row failed once the give-up rule says so. */
export async function recordFailure(
  db: Queryable,
  claim: ClaimedDelivery,
  reason: string,
  now: Date,
  baseMs: number,
): Promise<{ gaveUp: boolean; nextAttemptAt: Date }> {
  const gaveUp = claim.attempt >= maxDeliveryAttempts(baseMs);
  const nextAttemptAt = new Date(now.getTime() + nextAttemptDelay(claim.attempt, baseMs));
  // Only while our lease still holds: after it lapsed another worker owns the row's state.
  await db.execute(
    `UPDATE lead_deliveries
     SET status = $1, last_error = $2, next_attempt_at = $3, locked_until = $4
     WHERE id = $5 AND status = 'pending' AND locked_until = $6`,
    [
      gaveUp ? "failed" : "pending",
      sanitiseReason(reason),
      nextAttemptAt,
      UNLOCKED,
      claim.id,
      claim.lease,
    ],
  );
  return { gaveUp, nextAttemptAt };
}

export interface FailedDelivery {
  id: string;
  leadId: string;
  destination: LeadDestination;
  attempts: number;
  createdAt: string;
  lastError: string;
}

export async function listFailedDeliveries(db: Queryable): Promise<FailedDelivery[]> {
  const rows = await db.query<DueRow & { created_at: string; last_error: string }>(
    `SELECT id, lead_id, destination, attempts, created_at, last_error FROM lead_deliveries
     WHERE status = 'failed' ORDER BY created_at, id`,
  );
  return rows.map((row) => ({
    id: row.id,
    leadId: row.lead_id,
    destination: row.destination,
    attempts: Number(row.attempts),
    createdAt: row.created_at,
    lastError: row.last_error,
  }));
}

/**
 * Puts a failed delivery back in the queue, due now. attempts goes back to 0, which by the
 * give-up rule above grants it another full 72 h of retries; created_at keeps the lead's time.
 */
export async function retryDelivery(db: Queryable, id: string, now = new Date()): Promise<boolean> {
  const { rowCount } = await db.execute(
    `UPDATE lead_deliveries SET status = 'pending', attempts = 0, next_attempt_at = $1,
       locked_until = $2 WHERE id = $3 AND status = 'failed'`,
    [now, UNLOCKED, id],
  );
  return rowCount === 1;
}

/** Every failed delivery back in the queue; returns how many. */
export async function retryAllFailed(db: Queryable, now = new Date()): Promise<number> {
  const { rowCount } = await db.execute(
    `UPDATE lead_deliveries SET status = 'pending', attempts = 0, next_attempt_at = $1,
       locked_until = $2 WHERE status = 'failed'`,
    [now, UNLOCKED],
  );
  return rowCount;
}
