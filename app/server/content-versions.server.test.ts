import { describe, expect, it } from "vitest";
import { contentVersion, pageEtag } from "./content-versions.server.ts";
import type { Queryable } from "./storage/storage.server.ts";

/** Tables whose rows the test changes. */
function fakeStorage() {
  const state = { units: 3, press: 5, settings: 2, failing: false };
  const storage: Queryable = {
    query: async <T>() => {
      if (state.failing) throw new Error("no such table");
      const at = "2026-11-26T10:00:00Z";
      return [
        {
          units: state.units,
          units_at: at,
          press: state.press,
          press_at: at,
          settings: state.settings,
        },
      ] as T[];
    },
    execute: async () => ({ rowCount: 0 }),
  };
  return { storage, state };
}

const noon = Date.UTC(2026, 10, 26, 17, 0, 0);

describe("content version", () => {
  it("changes with a saved fact, contact setting or page description", async () => {
    const { storage, state } = fakeStorage();
    const first = await contentVersion(storage, noon);
    state.settings = 3;
    expect(await contentVersion(storage, noon)).not.toBe(first);
  });

  it("changes with the price list, the press archive and the day in Cayman", async () => {
    const { storage, state } = fakeStorage();
    const first = await contentVersion(storage, noon);
    expect(await contentVersion(storage, noon)).toBe(first);
    state.units = 4;
    const afterPrices = await contentVersion(storage, noon);
    expect(afterPrices).not.toBe(first);
    state.press = 6;
    expect(await contentVersion(storage, noon)).not.toBe(afterPrices);
    // 17:00 UTC is noon in Cayman; twelve hours later it is the next day there.
    expect(await contentVersion(storage, noon + 12 * 3_600_000)).not.toBe(
      await contentVersion(storage, noon),
    );
  });

  it("says unreadable while the tables cannot be read", async () => {
    const { storage, state } = fakeStorage();
    state.failing = true;
    expect(await contentVersion(storage, noon)).toMatch(/^unreadable\//);
  });
});

describe("page validators", () => {
  it("are weak, and differ by release and by content version", () => {
    expect(pageEtag("r1", "v1")).toMatch(/^W\/"[\w-]{22}"$/);
    expect(pageEtag("r1", "v1")).toBe(pageEtag("r1", "v1"));
    expect(pageEtag("r2", "v1")).not.toBe(pageEtag("r1", "v1"));
    expect(pageEtag("r1", "v2")).not.toBe(pageEtag("r1", "v1"));
  });
});
