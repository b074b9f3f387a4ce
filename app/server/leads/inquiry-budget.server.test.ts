import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { storageBackends, useTestStorage } from "../../../tests/support/test-storage.ts";
import { parseConfig } from "../config.server.ts";
import { createLogger } from "../logger.server.ts";
import type { Storage } from "../storage/storage.server.ts";
import {
  ATTEMPTS_PER_INQUIRY,
  INQUIRY_WINDOW_MS,
  InquiryBudget,
  WindowCounter,
} from "./inquiry-budget.server.ts";

const SECRET = "test-secret-of-enough-length-000000";

function budgetOn(storage: Storage, clock: () => number, limit = 2) {
  const config = parseConfig({
    DATA_DIR: mkdtempSync(join(tmpdir(), "budget-")),
    SECRET,
    CONTACT_RATE_LIMIT: String(limit),
  });
  return new InquiryBudget(storage, config, createLogger("silent"), clock);
}

describe.each(storageBackends)("inquiry budgets on $kind", (backend) => {
  const db = useTestStorage(backend);

  it("count a client's hits across instances sharing the database, per window", async () => {
    let now = Date.UTC(2026, 10, 21, 10, 0, 0);
    const clock = () => now;
    const first = new WindowCounter(db.storage, SECRET, INQUIRY_WINDOW_MS, clock);
    const second = new WindowCounter(db.storage, SECRET, INQUIRY_WINDOW_MS, clock);
    expect(await first.increment("203.0.113.7")).toBe(1);
    expect(await second.increment("203.0.113.7")).toBe(2);
    expect(await second.count("203.0.113.7")).toBe(2);
    expect(await second.increment("198.51.100.1")).toBe(1);
    now += INQUIRY_WINDOW_MS;
    expect(await first.count("203.0.113.7")).toBe(0);
    expect(await second.increment("203.0.113.7")).toBe(1);
  });

  it("spend the stored budget only on stored inquiries, and the higher attempt budget on every try", async () => {
    const now = Date.UTC(2026, 10, 22, 10, 0, 0);
    const budget = budgetOn(db.storage, () => now);
    const client = "192.0.2.10";
    // Refused answers (a typo, a missing consent) cost attempts, never a stored inquiry.
    for (let attempt = 0; attempt < ATTEMPTS_PER_INQUIRY; attempt += 1) {
      expect(await budget.attempt(client)).toBe(true);
    }
    expect(await budget.mayStore(client)).toBe(true);
    await budget.stored(client);
    expect(await budget.mayStore(client)).toBe(true);
    await budget.stored(client);
    expect(await budget.mayStore(client)).toBe(false);
    expect(await budget.mayStore("192.0.2.11")).toBe(true);
    for (let attempt = ATTEMPTS_PER_INQUIRY; attempt < 2 * ATTEMPTS_PER_INQUIRY; attempt += 1) {
      expect(await budget.attempt(client)).toBe(true);
    }
    expect(await budget.attempt(client)).toBe(false);
  });

  it("store a keyed hash of the address, never the address", async () => {
    const budget = budgetOn(db.storage, Date.now);
    await budget.attempt("192.0.2.55");
    const rows = await db.storage.query<{ client_key: string }>(
      "SELECT client_key FROM rate_limit_windows",
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.client_key.includes("192.0.2"))).toBe(false);
  });
});
