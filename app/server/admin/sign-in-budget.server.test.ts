import { describe, expect, it } from "vitest";
import { storageBackends, useTestStorage } from "../../../tests/support/test-storage.ts";
import { parseConfig } from "../config.server.ts";
import { createLogger } from "../logger.server.ts";
import { LINKS_PER_ADDRESS, SIGN_IN_ATTEMPTS, SignInBudget } from "./sign-in-budget.server.ts";

describe.each(storageBackends)("the sign-in budget on $kind", (backend) => {
  const db = useTestStorage(backend);
  const config = { ...parseConfig({ NODE_ENV: "test", SECRET: "s".repeat(32) }) };

  it("allows a client its attempts in a window, then refuses until the next", async () => {
    let now = Date.UTC(2026, 10, 27, 10, 0, 0);
    const budget = new SignInBudget(db.storage, config, createLogger("silent"), () => now);
    for (let i = 0; i < SIGN_IN_ATTEMPTS; i += 1)
      expect(await budget.attempt("203.0.113.7")).toBe(true);
    expect(await budget.attempt("203.0.113.7")).toBe(false);
    expect(await budget.attempt("203.0.113.8")).toBe(true);
    expect(budget.retryAfter()).toBe(15 * 60);
    now += 15 * 60 * 1000;
    expect(await budget.attempt("203.0.113.7")).toBe(true);
  });

  it("emails one address a few links per window, however many clients ask", async () => {
    const budget = new SignInBudget(db.storage, config, createLogger("silent"));
    for (let i = 0; i < LINKS_PER_ADDRESS; i += 1) {
      expect(await budget.linkFor("ana@residences.example")).toBe(true);
    }
    expect(await budget.linkFor("ana@residences.example")).toBe(false);
    expect(await budget.linkFor("ben@residences.example")).toBe(true);
  });
});
