import { z } from "zod";
import { LEAD_AUDIENCES, LEAD_STATUSES } from "../../lib/admin/lead-fields.ts";
import type { LeadFilters } from "../leads/lead-filters.server.ts";

/** The inbox's filter form as typed, to show it again. */
export interface InboxQueryValues {
  from: string;
  to: string;
  audience: string;
  source: string;
  status: string;
}

export interface InboxQuery {
  view: "inbox" | "suspected";
  order: "newest" | "oldest";
  page: number;
  values: InboxQueryValues;
  /** A message beside each filter that could not be read; such a filter is not applied. */
  errors: Partial<Record<keyof InboxQueryValues, string>>;
  filters: LeadFilters;
}

const date = z.iso.date();
const FIELDS = ["from", "to", "audience", "source", "status"] as const;

/**
 * The inbox's address as a view: `?view=suspected&from=2026-01-01&audience=broker&page=2`.
 * The same address, under /admin/leads/export, downloads that view, so both read it here.
 */
export function readInboxQuery(search: URLSearchParams): InboxQuery {
  const values = Object.fromEntries(
    FIELDS.map((name) => [name, (search.get(name) ?? "").trim()]),
  ) as unknown as InboxQueryValues;
  const errors: InboxQuery["errors"] = {};
  const view = search.get("view") === "suspected" ? "suspected" : "inbox";
  const filters: LeadFilters = { suspected: view === "suspected" ? "only" : "exclude" };
  for (const name of ["from", "to"] as const) {
    if (values[name] === "") continue;
    if (date.safeParse(values[name]).success) filters[name] = values[name];
    else errors[name] = "Enter a date as YYYY-MM-DD, for example 2026-03-31.";
  }
  if (filters.from && filters.to && filters.from > filters.to) {
    errors.to = "The end date must not be before the start date.";
    delete filters.to;
  }
  const audience = LEAD_AUDIENCES.find((known) => known === values.audience);
  if (audience) filters.audience = audience;
  else if (values.audience !== "") errors.audience = "Choose buyer or broker.";
  const status = LEAD_STATUSES.find((known) => known === values.status);
  if (status) filters.status = status;
  else if (values.status !== "") errors.status = "Choose one of the statuses.";
  if (values.source !== "") filters.source = values.source;
  const asked = Number(search.get("page") ?? "1");
  return {
    view,
    order: search.get("order") === "oldest" ? "oldest" : "newest",
    page: Number.isInteger(asked) && asked >= 1 ? asked : 1,
    values,
    errors,
    filters,
  };
}
