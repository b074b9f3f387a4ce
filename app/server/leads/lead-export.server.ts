/**
 * Leads as a CSV file for the sales team (the leads:export operator command): one row per
 * inquiry, oldest first, with where it came from and whether it reached each destination.
 */
import { stringify } from "csv-stringify/sync";
import { z } from "zod";
import { LEAD_AUDIENCES, LEAD_STATUSES } from "../../lib/admin/lead-fields.ts";
import type { Queryable } from "../storage/storage.server.ts";
import { inquiryNumberSql } from "./inquiry-number.server.ts";
import { LEAD_ANSWER_FIELDS } from "./lead-fields.server.ts";
import { leadConditions } from "./lead-filters.server.ts";

/** The leads table's form fields: the answers, then the landing flag, UTM values and origin. */
const FORM_FIELDS = [
  ...LEAD_ANSWER_FIELDS,
  "intro",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "page_path",
  "consent_text",
] as const;

export const LEADS_CSV_HEADER = [
  "lead_id",
  "received_at",
  "contact_id",
  "inquiry_number",
  "audience",
  ...FORM_FIELDS,
  "suspected_bot",
  "bot_reason",
  "webhook_delivery",
  "email_delivery",
  "sales_status",
  "owner",
] as const;

type LeadsCsvColumn = (typeof LEADS_CSV_HEADER)[number];

const calendarDate = (name: string) =>
  z.iso.date({
    error: (issue) => `${name} must be a date as YYYY-MM-DD, got ${JSON.stringify(issue.input)}`,
  });

const filtersSchema = z
  .object({
    from: calendarDate("from").optional(),
    to: calendarDate("to").optional(),
    includeSuspected: z.boolean().default(false),
    /** Only the suspected bots (the back office's tab of them). */
    onlySuspected: z.boolean().default(false),
    audience: z.enum(LEAD_AUDIENCES).optional(),
    source: z.string().optional(),
    status: z.enum(LEAD_STATUSES).optional(),
  })
  .refine(({ from, to }) => from === undefined || to === undefined || from <= to, {
    error: "from must not be after to",
  });

export type LeadExportFilters = z.input<typeof filtersSchema>;

/**
 * Cells that a spreadsheet would read as a formula get a leading apostrophe, so the value shows
 * as text and never runs: https://owasp.org/www-community/attacks/CSV_Injection
 */
export function neutraliseCsvCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** The filters with defaults applied; throws an Error that says what is wrong with them. */
export function checkLeadExportFilters(filters: LeadExportFilters): z.output<typeof filtersSchema> {
  const checked = filtersSchema.safeParse(filters);
  if (!checked.success) {
    const problems = checked.error.issues.map((issue) => issue.message).join("; ");
    throw new Error(`Cannot export leads: ${problems}`);
  }
  return checked.data;
}

/** The leads the filters select (dates: whole UTC days, both included) as CSV, and how many. */
export async function exportLeads(
  storage: Queryable,
  filters: LeadExportFilters = {},
): Promise<{ csv: string; count: number }> {
  const { includeSuspected, onlySuspected, ...chosen } = checkLeadExportFilters(filters);
  const params: unknown[] = [];
  const where = leadConditions(
    { ...chosen, suspected: onlySuspected ? "only" : includeSuspected ? "include" : "exclude" },
    params,
  );

  // inquiry_number counts every lead of the contact, inside the date range or not, so a
  // returning visitor shows as such in any export.
  const rows = await storage.query(
    `SELECT l.*, ${inquiryNumberSql("l")} AS inquiry_number,
       webhook.status AS webhook_delivery,
       email.status AS email_delivery,
       l.sales_status, owner.email AS owner
     FROM leads l
     LEFT JOIN staff_users owner ON owner.id = l.owner_id
     LEFT JOIN lead_deliveries webhook ON webhook.lead_id = l.id AND webhook.destination = 'webhook'
     LEFT JOIN lead_deliveries email ON email.lead_id = l.id AND email.destination = 'email'
     ${where}
     ORDER BY l.received_at, l.id`,
    params,
  );
  const records = rows.map((row) =>
    LEADS_CSV_HEADER.map((column) => neutraliseCsvCell(cellText(column, row))),
  );
  const csv = stringify(records, { header: true, columns: [...LEADS_CSV_HEADER] });
  return { csv, count: records.length };
}

export async function exportLeadsCsv(
  storage: Queryable,
  filters: LeadExportFilters = {},
): Promise<string> {
  return (await exportLeads(storage, filters)).csv;
}

function cellText(column: LeadsCsvColumn, row: Record<string, unknown>): string {
  const value = row[column === "lead_id" ? "id" : column];
  if (column === "intro" || column === "suspected_bot") return Number(value) === 1 ? "yes" : "no";
  return value === null || value === undefined ? "" : String(value);
}
