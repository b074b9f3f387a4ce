import { pageInfo } from "../../content/pages.ts";
import { parsePressQuery } from "../../lib/press-query.ts";
import { pressVersion, unitsVersion } from "../content-versions.server.ts";
import type { Queryable } from "../storage/storage.server.ts";

// The price list is dated where the residences are (the availability page shows the date).
const caymanDay = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Cayman" });
let today = { day: "", until: 0 };

/** Today's date in Cayman, worked out at most once a minute: formatting costs microseconds. */
function caymanToday(now = Date.now()): string {
  if (now >= today.until) today = { day: caymanDay.format(now), until: now + 60_000 };
  return today.day;
}

const PRESS_ARTICLE = /^\/press\/[a-z0-9-]{1,120}$/;

/**
 * Which pages the page cache keeps, under which key, and what stored content each shows
 * (pages.ts says how each page is rendered):
 * - "static" pages: one copy, no content version.
 * - "per-price-list" pages: one copy per state of the price list and day in Cayman.
 * - "per-press-list" pages: one copy per category and page of the list (the query as the
 *   page reads it, so any spelling of one list shares a copy) per state of the archive.
 * - Press articles: one copy per article per state of the archive (an address that names no
 *   article is answered with Page Not Found, which is not kept).
 * Content that cannot be read makes a version of its own (content-versions.server.ts): the
 * page is rendered without it, and again once it can be read.
 */
export function pageCachePolicy(storage: Queryable) {
  return {
    cacheKey(path: string, query: string): string | null {
      if (PRESS_ARTICLE.test(path)) return path;
      const rendering = pageInfo(path)?.rendering;
      if (rendering === "static" || rendering === "per-price-list") return path;
      if (rendering !== "per-press-list") return null;
      const { category, page } = parsePressQuery(new URLSearchParams(query));
      return `${path}?category=${category}&page=${page}`;
    },
    async dataVersion(key: string): Promise<string> {
      const path = key.split("?")[0] ?? "";
      const rendering = PRESS_ARTICLE.test(path) ? "per-press-list" : pageInfo(path)?.rendering;
      if (rendering === "per-price-list") return `${await unitsVersion(storage)}/${caymanToday()}`;
      if (rendering === "per-press-list") return pressVersion(storage);
      return "";
    },
  };
}
