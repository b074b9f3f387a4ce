/**
 * Grand Cayman on page two: where the resort lies, drive times across the island and flying
 * times from the cities the flight map shows.
 */
import { caption } from "../floor-plans/caption.ts";
import type { Doc } from "../floor-plans/pen.ts";
import { sectionIntro } from "./amenities.ts";
import type { FactSheet } from "./content.ts";
import { INK, INK_MUTED, LINE, OCEAN_700 } from "./palette.ts";
import { eyebrow, LEFT, RIGHT, rule, SANS, SERIF, SERIF_ITALIC, WIDTH } from "./type.ts";

const ROW = 16.5;

/** A name on the left, a value on the right, a dotted leader between them. */
function leaderRow(doc: Doc, name: string, value: string, x: number, y: number, width: number) {
  const nameWidth = caption(doc, name, x, y, 9.8, INK, "left", { font: SERIF, spacing: 0.2 });
  // Times in the sans, whose numerals line up (the serif's are old-style).
  const valueWidth = caption(doc, value, x + width, y + 1, 8.6, OCEAN_700, "right", {
    font: SANS,
    spacing: 0.3,
  });
  doc
    .moveTo(x + nameWidth + 5, y + 8)
    .lineTo(x + width - valueWidth - 5, y + 8)
    .lineWidth(0.6)
    .dash(0.6, { space: 2.4 })
    .stroke(LINE)
    .undash();
}

export function drawLocation(doc: Doc, sheet: FactSheet, y: number) {
  const { location } = sheet;
  const top = sectionIntro(doc, location, y) + 22;

  const left = 190;
  eyebrow(doc, "By car from the resort", LEFT, top, INK_MUTED);
  rule(doc, LEFT, LEFT + left - 20, top + 11, INK, 0.5);
  location.drives.forEach(({ place, time }, index) => {
    const name = place.replace(" International Airport", " Airport");
    leaderRow(doc, name, time, LEFT, top + 18 + index * ROW, left - 20);
  });
  caption(
    doc,
    location.where,
    LEFT,
    top + 18 + location.drives.length * ROW + 4,
    9,
    INK_MUTED,
    "left",
    {
      font: SERIF_ITALIC,
      spacing: 0.2,
    },
  );

  const x = LEFT + left;
  const width = WIDTH - left;
  eyebrow(doc, `${location.flightsTitle}: flying times`, x, top, INK_MUTED);
  rule(doc, x, RIGHT, top + 11, INK, 0.5);
  const perColumn = Math.ceil(location.flights.length / 2);
  const column = (width - 24) / 2;
  location.flights.forEach(({ city, time }, index) => {
    const col = Math.floor(index / perColumn);
    const row = index % perColumn;
    leaderRow(doc, city, time, x + col * (column + 24), top + 18 + row * ROW, column);
  });
  const bottom = top + 18 + perColumn * ROW + 4;
  caption(doc, location.flightsNote, x, bottom, 8, INK_MUTED, "left", {
    font: SERIF_ITALIC,
    spacing: 0.15,
  });
  return bottom + 12;
}
