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

/**
 * A delivery is marked failed when an attempt fails this long after its retry window began
 * (the row's creation, or an operator's retry): retries span at least 72 hours, however many
 * attempts that took, probes of a failing destination included.
 */
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
         (id, lead_id, destination, status, attempts, created_at, next_attempt_at, locked_until,
          retry_window_start)
       VALUES ($1, $2, $3, 'pending', 0, $4, $4, $5, $4)`,
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
  /** When the current retry window began (see GIVE_UP_AFTER_MS). */
  retryWindowStart: string;
}

interface DueRow extends Record<string, unknown> {
  id: string;
  lead_id: string;
  destination: LeadDestination;
  attempts: number;
  retry_window_start: string;
}

/**
 * Claims up to `limit` due rows for the given destinations. Each claim is a compare-and-set
 * on (status, attempts, locked_until): a worker on another instance that claimed or settled
 * the row after our SELECT changed one of them, so our UPDATE matches nothing and we skip it.
 * Portable to SQLite and PostgreSQL, unlike SELECT … FOR UPDATE SKIP LOCKED. `now` is the
 * database's time (databaseNow), so every instance judges a lease by the same clock.
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
    `SELECT id, lead_id, destination, attempts, retry_window_start FROM lead_deliveries
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
    claimed.push({
      id: row.id,
      leadId: row.lead_id,
      destination: row.destination,
      attempt: Number(row.attempts) + 1,
      lease,
      retryWindowStart: row.retry_window_start,
    });
  }
  return claimed;
}

/**
 * Checks, just before sending, that the claim still holds at the database's `now`, and moves
 * its lease to `leaseMs` from now so the send fits inside it. Null when the lease lapsed (a
 * paused process, a slow batch) and the row may belong to another worker: do not send.
 */
export async function renewLease(
  db: Queryable,
  claim: ClaimedDelivery,
  now: Date,
  leaseMs: number,
): Promise<ClaimedDelivery | null> {
  const lease = new Date(now.getTime() + leaseMs).toISOString();
  const { rowCount } = await db.execute(
    `UPDATE lead_deliveries SET locked_until = $1
     WHERE id = $2 AND status = 'pending' AND locked_until = $3 AND locked_until > $4`,
    [lease, claim.id, claim.lease, now],
  );
  return rowCount === 1 ? { ...claim, lease } : null;
}

/**
 * Marks the row delivered, only under the lease this worker holds. False when the lease had
 * passed to another worker, which will send it again: the receiver sees the same webhook-id
 * (or Message-ID) twice and keeps one.
 */
export async function recordDelivered(
  db: Queryable,
  claim: ClaimedDelivery,
  now: Date,
): Promise<boolean> {
  const { rowCount } = await db.execute(
    `UPDATE lead_deliveries SET status = 'delivered', delivered_at = $1, locked_until = $2
     WHERE id = $3 AND status = 'pending' AND locked_until = $4`,
    [now, UNLOCKED, claim.id, claim.lease],
  );
  return rowCount === 1;
}

/** Gives a claim back unsent (the worker is stopping): due now, its attempt not counted. */
export async function releaseClaim(db: Queryable, claim: ClaimedDelivery, now: Date) {
  await db.execute(
    `UPDATE lead_deliveries SET locked_until = $1, attempts = attempts - 1, next_attempt_at = $2
     WHERE id = $3 AND status = 'pending' AND locked_until = $4`,
    [UNLOCKED, now, claim.id, claim.lease],
  );
}

/**
 * Makes a destination's waiting rows due now: all of them once it answers again, so the
 * backlog drains at once rather than on each row's backoff; or only the one waiting longest,
 * as a probe of a destination that is failing. Returns how many rows were brought forward.
 */
export async function bringForward(
  db: Queryable,
  destination: LeadDestination,
  now: Date,
  which: "all" | "earliest",
): Promise<number> {
  const waiting = `status = 'pending' AND destination = $2 AND next_attempt_at > $1`;
  const { rowCount } = await db.execute(
    which === "all"
      ? `UPDATE lead_deliveries SET next_attempt_at = $1 WHERE ${waiting}`
      : `UPDATE lead_deliveries SET next_attempt_at = $1 WHERE id = (
           SELECT id FROM lead_deliveries WHERE ${waiting} AND locked_until <= $1
           ORDER BY next_attempt_at, id LIMIT 1)`,
    [now, destination],
  );
  return rowCount;
}

/** Schedules the next attempt, or marks the row failed once its retry window has passed. */
export async function recordFailure(
  db: Queryable,
  claim: ClaimedDelivery,
  reason: string,
  now: Date,
  baseMs: number,
): Promise<{ gaveUp: boolean; nextAttemptAt: Date }> {
  const windowStart = Date.parse(claim.retryWindowStart);
  const gaveUp = !(now.getTime() - windowStart < GIVE_UP_AFTER_MS);
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

/** A delivery an operator should know about: one being retried, or one that gave up. */
export interface TroubledDelivery {
  id: string;
  leadId: string;
  destination: LeadDestination;
  status: "retrying" | "failed";
  attempts: number;
  createdAt: string;
  lastError: string;
  /** When the next attempt is due; "" once it gave up. */
  nextAttemptAt: string;
}

/** Deliveries retrying after a failed attempt, then those that gave up; oldest first. */
export async function listTroubledDeliveries(db: Queryable): Promise<TroubledDelivery[]> {
  const rows = await db.query<
    DueRow & { status: string; created_at: string; last_error: string; next_attempt_at: string }
  >(
    `SELECT id, lead_id, destination, status, attempts, created_at, last_error, next_attempt_at
     FROM lead_deliveries
     WHERE status = 'failed' OR (status = 'pending' AND attempts > 0 AND last_error <> '')
     ORDER BY status DESC, created_at, id`,
  );
  return rows.map((row) => {
    const failed = row.status === "failed";
    return {
      id: row.id,
      leadId: row.lead_id,
      destination: row.destination,
      status: failed ? "failed" : "retrying",
      attempts: Number(row.attempts),
      createdAt: row.created_at,
      lastError: row.last_error,
      nextAttemptAt: failed ? "" : row.next_attempt_at,
    };
  });
}

/**
 * Puts a failed delivery back in the queue, due now, with a new 72-hour retry window;
 * created_at keeps the lead's time.
 */
export async function retryDelivery(db: Queryable, id: string, now = new Date()): Promise<boolean> {
  const { rowCount } = await db.execute(
    `UPDATE lead_deliveries SET status = 'pending', attempts = 0, next_attempt_at = $1,
       retry_window_start = $1, locked_until = $2 WHERE id = $3 AND status = 'failed'`,
    [now, UNLOCKED, id],
  );
  return rowCount === 1;
}

/** Every failed delivery back in the queue; returns how many. */
export async function retryAllFailed(db: Queryable, now = new Date()): Promise<number> {
  const { rowCount } = await db.execute(
    `UPDATE lead_deliveries SET status = 'pending', attempts = 0, next_attempt_at = $1,
       retry_window_start = $1, locked_until = $2 WHERE status = 'failed'`,
    [now, UNLOCKED],
  );
  return rowCount;
}
