/**
 * Room labels: the name in small caps, shortened or shrunk to fit, with the clear dimensions of
 * habitable rooms beneath it.
 */

import { SANS } from "../media/pdf-fonts.ts";
import { caption } from "./caption.ts";
import { INK, MUTED } from "./palette.ts";
import type { Pen } from "./pen.ts";
import type { Rect } from "./plan-layout.ts";
import type { RoomType } from "./rooms.ts";
import { INTERIOR_WALL } from "./walls.ts";

/** Feet and inches, as buyers read plan dimensions: 14'6". */
const feet = (value: number) => {
  const inches = Math.round(value * 12);
  return `${Math.floor(inches / 12)}'${inches % 12}"`;
};

/** Labels a room, or a named area such as the pool, centred across r at height cy (feet inland). */
export function label(
  pen: Pen,
  type: RoomType | string,
  r: Rect,
  cy: number,
  options: { color?: string; avoid?: Rect } = {},
) {
  const { doc, s } = pen;
  const room: RoomType = typeof type === "string" ? { label: type } : type;
  const available = r.w * s - 5;
  const widthAt = (text: string, size: number) =>
    doc
      .font(SANS)
      .fontSize(size)
      .widthOfString(text, { characterSpacing: size * 0.12 });
  let size = Math.min(7, Math.max(5.2, s * 1.05));
  let name = room.label.toUpperCase();
  if (widthAt(name, size) > available && room.short) name = room.short.toUpperCase();
  while (widthAt(name, size) > available && size > 4.4) size -= 0.2;
  if (widthAt(name, size) > available) return;
  const dims = room.habitable ? `${feet(r.w - INTERIOR_WALL)} × ${feet(r.h - INTERIOR_WALL)}` : "";
  const dimSize = size * 0.86;
  const withDims = dims !== "" && widthAt(dims, dimSize) <= available && r.h * s > size * 4;
  const height = withDims ? size + 2 + dimSize : size;
  const centre = clearOf(options.avoid, r, cy, widthAt(name, size) / s, height / s);
  const top = pen.Y(centre) - height / 2;
  const x = pen.X(r.x + r.w / 2);
  caption(doc, name, x, top, size, options.color ?? INK, "center");
  if (withDims) caption(doc, dims, x, top + size + 2, dimSize, MUTED, "center");
}

/** A label's centre, moved off a door's swing when the two would overlap and the room allows. */
function clearOf(swing: Rect | undefined, r: Rect, cy: number, width: number, height: number) {
  const half = height / 2 + 0.25;
  const [left, right] = [r.x + (r.w - width) / 2, r.x + (r.w + width) / 2];
  const hits = (y: number) =>
    swing !== undefined &&
    left < swing.x + swing.w &&
    right > swing.x &&
    y - half < swing.y + swing.h &&
    y + half > swing.y;
  if (!hits(cy)) return cy;
  const candidates = swing ? [swing.y + swing.h + half, swing.y - half] : [];
  return candidates.find((y) => y - half >= r.y && y + half <= r.y + r.h && !hits(y)) ?? cy;
}
