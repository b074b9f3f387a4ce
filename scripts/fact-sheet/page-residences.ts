/**
 * Page one, the residences: the cover band with the sheet's title, the key figures, the resort,
 * the two houses with their residences, and Penthouse 1003.
 */
import { caption } from "../floor-plans/caption.ts";
import type { Doc } from "../floor-plans/pen.ts";
import { waves } from "../floor-plans/sea.ts";
import { SANS } from "../media/pdf-fonts.ts";
import type { FactSheet } from "./content.ts";
import { drawFigures } from "./figures.ts";
import { footer, wordmark } from "./frame.ts";
import { drawHouseIntro, drawHouseTable } from "./house-column.ts";
import {
  BRASS,
  BRASS_LIGHT,
  INK_MUTED,
  OCEAN_900,
  ON_DARK,
  ON_DARK_MUTED,
  SAND_100,
  SAND_400,
} from "./palette.ts";
import { eyebrow, heading, LEFT, PAGE, prose, RIGHT, rule, SERIF_ITALIC, WIDTH } from "./type.ts";

const BAND = 260;

function drawCover(doc: Doc, sheet: FactSheet) {
  doc.rect(0, 0, PAGE.width, BAND).fill(OCEAN_900);
  wordmark(doc, LEFT, 50, ON_DARK, BRASS_LIGHT);
  const banner = sheet.cover.banner.toUpperCase();
  const width = doc.font(SANS).fontSize(5.8).widthOfString(banner, { characterSpacing: 1.8 });
  doc
    .rect(RIGHT - width - 14, 52, width + 14, 15)
    .lineWidth(0.5)
    .stroke(BRASS_LIGHT);
  caption(doc, banner, RIGHT - 7, 57, 5.8, ON_DARK, "right", { spacing: 1.8 });
  doc.save().opacity(0.22);
  rule(doc, LEFT, RIGHT, 98, ON_DARK, 0.5);
  doc.restore();

  eyebrow(doc, "Fact Sheet", LEFT, 124, BRASS_LIGHT);
  const y = heading(doc, sheet.cover.title, LEFT, 138, WIDTH, 34, ON_DARK);
  prose(doc, sheet.cover.lede, LEFT, y + 6, 390, {
    font: SERIF_ITALIC,
    size: 12.5,
    color: ON_DARK_MUTED,
    lineGap: 3,
  });
  doc.save().opacity(0.9);
  waves(doc, 0, PAGE.width, BAND - 20, 11, 1.2);
  waves(doc, 5.5, PAGE.width, BAND - 13, 11, 1.2);
  doc.restore();
}

function drawResort(doc: Doc, sheet: FactSheet, y: number) {
  eyebrow(doc, sheet.resort.eyebrow, LEFT, y);
  heading(doc, sheet.resort.title, LEFT, y + 13, 150, 20);
  return prose(doc, sheet.resort.text, LEFT + 180, y - 2, WIDTH - 180, {
    size: 10.4,
    lineGap: 3.4,
  });
}

function drawPenthouse(doc: Doc, sheet: FactSheet, y: number, height: number) {
  doc.rect(LEFT, y, WIDTH, height).fill(SAND_100);
  doc
    .moveTo(LEFT, y)
    .lineTo(LEFT, y + height)
    .lineWidth(2)
    .stroke(SAND_400);
  const x = LEFT + 20;
  eyebrow(doc, sheet.penthouse.eyebrow, x, y + 16, BRASS);
  heading(doc, sheet.penthouse.title, x, y + 29, 220, 20);
  prose(doc, sheet.penthouse.lede, x, y + 55, 218, {
    font: SERIF_ITALIC,
    size: 9.6,
    color: INK_MUTED,
    lineGap: 2.4,
  });
  drawFigures(doc, sheet.penthouse.figures, RIGHT - 258, y + (height - 44) / 2, 250, {
    size: 24,
    labelSize: 5.4,
    labelSpacing: 1.2,
  });
}

export function drawResidencesPage(doc: Doc, sheet: FactSheet) {
  drawCover(doc, sheet);
  drawFigures(doc, sheet.figures, LEFT, BAND + 30, WIDTH, { size: 25 });
  rule(doc, LEFT, RIGHT, BAND + 90);
  const resortEnd = drawResort(doc, sheet, BAND + 108);
  const gutter = 30;
  const column = (WIDTH - gutter) / 2;
  const top = resortEnd + 22;
  const houses = sheet.houses.slice(0, 2).map((house, i) => ({
    house,
    x: LEFT + i * (column + gutter),
  }));
  const intros = houses.map(({ house, x }) => drawHouseIntro(doc, house, x, top, column));
  const tableTop = Math.max(...intros) + 12;
  const ends = houses.map(({ house, x }) => drawHouseTable(doc, house, x, tableTop, column));
  drawPenthouse(doc, sheet, Math.max(...ends) + 20, 108);
  footer(doc, 1, sheet.imageryNote);
}
