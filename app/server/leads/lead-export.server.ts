/**
 * Leads as a CSV file for the sales team (the leads:export operator command): one row per
 * inquiry, oldest first, with where it came from and whether it reached each destination.
 */
import { stringify } from "csv-stringify/sync";
import { z } from "zod";
import type { Queryable } from "../storage/storage.server.ts";
import { inquiryNumberSql } from "./inquiry-number.server.ts";
import { LEAD_ANSWER_FIELDS } from "./lead-fields.server.ts";

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

/** The leads received in the date range (inclusive, whole UTC days) as CSV, and how many. */
export async function exportLeads(
  storage: Queryable,
  filters: LeadExportFilters = {},
): Promise<{ csv: string; count: number }> {
  const { from, to, includeSuspected } = checkLeadExportFilters(filters);
  const conditions: string[] = [];
  const params: unknown[] = [];
  if (from !== undefined) {
    params.push(from);
    conditions.push(`l.received_at >= $${params.length}`);
  }
  if (to !== undefined) {
    params.push(dayAfter(to));
    conditions.push(`l.received_at < $${params.length}`);
  }
  if (!includeSuspected) conditions.push("l.suspected_bot = 0");
  const where = conditions.length > 0 ? `WHERE ${conditions.join(" AND ")}` : "";

  // inquiry_number counts every lead of the contact, inside the date range or not, so a
  // returning visitor shows as such in any export.
  const rows = await storage.query(
    `SELECT l.*, ${inquiryNumberSql("l")} AS inquiry_number,
       webhook.status AS webhook_delivery,
       email.status AS email_delivery
     FROM leads l
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

/** received_at is an ISO-8601 UTC timestamp, so "before the next day" ends the day inclusively. */
function dayAfter(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
