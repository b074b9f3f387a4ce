/**
 * The price list as a CSV file, for the units:import and units:export operator commands and the
 * back office. A file is checked whole before anything is written: every bad row is reported
 * with its line number, and the list is replaced (units-import.server.ts) only when there are none.
 */
import { statSync } from "node:fs";
import { join, resolve, sep } from "node:path";
import { CsvError, parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import type { z } from "zod";
import type { Queryable } from "../storage/storage.server.ts";
import { fromCells, type UnitRecord, unitRecordSchema } from "./unit-record.server.ts";
import { readStoredUnits } from "./units.server.ts";

export const UNITS_CSV_HEADER = [
  "residence",
  "house",
  "bedrooms",
  "interior_sq_ft",
  "terrace_sq_ft",
  "price_usd",
  "status",
  "floor_plan",
] as const satisfies readonly (keyof UnitRecord)[];

type UnitsCsvColumn = (typeof UNITS_CSV_HEADER)[number];

/** A record as csv-parse returns it with `info: true`. */
type ParsedRow = { record: string[]; info: { lines: number } };

export interface UnitsCsvError {
  /** Physical line in the file, the header being line 1. */
  line: number;
  message: string;
}

export type UnitsCsvResult =
  | { ok: true; records: UnitRecord[] }
  | { ok: false; errors: UnitsCsvError[] };

export interface UnitsCsvOptions {
  /** Whether a floor_plan path names an existing file; unchecked when absent. */
  documentExists?: (path: string) => boolean;
}

/** Reads and checks a whole units CSV file; records come back in file order. */
export function parseUnitsCsv(text: string, options: UnitsCsvOptions = {}): UnitsCsvResult {
  let rows: ParsedRow[];
  try {
    // Line endings normalised first: csv-parse counts a CRLF inside a quoted cell, or after an
    // LF-ended line, as two lines, and our line numbers must match what an editor shows.
    rows = parse(text.replace(/\r\n?/g, "\n"), {
      bom: true,
      trim: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    }) as unknown as ParsedRow[];
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = typeof error.lines === "number" ? error.lines : 1;
    return failure(line, `the file is not valid CSV: ${error.message}`);
  }

  const [header, ...body] = rows;
  if (header === undefined) {
    return failure(1, `the file is empty; the first line must be ${UNITS_CSV_HEADER.join(",")}`);
  }
  const headerProblem = checkHeader(header.record);
  if (headerProblem) return failure(startLine(header), headerProblem);
  if (body.length === 0)
    return failure(startLine(header) + 1, "the file lists no residences after the header");

  const columns = header.record.map((name) => name.toLowerCase() as UnitsCsvColumn);
  const errors: UnitsCsvError[] = [];
  const records: UnitRecord[] = [];
  const lineOfResidence = new Map<string, number>();
  for (const row of body) {
    const line = startLine(row);
    if (row.record.length !== columns.length) {
      errors.push({
        line,
        message: `expected ${columns.length} values, found ${row.record.length}`,
      });
      continue;
    }
    const cells = Object.fromEntries(columns.map((column, i) => [column, row.record[i] ?? ""]));
    const checked = checkRow(cells as Record<UnitsCsvColumn, string>);
    if (!checked.ok) {
      errors.push(...checked.messages.map((message) => ({ line, message })));
      continue;
    }
    const { residence, floor_plan } = checked.record;
    const firstLine = lineOfResidence.get(residence.toLowerCase());
    if (firstLine !== undefined) {
      errors.push({
        line,
        message: `residence: ${residence} is already listed on line ${firstLine}`,
      });
    } else {
      lineOfResidence.set(residence.toLowerCase(), line);
    }
    if (options.documentExists && !options.documentExists(floor_plan)) {
      errors.push({
        line,
        message: `floor_plan: there is no file ${floor_plan} in the site's documents`,
      });
    }
    records.push(checked.record);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, records };
}

/** The price list as CSV, header first; parseUnitsCsv reads it back unchanged. */
export function formatUnitsCsv(records: readonly UnitRecord[]): string {
  return stringify(records as UnitRecord[], { header: true, columns: [...UNITS_CSV_HEADER] });
}

/** The residences currently listed, in list order, those not released included. */
export async function listUnitRecords(storage: Queryable): Promise<UnitRecord[]> {
  return (await readStoredUnits(storage)).map(({ unit }) => fromCells(unit.data));
}

export async function exportUnitsCsv(storage: Queryable): Promise<string> {
  return formatUnitsCsv(await listUnitRecords(storage));
}

/**
 * Checks floor_plan paths against the files the site serves: `/documents/…` must name a file
 * under publicDir.
 */
export function publicDocumentExists(publicDir = resolve("public")): (path: string) => boolean {
  const root = resolve(publicDir);
  return (path) => {
    if (!path.startsWith("/documents/")) return false;
    const file = resolve(join(root, path));
    if (!file.startsWith(root + sep)) return false;
    try {
      return statSync(file).isFile();
    } catch {
      return false;
    }
  };
}

function checkHeader(names: readonly string[]): string | undefined {
  const given = names.map((name) => name.toLowerCase());
  const expected: readonly string[] = UNITS_CSV_HEADER;
  const missing = expected.filter((name) => !given.includes(name));
  const unknown = given.filter((name) => !expected.includes(name));
  const repeated = given.filter((name, i) => given.indexOf(name) !== i);
  const problems = [
    missing.length > 0 ? `missing ${missing.join(", ")}` : "",
    unknown.length > 0 ? `unknown ${unknown.map((name) => JSON.stringify(name)).join(", ")}` : "",
    repeated.length > 0 ? `repeated ${[...new Set(repeated)].join(", ")}` : "",
  ].filter(Boolean);
  if (problems.length === 0) return undefined;
  return `the header must name the columns ${expected.join(",")}: ${problems.join("; ")}`;
}

function checkRow(
  cells: Record<UnitsCsvColumn, string>,
): { ok: true; record: UnitRecord } | { ok: false; messages: string[] } {
  const empty = UNITS_CSV_HEADER.filter((column) => cells[column] === "");
  if (empty.length > 0) {
    return { ok: false, messages: empty.map((column) => `${column}: is empty`) };
  }
  const result = unitRecordSchema.safeParse(cells);
  if (!result.success) {
    return {
      ok: false,
      messages: result.error.issues.map((issue) => describeIssue(issue, cells)),
    };
  }
  return { ok: true, record: result.data };
}

/** One schema issue in an operator's words: the column, the rule, and the value given. */
function describeIssue(issue: z.core.$ZodIssue, cells: Record<UnitsCsvColumn, string>): string {
  const column = String(issue.path[0] ?? "row");
  const got = `got ${JSON.stringify(cells[column as UnitsCsvColumn] ?? "")}`;
  switch (issue.code) {
    case "invalid_type":
      return `${column}: must be a whole number written with digits only (${got})`;
    case "too_small":
      return `${column}: must be at least ${issue.minimum} (${got})`;
    case "too_big":
      return `${column}: must be at most ${issue.maximum} (${got})`;
    case "invalid_value":
      return `${column}: must be one of ${issue.values.join(", ")} (${got})`;
    default:
      return `${column}: ${issue.message} (${got})`;
  }
}

/** The line a record starts on: csv-parse reports the line it ends on. */
function startLine(row: ParsedRow): number {
  const breaks = row.record.reduce((count, value) => count + value.split("\n").length - 1, 0);
  return row.info.lines - breaks;
}

function failure(line: number, message: string): UnitsCsvResult {
  return { ok: false, errors: [{ line, message }] };
}
