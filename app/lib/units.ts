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
