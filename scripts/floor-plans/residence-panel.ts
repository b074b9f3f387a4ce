/**
 * The side panel beside the plan: the residence's name and rooms, its areas table, key plan,
 * orientation and legend.
 */

import { SANS, SERIF, SERIF_ITALIC, SERIF_SEMIBOLD } from "../media/pdf-fonts.ts";
import { caption } from "./caption.ts";
import { HAIRLINE, INK, MUTED, OCEAN, SAND, WATER } from "./palette.ts";
import type { Doc } from "./pen.ts";
import type { Plan } from "./plans.ts";
import { waves } from "./sea.ts";

const SQ_M_PER_SQ_FT = 0.09290304;

export function drawPanel(doc: Doc, plan: Plan, x: number, width: number) {
  const right = x + width;
  caption(doc, plan.house.toUpperCase(), x, 104, 7, OCEAN, "left", { spacing: 2.6 });
  caption(doc, plan.name, x, 117, 26, INK, "left", { font: SERIF, spacing: 0.3 });
  caption(doc, plan.rooms, x, 152, 10, MUTED, "left", { font: SERIF_ITALIC, spacing: 0.2 });

  const number = new Intl.NumberFormat("en-US");
  const rows: [string, number][] = [
    ["Interior", plan.interior],
    ["Terrace", plan.terrace],
    ["Total", plan.interior + plan.terrace],
  ];
  let y = 186;
  caption(doc, "AREAS", x, y, 6.2, MUTED, "left", { spacing: 2 });
  caption(doc, "SQ FT", right - 62, y, 6.2, MUTED, "right", { spacing: 1.6 });
  caption(doc, "M²", right, y, 6.2, MUTED, "right", { spacing: 1.6 });
  for (const [name, area] of rows) {
    doc
      .moveTo(x, y + 12)
      .lineTo(right, y + 12)
      .lineWidth(0.4)
      .stroke(name === "Total" ? INK : HAIRLINE);
    y += 19;
    caption(doc, name, x, y, 10.5, INK, "left", {
      font: name === "Total" ? SERIF_SEMIBOLD : SERIF,
      spacing: 0.2,
    });
    // Figures in the sans, whose numerals line up in columns (the serif's are old-style).
    const figures = { font: SANS, spacing: 0.3 };
    caption(doc, number.format(area), right - 62, y + 1, 9.5, INK, "right", figures);
    const metres = number.format(Math.round(area * SQ_M_PER_SQ_FT));
    caption(doc, metres, right, y + 1, 9.5, INK, "right", figures);
  }

  y = 290;
  caption(doc, "KEY PLAN", x, y, 6.2, MUTED, "left", { spacing: 2 });
  doc.save().opacity(0.55);
  waves(doc, x, right, y + 19, 8, 0.9);
  doc.restore();
  const gap = 2;
  const slot = (width - gap * (plan.key.slots - 1)) / plan.key.slots;
  for (let i = 0; i < plan.key.slots; i++) {
    const highlighted = plan.key.at.includes(i);
    doc.rect(x + i * (slot + gap), y + 28, slot, 18).lineWidth(0.5);
    if (highlighted) doc.fillAndStroke(OCEAN, OCEAN);
    else doc.stroke(HAIRLINE);
  }
  caption(doc, `${plan.house}, ${plan.key.caption.toLowerCase()}`, x, y + 54, 9, MUTED, "left", {
    font: SERIF_ITALIC,
    spacing: 0.2,
  });

  y = 378;
  caption(doc, "ORIENTATION", x, y, 6.2, MUTED, "left", { spacing: 2 });
  const [cx, cy] = [x + 14, y + 32];
  doc.circle(cx, cy, 12).lineWidth(0.5).stroke(INK);
  // Beach Bay is on the south shore: with the sea at the top of the sheet, north points down.
  doc.polygon([cx, cy + 10], [cx - 4, cy - 7], [cx, cy - 3.5], [cx + 4, cy - 7]).fill(INK);
  caption(doc, "N", cx, cy + 14, 6.5, INK, "center", { spacing: 0 });
  caption(doc, "The Caribbean Sea lies to the south;", x + 36, y + 22, 9, INK, "left", {
    font: SERIF_ITALIC,
    spacing: 0.2,
  });
  caption(doc, "every terrace faces the water.", x + 36, y + 34, 9, INK, "left", {
    font: SERIF_ITALIC,
    spacing: 0.2,
  });

  y = 452;
  caption(doc, "LEGEND", x, y, 6.2, MUTED, "left", { spacing: 2 });
  const legend: [string, (top: number) => void][] = [
    ["Terrace", (top) => doc.rect(x, top, 14, 8).fill(SAND)],
    [
      "Floor-to-ceiling glass",
      (top) => {
        doc
          .rect(x, top + 2.5, 14, 3)
          .lineWidth(0.45)
          .stroke(INK);
        doc
          .moveTo(x, top + 4)
          .lineTo(x + 14, top + 4)
          .lineWidth(0.6)
          .stroke(OCEAN);
      },
    ],
  ];
  if (plan.pool)
    legend.push(["Pool", (top) => doc.rect(x, top, 14, 8).fillAndStroke(WATER, OCEAN)]);
  legend.forEach(([name, swatch], index) => {
    const top = y + 16 + index * 15;
    swatch(top);
    caption(doc, name, x + 22, top, 8.5, INK, "left", { font: SERIF, spacing: 0.2 });
  });
}
