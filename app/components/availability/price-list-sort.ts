import { type Unit, type UnitCell, unitCell } from "../../lib/units.ts";

export const sortDirections = ["ascending", "descending"] as const;
export type SortDirection = (typeof sortDirections)[number];

export function isDirection(value: string | undefined): value is SortDirection {
  return sortDirections.some((direction) => direction === value);
}

export interface PriceListSort {
  column: string;
  direction: SortDirection;
}

/** A first press on a column sorts it ascending; pressing the sorted column again flips it. */
export function nextSort(current: PriceListSort | null, column: string): PriceListSort {
  if (current?.column !== column) return { column, direction: "ascending" };
  return { column, direction: current.direction === "ascending" ? "descending" : "ascending" };
}

// Numeric collation sorts "B-110" after "B-109" and "10" after "9" in text columns. Made at
// the first sort rather than as the module loads: a page's first Intl object loads ICU's
// locale data (see lib/format-number.ts), which a price list nobody sorts need never pay for.
let collator: Intl.Collator | undefined;

/** What a cell sorts by: areas by square feet, money by dollars, everything else as text. */
function sortValue(cell: UnitCell | undefined): number | string | null {
  if (!cell || cell.value === null || cell.value === "") return null;
  if (cell.column_type === "area") return cell.value_feet ?? Number(cell.value);
  if (cell.column_type === "money") return Number(cell.value);
  return String(cell.value);
}

function compareValues(a: number | string, b: number | string): number {
  if (typeof a === "number" && typeof b === "number") return a - b;
  collator ??= new Intl.Collator("en", { numeric: true, sensitivity: "base" });
  return collator.compare(String(a), String(b));
}

/**
 * The residences in the order a sort asks for, or in list order without one. Empty cells
 * go last in both directions; equal values keep their list order.
 */
export function sortUnits(units: readonly Unit[], sort: PriceListSort | null): Unit[] {
  if (!sort) return [...units];
  const sign = sort.direction === "ascending" ? 1 : -1;
  return units
    .map((unit, index) => ({ unit, index, value: sortValue(unitCell(unit, sort.column)) }))
    .sort((a, b) => {
      if (a.value === null || b.value === null) {
        return a.value === b.value ? a.index - b.index : a.value === null ? 1 : -1;
      }
      return sign * compareValues(a.value, b.value) || a.index - b.index;
    })
    .map(({ unit }) => unit);
}
