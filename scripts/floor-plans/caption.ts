/** Single-line, letter-spaced text: every piece of type on the sheet goes through here. */

import { SANS } from "../media/pdf-fonts.ts";
import type { Doc } from "./pen.ts";

export function caption(
  doc: Doc,
  text: string,
  x: number,
  y: number,
  size: number,
  color: string,
  align: "left" | "center" | "right" = "left",
  options: { font?: string; spacing?: number } = {},
) {
  const { font = SANS, spacing = size * 0.12 } = options;
  doc.font(font).fontSize(size).fillColor(color);
  const width = doc.widthOfString(text, { characterSpacing: spacing });
  const left = align === "left" ? x : align === "center" ? x - width / 2 : x - width;
  doc.text(text, left, y, { lineBreak: false, characterSpacing: spacing });
  return width;
}
