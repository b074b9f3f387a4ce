/**
 * The shapes of the units call (spec sections 3 and 7): the availability table's columns,
 * and each residence as a list of cells, one per column. Client-safe: the availability
 * page and the server share them.
 */
export type UnitColumnType = "file" | "house" | "area" | "text" | "money";

/** Beach is the Beach House; Shore is the Ocean House. */
export type House = "Beach" | "Shore";

export const unitStatuses = ["Available", "Reserved", "Sold"] as const;
export type UnitStatus = (typeof unitStatuses)[number];

export interface UnitColumn {
  title: string;
  type: UnitColumnType;
}

export interface UnitCell {
  column_title: string;
  column_type: UnitColumnType;
  /** Text and house: the text; money: whole US dollars; file: the PDF's path; area: square feet. */
  value: string | number | null;
  /** Areas only: square feet and square metres. */
  value_feet: number | null;
  value_meters: number | null;
}

export interface Unit {
  data: UnitCell[];
}

export interface UnitsResponse {
  columns: UnitColumn[];
  units: Unit[];
}

/** The columns of the price list, in display order. */
export const unitColumns = [
  { title: "Residence", type: "text" },
  { title: "House", type: "house" },
  { title: "Bedrooms", type: "text" },
  { title: "Interior", type: "area" },
  { title: "Terrace", type: "area" },
  { title: "Price", type: "money" },
  { title: "Status", type: "text" },
  { title: "Floor Plan", type: "file" },
] as const satisfies readonly UnitColumn[];

/** The cell of a residence under a column, matched by title (cells need not follow column order). */
export function unitCell(unit: Unit, columnTitle: string): UnitCell | undefined {
  return unit.data.find((cell) => cell.column_title === columnTitle);
}

/** The residence's house, read from its house-typed cell. */
export function unitHouse(unit: Unit): House | undefined {
  const value = unit.data.find((cell) => cell.column_type === "house")?.value;
  return value === "Beach" || value === "Shore" ? value : undefined;
}

/** The residence's sale status, when it has a recognised one. */
export function unitStatus(unit: Unit): UnitStatus | undefined {
  const value = unitCell(unit, "Status")?.value;
  return unitStatuses.find((status) => status === value);
}

/** The units call split as the availability page shows it: one list per house (spec section 7). */
export function unitsByHouse(units: readonly Unit[]): Record<House, Unit[]> {
  return {
    Beach: units.filter((unit) => unitHouse(unit) === "Beach"),
    Shore: units.filter((unit) => unitHouse(unit) === "Shore"),
  };
}

/** How many residences there are and how many are in each status. */
export function statusCounts(
  units: readonly Unit[],
): { total: number } & Record<UnitStatus, number> {
  const counts = { total: units.length, Available: 0, Reserved: 0, Sold: 0 };
  for (const unit of units) {
    const status = unitStatus(unit);
    if (status) counts[status] += 1;
  }
  return counts;
}

/** The development's residences in all and those still for sale, as search engines are told. */
export interface ResidenceCounts {
  total: number;
  available: number;
}

/** The counts of a price list; none without one (the units could not be read). */
export function residenceCounts(
  priceList: { units: readonly Unit[] } | null | undefined,
): ResidenceCounts | null {
  if (!priceList) return null;
  const counts = statusCounts(priceList.units);
  return { total: counts.total, available: counts.Available };
}
