import { z } from "zod";
import { type UnitCell, unitColumns, unitStatuses } from "../../lib/units.ts";

const SQUARE_METRES_PER_SQUARE_FOOT = 0.09290304;

/** A residence the sales team has not released: kept in the inventory, hidden from the public. */
export const NOT_RELEASED = "Not released";
/**
 * Every status a residence can have in the inventory (the back office, the CSV import). Kept
 * on the server: the public pages' bundle holds only the three statuses they show.
 */
export const inventoryStatuses = [...unitStatuses, NOT_RELEASED] as const;

/**
 * One residence as an operator writes it (seed data, the units CSV import): the single
 * definition of what a valid residence is. Areas in square feet, price in whole USD.
 */
export const unitRecordSchema = z.strictObject({
  residence: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,12}$/, "use letters, digits and '-'"),
  house: z.enum(["Beach", "Shore"]),
  bedrooms: z.coerce.number().int().min(1).max(6),
  interior_sq_ft: z.coerce.number().int().min(300).max(20_000),
  terrace_sq_ft: z.coerce.number().int().min(0).max(10_000),
  price_usd: z.coerce.number().int().min(100_000).max(100_000_000),
  status: z.enum(inventoryStatuses),
  // A committed PDF, or one uploaded from the back office (floor-plans.server.ts).
  floor_plan: z
    .string()
    .trim()
    .regex(
      /^(\/documents\/floor-plans\/[a-z0-9-]+\.pdf|\/floor-plans\/[A-Za-z0-9-]{1,12}\.pdf\?v=[0-9a-f]{16})$/,
      "expected /documents/floor-plans/{name}.pdf",
    ),
});

export type UnitRecord = z.infer<typeof unitRecordSchema>;

/** The record as the units call's cells, one per column of unitColumns, in order. */
export function toCells(record: UnitRecord): UnitCell[] {
  const values: Record<(typeof unitColumns)[number]["title"], UnitCell["value"]> = {
    Residence: record.residence,
    House: record.house,
    Bedrooms: String(record.bedrooms),
    Interior: record.interior_sq_ft,
    Terrace: record.terrace_sq_ft,
    Price: record.price_usd,
    Status: record.status,
    "Floor Plan": record.floor_plan,
  };
  return unitColumns.map(({ title, type }) => {
    const value = values[title];
    const area = type === "area" && typeof value === "number";
    return {
      column_title: title,
      column_type: type,
      value,
      value_feet: area ? value : null,
      value_meters: area ? Math.round(value * SQUARE_METRES_PER_SQUARE_FOOT * 10) / 10 : null,
    };
  });
}

/** The inverse of toCells, for exporting the price list back to CSV. */
export function fromCells(cells: readonly UnitCell[]): UnitRecord {
  const value = (title: string) => cells.find((cell) => cell.column_title === title)?.value;
  return unitRecordSchema.parse({
    residence: value("Residence"),
    house: value("House"),
    bedrooms: value("Bedrooms"),
    interior_sq_ft: value("Interior"),
    terrace_sq_ft: value("Terrace"),
    price_usd: value("Price"),
    status: value("Status"),
    floor_plan: value("Floor Plan"),
  });
}
