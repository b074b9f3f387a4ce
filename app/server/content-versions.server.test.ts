import { describe, expect, it } from "vitest";
import { CONTENT_VERSION_TTL_MS, pressVersion, unitsVersion } from "./content-versions.server.ts";
import type { Queryable } from "./storage/storage.server.ts";

/** A table whose row count the test changes, counting the queries it answers. */
function fakeStorage() {
  const state = { count: 3, queries: 0, failing: false };
  const storage: Queryable = {
    query: async <T>() => {
      state.queries += 1;
      if (state.failing) throw new Error("no such table");
      return [{ count: state.count, updated: "2026-11-26T10:00:00Z" }] as T[];
    },
    execute: async () => ({ rowCount: 0 }),
  };
  return { storage, state };
}

describe("content versions", () => {
  it("are read once for all the requests of one moment, and again after the time to live", async () => {
    const { storage, state } = fakeStorage();
    const versions = await Promise.all([
      unitsVersion(storage, 0),
      unitsVersion(storage, 10),
      unitsVersion(storage, CONTENT_VERSION_TTL_MS - 1),
    ]);
    expect(new Set(versions)).toEqual(new Set(["3@2026-11-26T10:00:00Z"]));
    expect(state.queries).toBe(1);

    state.count = 4;
    expect(await unitsVersion(storage, CONTENT_VERSION_TTL_MS - 1)).toBe("3@2026-11-26T10:00:00Z");
    expect(await unitsVersion(storage, CONTENT_VERSION_TTL_MS)).toBe("4@2026-11-26T10:00:00Z");
    expect(state.queries).toBe(2);
  });

  it("are kept per table and per storage", async () => {
    const first = fakeStorage();
    const second = fakeStorage();
    second.state.count = 7;
    await unitsVersion(first.storage, 0);
    expect(await pressVersion(first.storage, 0)).toBe("3@2026-11-26T10:00:00Z");
    expect(await unitsVersion(second.storage, 0)).toBe("7@2026-11-26T10:00:00Z");
    expect(first.state.queries).toBe(2);
  });

  it("say unreadable while a table cannot be read, and recover once it can", async () => {
    const { storage, state } = fakeStorage();
    state.failing = true;
    expect(await pressVersion(storage, 0)).toBe("unreadable");
    state.failing = false;
    expect(await pressVersion(storage, CONTENT_VERSION_TTL_MS)).toBe("3@2026-11-26T10:00:00Z");
  });
});
