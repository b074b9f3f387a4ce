import { pageInfo } from "../../content/pages.ts";
import { residenceCounts } from "../../lib/units.ts";
import type { Queryable } from "../storage/storage.server.ts";
import { listUnits } from "../units/units.server.ts";

/**
 * The page cache's dataVersion for this site: a page rendered "per-price-list" (the home
 * page, whose structured data counts the residences) is as current as the counts it shows,
 * so they are its version; static pages have none. Counts that cannot be read make a version
 * of their own: the page is rendered without them, and again once they can be read.
 */
export function pageDataVersion(storage: Queryable) {
  return async (path: string): Promise<string> => {
    if (pageInfo(path)?.rendering !== "per-price-list") return "";
    const counts = await listUnits(storage).then(residenceCounts, () => null);
    return JSON.stringify(counts);
  };
}
