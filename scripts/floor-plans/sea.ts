/** The sea above the plan, and the wave lines the key plan reuses. */

import { SERIF } from "../media/pdf-fonts.ts";
import { caption } from "./caption.ts";
import { OCEAN } from "./palette.ts";
import type { Doc } from "./pen.ts";

/** One wavy line from x `from` to `to`, in page points, one crest and trough per `period`. */
export function waves(doc: Doc, from: number, to: number, y: number, period = 9, height = 1.1) {
  doc.moveTo(from, y);
  for (let x = from; x + period <= to + 0.01; x += period) {
    doc
      .quadraticCurveTo(x + period / 4, y - height * 2, x + period / 2, y)
      .quadraticCurveTo(x + (period * 3) / 4, y + height * 2, x + period, y);
  }
  doc.lineWidth(0.5).stroke(OCEAN);
}

export function drawSea(doc: Doc, from: number, to: number, y: number) {
  const middle = (from + to) / 2;
  caption(doc, "CARIBBEAN SEA", middle, y - 2, 8, OCEAN, "center", {
    font: SERIF,
    spacing: 3.2,
  });
  doc.save().opacity(0.55);
  waves(doc, from, to, y + 14);
  waves(doc, from + 4.5, to, y + 19);
  doc.restore();
}
