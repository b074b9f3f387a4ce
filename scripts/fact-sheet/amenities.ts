/** The amenities summary on page two: the home page's introduction, then the four titled lists. */
import type { Doc } from "../floor-plans/pen.ts";
import type { FactSheet } from "./content.ts";
import { BRASS, INK, INK_MUTED, LINE, OCEAN_700 } from "./palette.ts";
import { eyebrow, heading, LEFT, prose, SANS, SERIF_ITALIC, WIDTH } from "./type.ts";

/** An eyebrow and heading on the left, a paragraph beside them: how each section opens. */
export function sectionIntro(
  doc: Doc,
  section: { eyebrow: string; title: string; text: string },
  y: number,
) {
  eyebrow(doc, section.eyebrow, LEFT, y);
  const left = heading(doc, section.title, LEFT, y + 13, 160, 22);
  const right = prose(doc, section.text, LEFT + 190, y - 1, WIDTH - 190, {
    font: SERIF_ITALIC,
    size: 11,
    color: INK_MUTED,
    lineGap: 3.2,
  });
  return Math.max(left, right);
}

export function drawAmenities(doc: Doc, sheet: FactSheet, y: number) {
  const top = sectionIntro(doc, sheet.amenities, y) + 20;
  const { lists } = sheet.amenities;
  const gutter = 18;
  const column = (WIDTH - gutter * (lists.length - 1)) / lists.length;
  let bottom = top;
  lists.forEach((list, index) => {
    const x = LEFT + index * (column + gutter);
    let itemTop = prose(doc, list.title, x, top, column, {
      size: 12.5,
      color: OCEAN_700,
      lineGap: 0,
    });
    doc
      .moveTo(x, itemTop + 4)
      .lineTo(x + 18, itemTop + 4)
      .lineWidth(0.8)
      .stroke(BRASS);
    itemTop += 11;
    for (const item of list.items) {
      doc.font(SANS).fontSize(7.6).fillColor(BRASS).text("–", x, itemTop, { lineBreak: false });
      itemTop = prose(doc, item, x + 8, itemTop, column - 8, {
        font: SANS,
        size: 7.6,
        color: INK,
        lineGap: 1,
      });
      itemTop += 2;
    }
    bottom = Math.max(bottom, itemTop);
  });
  for (let index = 1; index < lists.length; index++) {
    const x = LEFT + index * (column + gutter) - gutter / 2;
    doc.moveTo(x, top).lineTo(x, bottom).lineWidth(0.4).stroke(LINE);
  }
  return bottom;
}
