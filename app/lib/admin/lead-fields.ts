/**
 * The lead inbox's vocabulary (/admin/leads): where sales has got to with an inquiry, and the
 * answers the lead page's forms get when they change nothing. Shared by the pages and the server.
 */
export const LEADS_PATH = "/admin/leads";

export const LEAD_STATUSES = ["new", "contacted", "qualified", "closed"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  closed: "Closed",
};

export const LEAD_AUDIENCES = ["buyer", "broker"] as const;
export type LeadAudience = (typeof LEAD_AUDIENCES)[number];

export const LEAD_AUDIENCE_LABELS: Record<LeadAudience, string> = {
  buyer: "Buyer",
  broker: "Broker",
};

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);
}

/** The longest note the lead page takes, in characters. */
export const NOTE_MAX_LENGTH = 2000;

/** What the lead page's forms send, as typed. */
export interface LeadWorkValues {
  status: string;
  owner: string;
  note: string;
}

/** The lead page's answer to a post it refused: what was typed, and why nothing changed. */
export interface LeadRefusal {
  intent: "work" | "release" | "retry" | "erase";
  values: LeadWorkValues;
  errors: Partial<Record<keyof LeadWorkValues | "confirm", string>>;
  /** Beside the form: the lead changed since the page was loaded, or a retry had nothing to do. */
  conflict?: string;
}

/** A delivery of a lead to one destination, as the pages name its state. */
export type DeliveryState = "delivered" | "waiting" | "retrying" | "failed";

export const DELIVERY_STATE_LABELS: Record<DeliveryState, string> = {
  delivered: "Delivered",
  waiting: "Waiting to be sent",
  retrying: "Retrying",
  failed: "Failed",
};

export const DESTINATION_LABELS: Record<string, string> = {
  webhook: "CRM webhook",
  email: "Sales email",
};

/** The inbox's address with some of its parameters changed ("" removes one). */
export function inboxHref(path: string, search: string, changes: Record<string, string>): string {
  const next = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === "") next.delete(name);
    else next.set(name, value);
  }
  const query = next.toString();
  return query ? `${path}?${query}` : path;
}
