import { describe, expect, it } from "vitest";
import { storageBackends, useTestStorage } from "../../../tests/support/test-storage.ts";
import { insertTestLead } from "./delivery-test-support.ts";
import {
  bringForward,
  claimDueDeliveries,
  configuredDestinations,
  enqueueLeadDeliveries,
  GIVE_UP_AFTER_MS,
  listTroubledDeliveries,
  nextAttemptDelay,
  recordDelivered,
  recordFailure,
  releaseClaim,
  renewLease,
  retryAllFailed,
  retryDelivery,
  sanitiseReason,
} from "./outbox.server.ts";

const HOUR = 60 * 60 * 1000;

describe("retry schedule", () => {
  it("doubles from the base, with ±20% jitter, capped at one hour", () => {
    expect(nextAttemptDelay(1, 30_000, () => 0.5)).toBe(30_000);
    expect(nextAttemptDelay(2, 30_000, () => 0.5)).toBe(60_000);
    expect(nextAttemptDelay(4, 30_000, () => 0.5)).toBe(240_000);
    expect(nextAttemptDelay(1, 30_000, () => 0)).toBe(24_000);
    expect(nextAttemptDelay(1, 30_000, () => 1)).toBe(36_000);
    expect(nextAttemptDelay(8, 30_000, () => 1)).toBe(HOUR);
    expect(nextAttemptDelay(10_000, 30_000)).toBeLessThanOrEqual(HOUR);
  });

  it("keeps addresses and phone numbers out of stored errors", () => {
    const reason = sanitiseReason("550 5.1.1 <sales@example.com> rejected, call +1 (345) 555-0100");
    expect(reason).toBe("550 5.1.1 <[address]> rejected, call [number]");
    expect(sanitiseReason("x".repeat(500))).toHaveLength(200);
  });
});

describe("configuredDestinations", () => {
  it("lists the destinations whose settings are present", () => {
    const webhook = { url: "https://crm.example/hook", secret: "whsec_x" };
    const email = { smtpUrl: "smtp://localhost", to: "sales@example.com", from: "site@example" };
    expect(configuredDestinations({ leadWebhook: null, leadEmail: null })).toEqual([]);
    expect(configuredDestinations({ leadWebhook: webhook, leadEmail: email })).toEqual([
      "webhook",
      "email",
    ]);
    expect(configuredDestinations({ leadWebhook: null, leadEmail: email })).toEqual(["email"]);
  });
});

describe.each(storageBackends)("lead outbox on $kind", (backend) => {
  const db = useTestStorage(backend);

  async function enqueuedLead(now = new Date()) {
    const lead = await db.storage.transaction(async (tx) => {
      const inserted = await insertTestLead(tx, { receivedAt: now });
      await enqueueLeadDeliveries(tx, inserted.leadId, ["webhook", "email"], now);
      return inserted;
    });
    return lead.leadId;
  }

  it("claims a due row once, however many workers try at the same moment", async () => {
    const leadId = await enqueuedLead();
    const now = new Date();
    const claims = await Promise.all(
      Array.from({ length: 5 }, () => claimDueDeliveries(db.storage, ["webhook"], now, 60_000)),
    );
    const mine = claims.flat().filter((claim) => claim.leadId === leadId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ destination: "webhook", attempt: 1 });
    // Held by its lease, so nobody claims it again until the lease lapses.
    expect(await claimDueDeliveries(db.storage, ["webhook"], new Date(), 60_000)).toEqual([]);
    const [claim] = mine;
    if (!claim) throw new Error("no claim");
    await recordDelivered(db.storage, claim, new Date());
    const later = new Date(Date.now() + 120_000);
    const again = await claimDueDeliveries(db.storage, ["webhook"], later, 60_000);
    expect(again.filter((c) => c.leadId === leadId)).toEqual([]);
  });

  async function claimOf(leadId: string, destination: "webhook" | "email", now = new Date()) {
    const claims = await claimDueDeliveries(db.storage, [destination], now, 60_000);
    const claim = claims.find((c) => c.leadId === leadId);
    if (!claim) throw new Error("no claim");
    return claim;
  }

  async function rowOf(id: string) {
    const [row] = await db.storage.query(
      `SELECT status, attempts, last_error, next_attempt_at, locked_until FROM lead_deliveries
       WHERE id = $1`,
      [id],
    );
    return row;
  }

  it("reschedules a failure, gives up once 72 hours have passed, and retries on request", async () => {
    const leadId = await enqueuedLead();
    const claim = await claimOf(leadId, "email");
    const now = new Date();
    const first = await recordFailure(db.storage, claim, "SMTP 451 <a@b.example>", now, 30_000);
    expect(first.gaveUp).toBe(false);
    expect(first.nextAttemptAt.getTime() - now.getTime()).toBeGreaterThanOrEqual(24_000);
    expect(await rowOf(claim.id)).toMatchObject({
      status: "pending",
      attempts: 1,
      last_error: "SMTP 451 <[address]>",
    });

    // Many more attempts inside the window (a failing destination's probes) never give up…
    const later = new Date(now.getTime() + GIVE_UP_AFTER_MS - 60_000);
    const probe = await claimOf(leadId, "email", new Date(now.getTime() + 2 * HOUR));
    await db.storage.execute("UPDATE lead_deliveries SET attempts = 500 WHERE id = $1", [probe.id]);
    expect((await recordFailure(db.storage, probe, "HTTP 503", later, 30_000)).gaveUp).toBe(false);
    // …and the first failure after it does.
    const past = new Date(now.getTime() + GIVE_UP_AFTER_MS + 60_000);
    const last = await claimOf(leadId, "email", past);
    expect((await recordFailure(db.storage, last, "HTTP 503", past, 30_000)).gaveUp).toBe(true);
    const troubled = await listTroubledDeliveries(db.storage);
    expect(troubled.find((f) => f.id === claim.id)).toMatchObject({
      leadId,
      destination: "email",
      status: "failed",
      lastError: "HTTP 503",
      nextAttemptAt: "",
    });

    expect(await retryDelivery(db.storage, claim.id)).toBe(true);
    expect(await retryDelivery(db.storage, claim.id)).toBe(false);
    expect(await rowOf(claim.id)).toMatchObject({ status: "pending", attempts: 0 });
    // A new window: a failure just after the retry does not give up at once.
    const retried = await claimOf(leadId, "email");
    expect((await recordFailure(db.storage, retried, "HTTP 503", new Date(), 30_000)).gaveUp).toBe(
      false,
    );
    expect(await retryAllFailed(db.storage)).toBe(0);
  });

  it("sends and records only under the lease the worker still holds", async () => {
    const leadId = await enqueuedLead();
    const now = new Date();
    const mine = await claimOf(leadId, "webhook", now);
    // Held: renewing moves the lease forward from now.
    const renewed = await renewLease(db.storage, mine, now, 90_000);
    expect(renewed?.lease).toBe(new Date(now.getTime() + 90_000).toISOString());
    if (!renewed) throw new Error("not renewed");

    // This worker paused past its lease; another took the row.
    const afterLapse = new Date(now.getTime() + 120_000);
    const theirs = await claimOf(leadId, "webhook", afterLapse);
    expect(theirs.attempt).toBe(2);
    // The paused worker finds out before sending, and cannot record the row as its own.
    expect(await renewLease(db.storage, renewed, afterLapse, 90_000)).toBeNull();
    expect(await recordDelivered(db.storage, renewed, afterLapse)).toBe(false);
    await recordFailure(db.storage, renewed, "timeout", afterLapse, 30_000);
    expect(await rowOf(mine.id)).toMatchObject({ status: "pending", last_error: "" });
    // A lease that lapsed without anyone taking it is not renewed either.
    const lapsed = new Date(afterLapse.getTime() + 10 * 60_000);
    expect(await renewLease(db.storage, theirs, lapsed, 90_000)).toBeNull();
    // The holder records it.
    expect(await recordDelivered(db.storage, theirs, afterLapse)).toBe(true);
    expect(await rowOf(mine.id)).toMatchObject({ status: "delivered" });
  });

  it("gives a claim back unsent, due now and its attempt not counted", async () => {
    const leadId = await enqueuedLead();
    const claim = await claimOf(leadId, "webhook");
    const now = new Date();
    await releaseClaim(db.storage, claim, now);
    expect(await rowOf(claim.id)).toMatchObject({
      status: "pending",
      attempts: 0,
      next_attempt_at: now.toISOString(),
      locked_until: new Date(0).toISOString(),
    });
    expect((await claimOf(leadId, "webhook")).attempt).toBe(1);
  });

  it("brings a destination's waiting rows forward: the earliest as a probe, or all", async () => {
    // Rows the earlier tests left due would be claimed first.
    await db.storage.execute("UPDATE lead_deliveries SET status = 'delivered'");
    const leads = [await enqueuedLead(), await enqueuedLead(), await enqueuedLead()];
    const now = new Date();
    for (const claim of await claimDueDeliveries(db.storage, ["webhook"], now, 60_000)) {
      // 10, 30 and 50 minutes: with ±20% jitter the first lead's wait is always the shortest.
      const base = (1 + 2 * leads.indexOf(claim.leadId)) * 10 * 60_000;
      await recordFailure(db.storage, claim, "HTTP 503", now, base);
    }
    const due = async () =>
      (await claimDueDeliveries(db.storage, ["webhook"], now, 60_000)).map((c) => c.leadId);
    expect(await due()).toEqual([]);
    expect(await bringForward(db.storage, "webhook", now, "earliest")).toBe(1);
    expect(await due()).toEqual([leads[0]]);
    // The email rows are another destination's: they stay where they are.
    expect(await bringForward(db.storage, "webhook", now, "all")).toBe(2);
    expect((await due()).sort()).toEqual([leads[1], leads[2]].sort());
    const [email] = await db.storage.query(
      `SELECT next_attempt_at, created_at FROM lead_deliveries
       WHERE lead_id = $1 AND destination = 'email'`,
      [leads[1]],
    );
    expect(email?.next_attempt_at).toBe(email?.created_at);
  });
});
