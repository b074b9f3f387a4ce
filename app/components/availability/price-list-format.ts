import type { House } from "../../lib/units.ts";

const dollars = new Intl.NumberFormat("en-US", {
  style: "currency",
  currency: "USD",
  maximumFractionDigits: 0,
});
const wholeNumber = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });

/** Money cells: US dollars without cents, "$4,150,000". */
export function formatPrice(value: number): string {
  return dollars.format(value);
}

/** Area cells: "3,350 sq ft" and "311 m²", both rounded to whole units. */
export function formatArea(feet: number, metres: number): { feet: string; metres: string } {
  return { feet: `${wholeNumber.format(feet)} sq ft`, metres: `${wholeNumber.format(metres)} m²` };
}

/** The units call names the houses Beach and Shore; buyers know them by these names. */
export const houseNames: Record<House, string> = {
  Beach: "Beach House",
  Shore: "Ocean House",
};
