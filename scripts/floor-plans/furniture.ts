/**
 * Furniture and fixtures, drawn in thin grey so the rooms read at a glance. Each function returns
 * where the room's label goes (feet inland) when the furniture needs it somewhere other than the
 * middle.
 */
import { FIXTURE } from "./palette.ts";
import type { Pen } from "./pen.ts";
import { mainRect, type Rect, type Room, snap } from "./plan-layout.ts";
import { baseOf } from "./rooms.ts";

export function furnish(
  pen: Pen,
  rooms: Room[],
  id: string,
  hasDining: boolean,
): number | undefined {
  const { doc, box, line } = pen;
  doc.lineWidth(0.4).strokeColor(FIXTURE);
  const r = mainRect(rooms, id);
  const base = baseOf(id);
  const bottom = r.y + r.h;
  if (base === "primary" || base.startsWith("bed")) {
    const [bw, bl] = base === "primary" ? [6.6, 7] : [5.4, 6.8];
    const [from, to] = freeSpan(rooms, id, r);
    const bx = Math.min(Math.max((from + to - bw) / 2, r.x + 0.6), r.x + r.w - bw - 0.6);
    const by = bottom - 0.4 - bl;
    box(bx, by, bw, bl, 0.25).stroke();
    const pillow = (bw - 0.9) / 2;
    box(bx + 0.3, bottom - 1.85, pillow, 1.1, 0.3).stroke();
    box(bx + 0.6 + pillow, bottom - 1.85, pillow, 1.1, 0.3).stroke();
    line(bx, bottom - 2.6, bx + bw, bottom - 2.6).stroke();
    if (to - from >= bw + 4.4) {
      box(bx - 1.9, bottom - 2, 1.6, 1.5).stroke();
      box(bx + bw + 0.3, bottom - 2, 1.6, 1.5).stroke();
    }
    return (r.y + by) / 2;
  }
  if (base === "great") {
    const sw = Math.min(9, r.w - 5);
    const sy = r.y + r.h * (hasDining ? 0.5 : 0.42);
    const sx = r.x + (r.w - sw) / 2;
    box(sx, sy, sw, 3.1, 0.4).stroke();
    line(sx + 0.8, sy + 2.2, sx + sw - 0.8, sy + 2.2).stroke();
    line(sx + 0.8, sy, sx + 0.8, sy + 3.1).stroke();
    line(sx + sw - 0.8, sy, sx + sw - 0.8, sy + 3.1).stroke();
    box(sx + sw / 2 - 2.2, sy - 3.9, 4.4, 2.4, 0.3).stroke();
    if (r.w >= sw + 9) {
      box(sx - 3.8, sy - 4.6, 2.8, 2.8, 0.5).stroke();
      box(sx + sw + 1, sy - 4.6, 2.8, 2.8, 0.5).stroke();
    }
    if (!hasDining) diningTable(pen, r.x + r.w / 2, r.y + r.h * 0.8, false);
    return r.y + Math.min(3.4, r.h * 0.14);
  }
  if (base === "dining") {
    diningTable(pen, r.x + r.w / 2, r.y + r.h * 0.56, r.h > r.w);
    return r.y + Math.min(3.4, r.h * 0.14);
  }
  if (base === "kitchen") {
    const counter = bottom - 0.3 - 2.1;
    box(r.x + 0.35, counter, r.w - 0.7, 2.1).stroke();
    box(r.x + r.w / 2 - 1.2, counter + 0.4, 2.4, 1.3, 0.3).stroke();
    for (const [dx, dy] of [
      [0, 0],
      [0.9, 0],
      [0, 0.9],
      [0.9, 0.9],
    ] as const) {
      doc.circle(pen.X(r.x + r.w * 0.22 + dx), pen.Y(counter + 0.6 + dy), 0.32 * pen.s).stroke();
    }
    if (r.h < 12.5 || r.w < 11) return (r.y + counter) / 2;
    const [iw, iy] = [Math.min(9, r.w - 6), counter - 3.6 - 3.3];
    box(r.x + (r.w - iw) / 2, iy, iw, 3.3).stroke();
    return (r.y + iy) / 2;
  }
  if (base === "pbath" && r.w >= 4 && r.h >= 8) {
    const vertical = r.h >= r.w;
    const [tw, tl] = vertical ? [2.8, 5.8] : [5.8, 2.8];
    const ty = bottom - 0.7 - tl;
    box(r.x + (r.w - tw) / 2, ty, tw, tl, 1.2).stroke();
    box(r.x + (r.w - tw) / 2 + 0.35, ty + 0.35, tw - 0.7, tl - 0.7, 0.9).stroke();
    return (r.y + ty) / 2;
  }
  if (/^bath\d$/.test(base) && r.w >= 4.5 && r.h >= 7) {
    const size = 3.3;
    box(r.x + r.w - 0.35 - size, bottom - 0.35 - size, size, size).stroke();
    line(r.x + r.w - 0.35 - size, bottom - 0.35 - size, r.x + r.w - 0.35, bottom - 0.35).stroke();
    doc.ellipse(pen.X(r.x + 1.3), pen.Y(bottom - 1.6), 0.6 * pen.s, 0.85 * pen.s).stroke();
    box(r.x + 0.7, bottom - 0.9, 1.2, 0.55).stroke();
    return r.y + (r.h - size) / 2;
  }
  if (base === "wic") {
    doc.dash(1.2, { space: 0.9 });
    const rails = r.w >= 4.5 ? [r.x + 1.1, r.x + r.w - 1.1] : [r.x + r.w / 2];
    for (const x of rails) line(x, r.y + 0.9, x, bottom - 0.9).stroke();
    doc.undash();
    return undefined;
  }
  if (base === "laundry" && r.w >= 5.6 && r.h >= 5) {
    for (const x of [r.x + 0.4, r.x + 2.9]) {
      box(x, bottom - 2.7, 2.3, 2.3).stroke();
      doc.circle(pen.X(x + 1.15), pen.Y(bottom - 1.55), 0.8 * pen.s).stroke();
    }
    return (r.y + bottom - 2.7) / 2;
  }
  if (base === "lift") {
    const size = Math.min(r.w, r.h, 7) - 1.4;
    const [cx, cy] = [r.x + (r.w - size) / 2, bottom - 0.7 - size];
    box(cx, cy, size, size).stroke();
    line(cx, cy, cx + size, cy + size).stroke();
    line(cx + size, cy, cx, cy + size).stroke();
    return r.h - size > 3 ? (r.y + cy) / 2 : undefined;
  }
  return undefined;
}

/** The longest stretch of a room's back wall not taken by its own entrance passage. */
function freeSpan(rooms: Room[], id: string, r: Rect): [number, number] {
  const taken = rooms
    .filter((part) => part.id === id && snap(part.y) === snap(r.y + r.h))
    .map((part) => [part.x, part.x + part.w] as const);
  const spans: [number, number][] = [];
  let from = r.x;
  for (const [x0, x1] of taken.sort((p, q) => p[0] - q[0])) {
    if (x0 > from) spans.push([from, x0]);
    from = Math.max(from, x1);
  }
  if (r.x + r.w > from) spans.push([from, r.x + r.w]);
  return spans.reduce(
    (best, span) => (span[1] - span[0] > best[1] - best[0] ? span : best),
    [r.x, r.x],
  );
}

/** A table for eight: three chairs along each side and one at each end. */
function diningTable(pen: Pen, cx: number, cy: number, vertical: boolean) {
  const [long, wide, chair] = [8.4, 3.6, 1.5];
  const [w, h] = vertical ? [wide, long] : [long, wide];
  pen.box(cx - w / 2, cy - h / 2, w, h, 0.4).stroke();
  for (const step of [-1, 0, 1]) {
    const along = step * 2.6;
    for (const side of [-1, 1]) {
      const offset = side * (wide / 2 + 0.35) + (side < 0 ? -chair : 0);
      if (vertical) pen.box(cx + offset, cy + along - chair / 2, chair, chair, 0.3).stroke();
      else pen.box(cx + along - chair / 2, cy + offset, chair, chair, 0.3).stroke();
    }
  }
  for (const side of [-1, 1]) {
    const offset = side * (long / 2 + 0.35) + (side < 0 ? -chair : 0);
    if (vertical) pen.box(cx - chair / 2, cy + offset, chair, chair, 0.3).stroke();
    else pen.box(cx + offset, cy - chair / 2, chair, chair, 0.3).stroke();
  }
}
