/**
 * Draws one plan into an area of the page: terraces and pool, furniture, walls and glazing,
 * doors, the entry mark and the room labels, in that order so later marks sit on top.
 */
import { caption } from "./caption.ts";
import { furnish } from "./furniture.ts";
import { INK, MUTED, OCEAN, SAND, WATER } from "./palette.ts";
import { type Doc, penFor } from "./pen.ts";
import { layout, mainRect, type Rect } from "./plan-layout.ts";
import type { Plan } from "./plans.ts";
import { label } from "./room-labels.ts";
import { baseOf, isOpen, outdoor, roomType } from "./rooms.ts";
import { drawSea } from "./sea.ts";
import { door, EXTERIOR_WALL, glaze, INTERIOR_WALL, wall } from "./walls.ts";

export function drawPlan(doc: Doc, plan: Plan, area: Rect) {
  const { width, depth, rooms, segments } = layout(plan);
  const { front, left = 0, right = 0 } = plan.terraces;
  const [x0, x1, y0, y1] = [-left, width + right, -front, depth + 4];
  const s = Math.min(area.w / (x1 - x0), area.h / (y1 - y0), 7.4);
  const top = area.y + (area.h - (y1 - y0) * s) / 2;
  const pen = penFor(doc, s, area.x + (area.w - (x1 - x0) * s) / 2 - x0 * s, top - y0 * s);
  const { X, Y, box, line } = pen;
  const ids = [...new Set(rooms.map(({ id }) => id))].filter((id) => id !== "terrace");

  drawSea(doc, X(x0), X(x1), top - 30);
  for (const part of rooms.filter(({ id }) => id === "terrace")) {
    box(part.x - 0.02, part.y - 0.02, part.w + 0.04, part.h + 0.04).fill(SAND);
    doc.lineWidth(0.25).strokeColor("#c8b38d");
    const vertical = part.h > part.w;
    for (let at = 3; at < (vertical ? part.w : part.h) - 0.5; at += 3) {
      if (vertical) line(part.x + at, part.y, part.x + at, part.y + part.h).stroke();
      else line(part.x, part.y + at, part.x + part.w, part.y + at).stroke();
    }
  }
  const great = mainRect(rooms, ids.includes("great") ? "great" : (ids[0] ?? ""));
  let terraceLabelX = great.x + great.w / 2;
  if (plan.pool) {
    const pool = { x: great.x + 2.5, y: -front + 2.5, w: great.w - 5, h: front - 6 };
    box(pool.x, pool.y, pool.w, pool.h, 0.4).fillAndStroke(WATER, OCEAN);
    doc.lineWidth(0.3);
    box(pool.x + 0.7, pool.y + 0.7, pool.w - 1.4, pool.h - 1.4, 0.3).stroke(OCEAN);
    label(pen, "Pool", pool, pool.y + pool.h / 2, { color: OCEAN });
    terraceLabelX = (pool.x + pool.w + x1) / 2;
  }
  label(pen, "Terrace", { x: terraceLabelX - 10, y: -front, w: 20, h: front }, -front / 2);

  const labelAt = new Map<string, number>();
  for (const id of ids) {
    const y = furnish(pen, rooms, id, ids.includes("dining"));
    if (y !== undefined) labelAt.set(id, y);
  }

  for (const segment of segments) {
    const { a, b } = segment;
    if (outdoor(a) && outdoor(b)) {
      const edge = segment.vertical
        ? line(segment.at, segment.from, segment.at, segment.to)
        : line(segment.from, segment.at, segment.to, segment.at);
      edge.lineWidth(0.9).stroke(MUTED);
      continue;
    }
    if (!outdoor(a) && !outdoor(b) && isOpen(a, b)) continue;
    const exterior = outdoor(a) || outdoor(b);
    const t = exterior ? EXTERIOR_WALL : INTERIOR_WALL;
    wall(pen, segment, -t / 2, t / 2, segment.from - t / 2, segment.to + t / 2).fill(INK);
    const inside = outdoor(a) ? b : a;
    const outside = outdoor(a) ? a : b;
    if (exterior && roomType(inside).habitable && (outside === "terrace" || plan.fullFloor)) {
      glaze(pen, segment, t);
    }
  }

  const doorSwings = new Map<string, Rect>();
  for (const id of ids) {
    const target = roomType(id).door;
    if (!target) continue;
    const shared = segments
      .filter(
        ({ a, b }) => (a === id && baseOf(b) === target) || (b === id && baseOf(a) === target),
      )
      .sort((p, q) => q.to - q.from - (p.to - p.from))[0];
    if (!shared) throw new Error(`${plan.file}: no wall between ${id} and ${target} for a door`);
    const swept = door(pen, shared, id, { swing: baseOf(id) !== "lift" });
    if (swept) doorSwings.set(id, swept);
  }
  const entry = segments.find(({ a, b, at }) => baseOf(a) === "foyer" && b === "" && at === depth);
  if (!entry) throw new Error(`${plan.file}: the foyer needs a wall on the entrance side`);
  const middle = (entry.from + entry.to) / 2;
  door(pen, { ...entry, from: middle - 2.25, to: entry.to }, entry.a, { swing: true, width: 3.4 });
  const mark = Y(depth + 1.5);
  doc.polygon([X(middle) - 3, mark + 5], [X(middle) + 3, mark + 5], [X(middle), mark]).fill(OCEAN);
  caption(doc, "ENTRY", X(middle), mark + 8, 5.6, MUTED, "center");

  for (const id of ids) {
    const rect = mainRect(rooms, id);
    const swing = doorSwings.get(id);
    label(pen, roomType(id), rect, labelAt.get(id) ?? rect.y + rect.h / 2, { avoid: swing });
  }
}
