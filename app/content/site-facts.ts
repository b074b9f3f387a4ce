import { formatWholeNumber } from "../lib/format-number.ts";
import type { SiteFacts } from "../lib/site-settings.ts";
import { facts } from "./site.ts";

/*
 * Figures the copy derives from the stored facts. Apart from site.ts, so that the pages that
 * state no figure (every page loads site.ts) do not load the number formatting.
 */

/** The Ocean House holds the residences the Beach House does not. */
export function oceanHouseResidences(site: SiteFacts): number {
  return site.residences - facts.beachHouseResidences;
}

/** "1,000": the beach's length as the copy writes it before "-foot" or " ft". */
export function beachFeet(site: SiteFacts): string {
  return formatWholeNumber(site.beachLengthFeet);
}
