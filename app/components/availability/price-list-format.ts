import { formatWholeNumber } from "../../lib/format-number.ts";
import type { House } from "../../lib/units.ts";

/** Area cells: "3,350 sq ft" and "311 m²", both rounded to whole units. */
export function formatArea(feet: number, metres: number): { feet: string; metres: string } {
  return { feet: `${formatWholeNumber(feet)} sq ft`, metres: `${formatWholeNumber(metres)} m²` };
}

/** The units call names the houses Beach and Shore; buyers know them by these names. */
export const houseNames: Record<House, string> = {
  Beach: "Beach House",
  Shore: "Ocean House",
};
