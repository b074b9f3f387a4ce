import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { storageBackends, useTestStorage } from "../../../tests/support/test-storage.ts";
import type { UnitRecord } from "./unit-record.server.ts";
import {
  exportUnitsCsv,
  formatUnitsCsv,
  listUnitRecords,
  parseUnitsCsv,
  publicDocumentExists,
  UNITS_CSV_HEADER,
} from "./units-csv.server.ts";
import { importUnitsCsv } from "./units-import.server.ts";

const HEADER = UNITS_CSV_HEADER.join(",");

function residence(id: string, overrides: Partial<UnitRecord> = {}): UnitRecord {
  return {
    residence: id,
    house: "Beach",
    bedrooms: 3,
    interior_sq_ft: 3200,
    terrace_sq_ft: 450,
    price_usd: 6_500_000,
    status: "Available",
    floor_plan: `/documents/floor-plans/${id.toLowerCase()}.pdf`,
    ...overrides,
  };
}

const firstList = [residence("B101"), residence("S201", { house: "Shore", status: "Sold" })];

describe("parseUnitsCsv", () => {
  it("reads a spreadsheet export: BOM, CRLF, padded cells, blank lines, any column order", () => {
    const text =
      "\uFEFFstatus, residence ,house,bedrooms,interior_sq_ft,terrace_sq_ft,price_usd,floor_plan\r\n" +
      "Available, B101 ,Beach,3,3200,450,6500000,/documents/floor-plans/b101.pdf\r\n" +
      "\r\n" +
      ",,,,,,,\r\n" +
      "Sold,S201,Shore,3,3200,450,6500000,/documents/floor-plans/s201.pdf\r\n";
    expect(parseUnitsCsv(text)).toEqual({ ok: true, records: firstList });
  });

  it("names the line, the column and the rule of each bad value", () => {
    const text = [
      HEADER,
      "B101,Beach,3,3200,450,6500000,Available,/documents/floor-plans/b101.pdf",
      "",
      '"B102",Beach,2.5,3200,450,5000,Available,/documents/floor-plans/b102.pdf',
      "B103,beach,3,3200,450,6500000,Available,/documents/floor-plans/b103.pdf",
      "B104,Beach,3,3200",
      "B105,Beach,3,3200,,6500000,Available,/documents/floor-plans/b105.pdf",
    ].join("\n");
    expect(parseUnitsCsv(text)).toEqual({
      ok: false,
      errors: [
        {
          line: 4,
          message: 'bedrooms: must be a whole number written with digits only (got "2.5")',
        },
        { line: 4, message: 'price_usd: must be at least 100000 (got "5000")' },
        { line: 5, message: 'house: must be one of Beach, Shore (got "beach")' },
        { line: 6, message: "expected 8 values, found 4" },
        { line: 7, message: "terrace_sq_ft: is empty" },
      ],
    });
  });

  it("counts physical lines when a quoted cell spans two of them", () => {
    const text = `${HEADER}\n"B1\n01",Beach,3,3200,450,6500000,Available,/documents/floor-plans/b101.pdf\nB102,Beach,3,3200,450,1,Available,/documents/floor-plans/b102.pdf\n`;
    const result = parseUnitsCsv(text);
    expect(result.ok ? [] : result.errors.map((error) => error.line)).toEqual([2, 4]);
  });

  it("requires exactly the expected columns and says which are missing or unknown", () => {
    const text = "residence,house,bedrooms,interior,terrace_sq_ft,price_usd,status,floor_plan\n";
    expect(parseUnitsCsv(text)).toEqual({
      ok: false,
      errors: [
        {
          line: 1,
          message: `the header must name the columns ${HEADER}: missing interior_sq_ft; unknown "interior"`,
        },
      ],
    });
  });

  it("requires at least one residence", () => {
    expect(parseUnitsCsv("")).toMatchObject({ ok: false, errors: [{ line: 1 }] });
    expect(parseUnitsCsv(`${HEADER}\n\n`)).toEqual({
      ok: false,
      errors: [{ line: 2, message: "the file lists no residences after the header" }],
    });
  });

  it("reports a residence listed twice on the second line", () => {
    const text = formatUnitsCsv([residence("B101"), residence("B102"), residence("b101")]);
    expect(parseUnitsCsv(text)).toEqual({
      ok: false,
      errors: [{ line: 4, message: "residence: b101 is already listed on line 2" }],
    });
  });

  it("reports a floor plan the site does not have", () => {
    const publicDir = mkdtempSync(join(tmpdir(), "units-csv-public-"));
    try {
      mkdirSync(join(publicDir, "documents", "floor-plans"), { recursive: true });
      writeFileSync(join(publicDir, "documents", "floor-plans", "b101.pdf"), "%PDF-1.7");
      const documentExists = publicDocumentExists(publicDir);
      expect(documentExists("/documents/floor-plans/b101.pdf")).toBe(true);
      expect(documentExists("/documents/floor-plans")).toBe(false);
      expect(documentExists("/documents/../documents/floor-plans/b101.pdf")).toBe(true);
      expect(documentExists("/documents/../../etc/passwd")).toBe(false);

      const result = parseUnitsCsv(formatUnitsCsv([residence("B101"), residence("B102")]), {
        documentExists,
      });
      expect(result).toEqual({
        ok: false,
        errors: [
          {
            line: 3,
            message:
              "floor_plan: there is no file /documents/floor-plans/b102.pdf in the site's documents",
          },
        ],
      });
    } finally {
      rmSync(publicDir, { recursive: true, force: true });
    }
  });

  it("reports CSV that cannot be read at all", () => {
    const text = `${HEADER}\nB101,Beach,3,3200,450,6500000,Available,/documents/floor-plans/b101.pdf\n"B102,Beach`;
    expect(parseUnitsCsv(text)).toMatchObject({ ok: false, errors: [{ line: 3 }] });
  });
});

describe.each(storageBackends)("units CSV import and export on $kind", (backend) => {
  const db = useTestStorage(backend);
  const now = new Date("2025-03-01T12:00:00.000Z");

  it("replaces the whole list with a valid file", async () => {
    const result = await importUnitsCsv(db.storage, formatUnitsCsv(firstList), { now });
    expect(result).toEqual({ ok: true, count: 2 });
    expect(await listUnitRecords(db.storage)).toEqual(firstList);

    const secondList = [residence("S305", { house: "Shore", price_usd: 9_100_000 })];
    await importUnitsCsv(db.storage, formatUnitsCsv(secondList), { now });
    expect(await listUnitRecords(db.storage)).toEqual(secondList);
  });

  it("changes nothing when one row is bad, and names its line", async () => {
    await importUnitsCsv(db.storage, formatUnitsCsv(firstList), { now });
    const lines = formatUnitsCsv([residence("B101"), residence("B102"), residence("B103")])
      .trimEnd()
      .split("\n");
    lines[3] = lines[3]?.replace("Available", "Gone") ?? "";

    const result = await importUnitsCsv(db.storage, lines.join("\n"), { now });
    expect(result).toEqual({
      ok: false,
      errors: [
        {
          line: 4,
          message: 'status: must be one of Available, Reserved, Sold, Not released (got "Gone")',
        },
      ],
    });
    expect(await listUnitRecords(db.storage)).toEqual(firstList);
  });

  it("changes nothing when a floor plan is missing", async () => {
    await importUnitsCsv(db.storage, formatUnitsCsv(firstList), { now });
    const result = await importUnitsCsv(db.storage, formatUnitsCsv([residence("B110")]), {
      documentExists: () => false,
    });
    expect(result).toMatchObject({ ok: false, errors: [{ line: 2 }] });
    expect(await listUnitRecords(db.storage)).toEqual(firstList);
  });

  it("reads its own export back unchanged", async () => {
    const list = [
      residence("B101", { status: "Reserved", terrace_sq_ft: 0 }),
      residence("S-PH1", { house: "Shore", bedrooms: 6, price_usd: 42_000_000 }),
      residence("B102"),
    ];
    await importUnitsCsv(db.storage, formatUnitsCsv(list), { now });
    const exported = await exportUnitsCsv(db.storage);
    expect(exported.split("\n")[0]).toBe(HEADER);

    await importUnitsCsv(db.storage, formatUnitsCsv(firstList), { now });
    expect(await importUnitsCsv(db.storage, exported, { now })).toEqual({ ok: true, count: 3 });
    expect(await listUnitRecords(db.storage)).toEqual(list);
    expect(await exportUnitsCsv(db.storage)).toBe(exported);
  });
});
