import { describe, expect, it } from "vitest";
import { storageBackends, useTestStorage } from "../../../tests/support/test-storage.ts";
import { insertTestLead } from "./delivery-test-support.ts";
import {
  claimDueDeliveries,
  configuredDestinations,
  enqueueLeadDeliveries,
  GIVE_UP_AFTER_MS,
  listFailedDeliveries,
  maxDeliveryAttempts,
  nextAttemptDelay,
  recordDelivered,
  recordFailure,
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

  it.each([10, 20, 30_000, 3_600_000])(
    "gives up only once the shortest waits cover 72 hours (base %i ms)",
    (base) => {
      const max = maxDeliveryAttempts(base);
      const shortestWait = (attempts: number) =>
        Array.from({ length: attempts - 1 }, (_, i) =>
          nextAttemptDelay(i + 1, base, () => 0),
        ).reduce((sum, delay) => sum + delay, 0);
      expect(GIVE_UP_AFTER_MS).toBe(72 * HOUR);
      // Attempt `max` (the one that gives up) comes at least 72 h after the first…
      expect(shortestWait(max)).toBeGreaterThanOrEqual(GIVE_UP_AFTER_MS);
      // …and not one attempt later than needed.
      expect(shortestWait(max - 1)).toBeLessThan(GIVE_UP_AFTER_MS);
    },
  );

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

  it("reschedules a failure, marks it failed at the give-up attempt, and retries on request", async () => {
    const leadId = await enqueuedLead();
    const [claim] = (await claimDueDeliveries(db.storage, ["email"], new Date(), 60_000)).filter(
      (c) => c.leadId === leadId,
    );
    if (!claim) throw new Error("no claim");
    const now = new Date();
    const first = await recordFailure(db.storage, claim, "SMTP 451 <a@b.example>", now, 30_000);
    expect(first.gaveUp).toBe(false);
    expect(first.nextAttemptAt.getTime() - now.getTime()).toBeGreaterThanOrEqual(24_000);
    const [row] = await db.storage.query(
      "SELECT status, attempts, last_error, next_attempt_at FROM lead_deliveries WHERE id = $1",
      [claim.id],
    );
    expect(row).toMatchObject({
      status: "pending",
      attempts: 1,
      last_error: "SMTP 451 <[address]>",
    });

    const last = { ...claim, attempt: maxDeliveryAttempts(30_000) };
    await db.storage.execute("UPDATE lead_deliveries SET locked_until = $1 WHERE id = $2", [
      claim.lease,
      claim.id,
    ]);
    expect((await recordFailure(db.storage, last, "HTTP 503", new Date(), 30_000)).gaveUp).toBe(
      true,
    );
    const failed = await listFailedDeliveries(db.storage);
    expect(failed.find((f) => f.id === claim.id)).toMatchObject({
      leadId,
      destination: "email",
      lastError: "HTTP 503",
    });

    expect(await retryDelivery(db.storage, claim.id)).toBe(true);
    expect(await retryDelivery(db.storage, claim.id)).toBe(false);
    const [retried] = await db.storage.query(
      "SELECT status, attempts FROM lead_deliveries WHERE id = $1",
      [claim.id],
    );
    expect(retried).toEqual({ status: "pending", attempts: 0 });
    expect(await retryAllFailed(db.storage)).toBe(0);
  });
});
