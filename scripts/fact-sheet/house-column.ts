/**
 * One house on the first page: its name and description, then its residences by floor plan, with
 * bedrooms, interior and terrace areas and how many of each there are. The page draws both
 * introductions first so the two tables can start level.
 */
import { caption } from "../floor-plans/caption.ts";
import type { Doc } from "../floor-plans/pen.ts";
import type { HouseSection } from "./content.ts";
import { INK, INK_MUTED, LINE, OCEAN_700 } from "./palette.ts";
import { eyebrow, heading, number, prose, rule, SANS, SERIF, SERIF_ITALIC } from "./type.ts";

const ROW = 17;

/** The eyebrow, residence count, title and description; returns the y below them. */
export function drawHouseIntro(doc: Doc, house: HouseSection, x: number, y: number, width: number) {
  eyebrow(doc, house.eyebrow, x, y);
  caption(doc, `${house.summary.count} residences`, x + width, y - 1.5, 8.5, INK_MUTED, "right", {
    font: SERIF_ITALIC,
    spacing: 0.2,
  });
  const top = heading(doc, house.title, x, y + 13, width, 19);
  return prose(doc, house.text, x, top + 4, width, { size: 9.4, color: INK_MUTED, lineGap: 2.6 });
}

/** The residences table; returns the y of its last rule. */
export function drawHouseTable(doc: Doc, house: HouseSection, x: number, y: number, width: number) {
  const right = x + width;
  // Right edges of the number columns: bedrooms, interior, terrace, homes.
  const columns = [right - 128, right - 84, right - 40, right];
  const at = (i: number) => columns[i] ?? right;
  const small = { spacing: 1.4 };
  caption(doc, "RESIDENCE", x, y, 5.4, INK_MUTED, "left", small);
  for (const [i, label] of ["BEDROOMS", "INTERIOR", "TERRACE", "HOMES"].entries()) {
    caption(doc, label, at(i), y, 5.4, INK_MUTED, "right", small);
  }
  caption(doc, "SQ FT", at(1), y + 7.5, 5, INK_MUTED, "right", small);
  caption(doc, "SQ FT", at(2), y + 7.5, 5, INK_MUTED, "right", small);
  let top = y + 17;
  rule(doc, x, right, top, INK, 0.5);
  for (const type of house.summary.types) {
    const color = type.fullFloor ? OCEAN_700 : INK;
    const cells = [type.bedrooms, type.interior, type.terrace, type.count].map(number.format);
    caption(doc, type.name, x, top + 5.5, 10, color, "left", {
      font: type.fullFloor ? SERIF_ITALIC : SERIF,
      spacing: 0.2,
    });
    for (const [i, cell] of cells.entries()) {
      // Figures in the sans, whose numerals line up in columns (the serif's are old-style).
      caption(doc, cell, at(i), top + 6.5, 8.6, color, "right", { font: SANS, spacing: 0.2 });
    }
    top += ROW;
    rule(doc, x, right, top, LINE, 0.4);
  }
  return top;
}
