import { describe, expect, it } from "vitest";
import type { Queryable } from "../storage/storage.server.ts";
import { pageCachePolicy } from "./page-cache-policy.server.ts";

function storageWith(rows: Record<string, { count: number; updated: string } | Error>) {
  const storage: Pick<Queryable, "query"> = {
    query: async <T>(sql: string) => {
      const table = /FROM (\w+)/.exec(sql)?.[1] ?? "";
      const row = rows[table];
      if (!row || row instanceof Error) throw row ?? new Error(`no table ${table}`);
      return [row] as T[];
    },
  };
  return storage as Queryable;
}

describe("the page cache policy", () => {
  const content = {
    units: { count: 42, updated: "2026-11-20T10:00:00.000Z" },
    press_articles: { count: 12, updated: "2026-11-19T10:00:00.000Z" },
  };
  const policy = pageCachePolicy(storageWith(content));

  it("keys static pages by path, press lists by the list they show, and leaves others out", () => {
    expect(policy.cacheKey("/overview", "utm_source=mail")).toBe("/overview");
    expect(policy.cacheKey("/availability", "image=kitchen")).toBe("/availability");
    expect(policy.cacheKey("/press", "")).toBe("/press?category=news&page=1");
    expect(policy.cacheKey("/press", "page=1&category=news&x=1")).toBe(
      "/press?category=news&page=1",
    );
    expect(policy.cacheKey("/press", "category=market&page=2")).toBe(
      "/press?category=market&page=2",
    );
    expect(policy.cacheKey("/press", "category=nonsense&page=-4")).toBe(
      "/press?category=news&page=1",
    );
    expect(policy.cacheKey("/press/some-article", "utm_source=x")).toBe("/press/some-article");
    expect(policy.cacheKey("/press/Not_A_Slug", "")).toBeNull();
    expect(policy.cacheKey("/no-such-page", "")).toBeNull();
  });

  it("versions each page by the content it shows", async () => {
    expect(await policy.dataVersion("/overview")).toBe("");
    expect(await policy.dataVersion("/availability")).toMatch(
      /^42@2026-11-20T10:00:00.000Z\/\d{4}-\d{2}-\d{2}$/,
    );
    expect(await policy.dataVersion("/")).toBe(await policy.dataVersion("/availability"));
    expect(await policy.dataVersion("/press?category=news&page=1")).toBe(
      "12@2026-11-19T10:00:00.000Z",
    );
    expect(await policy.dataVersion("/press/some-article")).toBe("12@2026-11-19T10:00:00.000Z");
  });

  it("gives content that cannot be read a version of its own", async () => {
    const broken = pageCachePolicy(
      storageWith({ units: new Error("no such table"), press_articles: new Error("down") }),
    );
    expect(await broken.dataVersion("/availability")).toMatch(/^unreadable\//);
    expect(await broken.dataVersion("/press?category=news&page=1")).toBe("unreadable");
  });
});
