/** A row of key figures: a large serif value over a small capital label, hairlines between. */
import { caption } from "../floor-plans/caption.ts";
import type { Doc } from "../floor-plans/pen.ts";
import type { Figure } from "./content.ts";
import { INK_MUTED, LINE, OCEAN_700 } from "./palette.ts";
import { SERIF } from "./type.ts";

export interface FigureStyle {
  size?: number;
  labelSize?: number;
  labelSpacing?: number;
  valueColor?: string;
  labelColor?: string;
  dividerColor?: string;
}

export function drawFigures(
  doc: Doc,
  figures: readonly Figure[],
  x: number,
  y: number,
  width: number,
  style: FigureStyle = {},
) {
  const { size = 28, labelSize = 5.8, labelSpacing = 1.8 } = style;
  const { valueColor = OCEAN_700, labelColor = INK_MUTED, dividerColor = LINE } = style;
  const cell = width / figures.length;
  figures.forEach((figure, index) => {
    const middle = x + cell * (index + 0.5);
    if (index > 0) {
      const edge = x + cell * index;
      doc
        .moveTo(edge, y + 2)
        .lineTo(edge, y + size + 14)
        .lineWidth(0.5)
        .stroke(dividerColor);
    }
    caption(doc, figure.value, middle, y, size, valueColor, "center", {
      font: SERIF,
      spacing: 0.4,
    });
    caption(
      doc,
      figure.label.toUpperCase(),
      middle,
      y + size + 5,
      labelSize,
      labelColor,
      "center",
      {
        spacing: labelSpacing,
      },
    );
  });
  return y + size + 14;
}
