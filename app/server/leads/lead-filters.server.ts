import type { LeadAudience, LeadStatus } from "../../lib/admin/lead-fields.ts";

/**
 * Which leads a view holds: the one definition the inbox, its suspected-bot tab and the CSV
 * export (the back office's and the leads:export command's) share, so a download always
 * holds what the screen listed.
 */
export interface LeadFilters {
  /** Whole UTC days, YYYY-MM-DD, both ends included. */
  from?: string;
  to?: string;
  audience?: LeadAudience;
  /** utm_source, exactly. */
  source?: string;
  status?: LeadStatus;
  /** Leave suspected bots out (the inbox), keep them, or keep only them (their tab). */
  suspected: "exclude" | "include" | "only";
}

/** The WHERE clause for `filters` on leads aliased `alias`, its values pushed onto `params`. */
export function leadConditions(filters: LeadFilters, params: unknown[], alias = "l"): string {
  const conditions: string[] = [];
  const add = (sql: string, value: unknown) => {
    params.push(value);
    conditions.push(sql.replace("?", `$${params.length}`));
  };
  if (filters.from !== undefined) add(`${alias}.received_at >= ?`, filters.from);
  // received_at is an ISO-8601 UTC timestamp, so "before the next day" ends the day inclusively.
  if (filters.to !== undefined) add(`${alias}.received_at < ?`, dayAfter(filters.to));
  if (filters.audience !== undefined) add(`${alias}.audience = ?`, filters.audience);
  if (filters.source !== undefined) add(`${alias}.utm_source = ?`, filters.source);
  if (filters.status !== undefined) add(`${alias}.sales_status = ?`, filters.status);
  if (filters.suspected === "exclude") conditions.push(`${alias}.suspected_bot = 0`);
  if (filters.suspected === "only") conditions.push(`${alias}.suspected_bot = 1`);
  return conditions.length > 0 ? `WHERE ${conditions.join(" AND ")}` : "";
}

function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
