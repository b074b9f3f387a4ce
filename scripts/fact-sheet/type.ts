/**
 * The sheet's page geometry and type styles. Single lines go through the floor plans' caption
 * helper; wrapped copy through prose(). The faces are the site's Cormorant Garamond and Jost,
 * cut for print by scripts/media/pdf-fonts.ts.
 */
import { caption } from "../floor-plans/caption.ts";
import type { Doc } from "../floor-plans/pen.ts";
import { SANS, SERIF, SERIF_ITALIC } from "../media/pdf-fonts.ts";
import { BRASS, INK, LINE } from "./palette.ts";

/** A4. Type stays 50 pt inside every edge, so the sheet also prints whole on US Letter. */
export const PAGE = { width: 595.28, height: 841.89 };
export const LEFT = 50;
export const RIGHT = PAGE.width - LEFT;
export const WIDTH = RIGHT - LEFT;

export { SANS, SERIF, SERIF_ITALIC };

export const number = new Intl.NumberFormat("en-US");

/** The small letter-spaced capitals above every heading, as the site's .eyebrow. */
export function eyebrow(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  color = BRASS,
  align: "left" | "center" | "right" = "left",
) {
  return caption(doc, text.toUpperCase(), x, y, 6.3, color, align, { spacing: 2.2 });
}

export interface ProseStyle {
  font?: string;
  size?: number;
  color?: string;
  lineGap?: number;
  characterSpacing?: number;
}

/** Wrapped text in a column; returns the y below its last line. */
export function prose(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  style: ProseStyle = {},
) {
  const {
    font = SERIF,
    size = 10,
    color = INK,
    lineGap = size * 0.4,
    characterSpacing = 0,
  } = style;
  doc.font(font).fontSize(size).fillColor(color);
  doc.text(text, x, y, { width, lineGap, characterSpacing });
  return doc.y;
}

/** A display heading in the serif, wrapped to the column. */
export function heading(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  width: number,
  size = 22,
  color = INK,
) {
  return prose(doc, text, x, y, width, {
    size,
    color,
    lineGap: size * 0.02,
    characterSpacing: 0.2,
  });
}

export function rule(doc: Doc, x1: number, x2: number, y: number, color = LINE, width = 0.5) {
  doc.moveTo(x1, y).lineTo(x2, y).lineWidth(width).stroke(color);
}
