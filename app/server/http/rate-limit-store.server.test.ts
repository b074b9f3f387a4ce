import { describe, expect, it } from "vitest";
import { storageBackends, useTestStorage } from "../../../tests/support/test-storage.ts";
import { DatabaseRateLimitStore } from "./rate-limit-store.server.ts";

const WINDOW_MS = 15 * 60 * 1000;

function storeAt(
  db: { storage: ConstructorParameters<typeof DatabaseRateLimitStore>[0] },
  now: () => number,
) {
  const store = new DatabaseRateLimitStore(db.storage, "test-secret-of-enough-length-000000", now);
  store.init({ windowMs: WINDOW_MS } as Parameters<DatabaseRateLimitStore["init"]>[0]);
  return store;
}

describe.each(storageBackends)("DatabaseRateLimitStore on $kind", (backend) => {
  const db = useTestStorage(backend);

  it("counts a client's hits across instances sharing the database, per window", async () => {
    let now = Date.UTC(2026, 10, 21, 10, 0, 0);
    const clock = () => now;
    const first = storeAt(db, clock);
    const second = storeAt(db, clock);
    expect((await first.increment("203.0.113.7")).totalHits).toBe(1);
    expect((await second.increment("203.0.113.7")).totalHits).toBe(2);
    const third = await first.increment("203.0.113.7");
    expect(third.totalHits).toBe(3);
    expect(third.resetTime?.getTime()).toBe(Date.UTC(2026, 10, 21, 10, 15, 0));
    expect((await second.increment("198.51.100.1")).totalHits).toBe(1);

    await second.decrement("203.0.113.7");
    expect((await first.increment("203.0.113.7")).totalHits).toBe(3);

    now += WINDOW_MS;
    expect((await second.increment("203.0.113.7")).totalHits).toBe(1);
  });

  it("stores a keyed hash of the address, never the address", async () => {
    const store = storeAt(db, Date.now);
    await store.increment("192.0.2.55");
    const rows = await db.storage.query<{ client_key: string }>(
      "SELECT client_key FROM rate_limit_windows",
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.client_key.includes("192.0.2"))).toBe(false);
  });
});
