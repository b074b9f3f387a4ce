import { createHash } from "node:crypto";
import type { Queryable } from "./storage/storage.server.ts";

// The price list is dated where the residences are (the availability page shows the date).
const caymanDay = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Cayman" });

/**
 * A version of everything a page shows that can change without a deploy: the price list,
 * the press archive, the team and the day in Cayman. Every import stamps the rows it writes with its
 * time, so each table's newest stamp with its row count changes with each import and with
 * any row removed; each table's summed row versions grow with every back-office edit too, and
 * the site settings' (facts, contact, page words) with every save. Content that cannot be read has a version of its own, so what is made
 * meanwhile is made again once it can be read.
 */
export async function contentVersion(storage: Queryable, now = Date.now()): Promise<string> {
  let stored: string;
  try {
    const [row] = await storage.query<Record<string, unknown>>(
      `SELECT (SELECT COUNT(*) FROM units) AS units, (SELECT MAX(updated_at) FROM units) AS units_at,
              (SELECT SUM(version) FROM units) AS units_versions,
              (SELECT COUNT(*) FROM press_articles) AS press,
              (SELECT MAX(updated_at) FROM press_articles) AS press_at,
              (SELECT SUM(version) FROM press_articles) AS press_versions,
              (SELECT COUNT(*) FROM team_members) AS team,
              (SELECT MAX(updated_at) FROM team_members) AS team_at,
              (SELECT SUM(version) FROM team_members) AS team_versions,
              (SELECT SUM(version) FROM site_settings) AS settings`,
    );
    const part = (count: string, at: string, versions: string) =>
      `${String(row?.[count])}@${String(row?.[at])}+${String(row?.[versions])}`;
    stored = [
      part("units", "units_at", "units_versions"),
      part("press", "press_at", "press_versions"),
      part("team", "team_at", "team_versions"),
      String(row?.settings),
    ].join("/");
  } catch {
    stored = "unreadable";
  }
  return `${stored}/${caymanDay.format(now)}`;
}

/** A weak validator for a page of this release at this content version. */
export function pageEtag(release: string, version: string): string {
  const digest = createHash("sha256").update(`${release}|${version}`).digest("base64url");
  return `W/"${digest.slice(0, 22)}"`;
}
