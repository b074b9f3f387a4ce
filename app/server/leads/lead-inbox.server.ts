/**
 * The lead inbox's reads (/admin/leads): one page of leads a view selects, newest first, with
 * each lead's delivery state per destination, and the counts its tabs show.
 */
import {
  type DeliveryState,
  isLeadStatus,
  type LeadAudience,
  type LeadStatus,
} from "../../lib/admin/lead-fields.ts";
import type { Queryable } from "../storage/storage.server.ts";
import { type LeadFilters, leadConditions } from "./lead-filters.server.ts";

export const INBOX_PAGE_SIZE = 25;

export interface InboxDelivery {
  destination: string;
  state: DeliveryState;
}

export interface InboxLead {
  id: string;
  receivedAt: string;
  name: string;
  audience: LeadAudience;
  source: string;
  status: LeadStatus;
  /** The owner's email address, or "" for nobody. */
  owner: string;
  suspectedReason: string;
  deliveries: InboxDelivery[];
}

export interface InboxPage {
  leads: InboxLead[];
  total: number;
  pages: number;
}

/** A delivery row's state as sales reads it: a pending row with a failed attempt is retrying. */
export function deliveryState(row: Record<string, unknown>): DeliveryState {
  if (row.status === "delivered" || row.status === "failed") return row.status;
  return Number(row.attempts) > 0 && row.last_error !== "" ? "retrying" : "waiting";
}

export async function listInboxLeads(
  db: Queryable,
  filters: LeadFilters,
  { page, order }: { page: number; order: "newest" | "oldest" },
  pageSize = INBOX_PAGE_SIZE,
): Promise<InboxPage> {
  const params: unknown[] = [];
  const where = leadConditions(filters, params);
  const [counted] = await db.query<{ count: unknown }>(
    `SELECT COUNT(*) AS count FROM leads l ${where}`,
    params,
  );
  const total = Number(counted?.count ?? 0);
  const direction = order === "oldest" ? "ASC" : "DESC";
  const rows = await db.query<Record<string, string | number>>(
    `SELECT l.id, l.received_at, l.fname, l.lname, l.audience, l.utm_source, l.sales_status,
       l.suspected_bot, l.bot_reason, COALESCE(owner.email, '') AS owner
     FROM leads l LEFT JOIN staff_users owner ON owner.id = l.owner_id
     ${where}
     ORDER BY l.received_at ${direction}, l.id ${direction}
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, pageSize, (page - 1) * pageSize],
  );
  const deliveries = await deliveriesOf(
    db,
    rows.map((row) => String(row.id)),
  );
  return {
    total,
    pages: Math.max(1, Math.ceil(total / pageSize)),
    leads: rows.map((row) => ({
      id: String(row.id),
      receivedAt: String(row.received_at),
      name: `${row.fname} ${row.lname}`.trim(),
      audience: row.audience === "broker" ? "broker" : "buyer",
      source: String(row.utm_source),
      status: isLeadStatus(row.sales_status) ? row.sales_status : "new",
      owner: String(row.owner),
      suspectedReason: Number(row.suspected_bot) === 1 ? String(row.bot_reason) : "",
      deliveries: deliveries.get(String(row.id)) ?? [],
    })),
  };
}

async function deliveriesOf(
  db: Queryable,
  leadIds: readonly string[],
): Promise<Map<string, InboxDelivery[]>> {
  const byLead = new Map<string, InboxDelivery[]>();
  if (leadIds.length === 0) return byLead;
  const rows = await db.query<{ lead_id: string; destination: string } & Record<string, unknown>>(
    `SELECT lead_id, destination, status, attempts, last_error FROM lead_deliveries
     WHERE lead_id IN (${leadIds.map((_, i) => `$${i + 1}`).join(", ")})
     ORDER BY destination DESC`,
    leadIds,
  );
  for (const row of rows) {
    const list = byLead.get(row.lead_id) ?? [];
    list.push({ destination: row.destination, state: deliveryState(row) });
    byLead.set(row.lead_id, list);
  }
  return byLead;
}

/** How many leads each tab holds (the inbox, the suspected bots), whatever the filters. */
export async function countInboxTabs(db: Queryable): Promise<{ inbox: number; suspected: number }> {
  const [row] = await db.query<{ inbox: unknown; suspected: unknown }>(
    `SELECT COALESCE(SUM(1 - suspected_bot), 0) AS inbox, COALESCE(SUM(suspected_bot), 0) AS suspected
     FROM leads`,
  );
  return { inbox: Number(row?.inbox ?? 0), suspected: Number(row?.suspected ?? 0) };
}

/** The UTM sources leads came with, for the inbox's filter. */
export async function listLeadSources(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ utm_source: string }>(
    "SELECT DISTINCT utm_source FROM leads WHERE utm_source <> '' ORDER BY utm_source",
  );
  return rows.map((row) => row.utm_source);
}
