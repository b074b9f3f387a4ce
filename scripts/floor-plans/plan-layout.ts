/**
 * Turns a plan's bays and bands into rooms and the wall lines between them, all in feet: x runs
 * along the sea façade, y inland from it.
 */
import type { Plan } from "./plans.ts";
import { roomType } from "./rooms.ts";

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}
export type Room = Rect & { id: string };
/** A wall line between two spaces: a is left of or above it, b right of or below ("" is outside). */
export interface Segment {
  vertical: boolean;
  at: number;
  from: number;
  to: number;
  a: string;
  b: string;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
/** Rounds off floating-point noise so edges reached by different sums compare equal. */
export const snap = (value: number) => Math.round(value * 1e6) / 1e6;

/** The plan's rooms (terraces included) and every wall line between them. */
export function layout(plan: Plan) {
  const depth = sum(plan.bands);
  const weights = plan.bays.map(([weight]) => weight);
  // Every edge is computed once and shared, so neighbouring rooms meet exactly.
  const bayEdges = weights.map(
    (_, i) => (sum(weights.slice(0, i)) * plan.interior) / depth / sum(weights),
  );
  const width = plan.interior / depth;
  bayEdges.push(width);
  const rooms: Room[] = [];
  plan.bays.forEach(([, ...rows], bay) => {
    const [x0 = 0, x1 = 0] = [bayEdges[bay], bayEdges[bay + 1]];
    let y = 0;
    rows.forEach((row, band) => {
      const h = plan.bands[band] ?? 0;
      const cells = row.split(" ").map((token) => {
        const [id = "", share = "1"] = token.split(":");
        roomType(id);
        return { id, share: Number(share) };
      });
      const shares = sum(cells.map(({ share }) => share));
      let taken = 0;
      for (const { id, share } of cells) {
        const from = x0 + ((x1 - x0) * taken) / shares;
        taken += share;
        const to = taken === shares ? x1 : x0 + ((x1 - x0) * taken) / shares;
        rooms.push({ id, x: from, y, w: to - from, h });
      }
      y += h;
    });
  });
  const { front, left = 0, right = 0 } = plan.terraces;
  const sideDepth = sum(plan.bands.slice(0, 2));
  rooms.push({ id: "terrace", x: -left, y: -front, w: width + left + right, h: front });
  if (left) rooms.push({ id: "terrace", x: -left, y: 0, w: left, h: sideDepth });
  if (right) rooms.push({ id: "terrace", x: width, y: 0, w: right, h: sideDepth });
  return { width, depth, rooms, segments: segmentsOf(rooms) };
}

/** Every line where two different spaces meet, from a grid over all room edges. */
function segmentsOf(rooms: Room[]): Segment[] {
  const xs = [...new Set(rooms.flatMap(({ x, w }) => [snap(x), snap(x + w)]))].sort(
    (a, b) => a - b,
  );
  const ys = [...new Set(rooms.flatMap(({ y, h }) => [snap(y), snap(y + h)]))].sort(
    (a, b) => a - b,
  );
  const owner = (i: number, j: number) => {
    const [x0, x1, y0, y1] = [xs[i], xs[i + 1], ys[j], ys[j + 1]];
    if (x0 === undefined || x1 === undefined || y0 === undefined || y1 === undefined) return "";
    const [cx, cy] = [(x0 + x1) / 2, (y0 + y1) / 2];
    return rooms.find((r) => cx > r.x && cx < r.x + r.w && cy > r.y && cy < r.y + r.h)?.id ?? "";
  };
  const found: Segment[] = [];
  for (let i = 0; i < xs.length; i++) {
    for (let j = 0; j + 1 < ys.length; j++) {
      const [a, b] = [owner(i - 1, j), owner(i, j)];
      const [at, from, to] = [xs[i] ?? 0, ys[j] ?? 0, ys[j + 1] ?? 0];
      if (a !== b) found.push({ vertical: true, at, from, to, a, b });
    }
  }
  for (let j = 0; j < ys.length; j++) {
    for (let i = 0; i + 1 < xs.length; i++) {
      const [a, b] = [owner(i, j - 1), owner(i, j)];
      const [at, from, to] = [ys[j] ?? 0, xs[i] ?? 0, xs[i + 1] ?? 0];
      if (a !== b) found.push({ vertical: false, at, from, to, a, b });
    }
  }
  const merged: Segment[] = [];
  for (const segment of found) {
    const last = merged.at(-1);
    const continues =
      last?.vertical === segment.vertical &&
      last.at === segment.at &&
      last.a === segment.a &&
      last.b === segment.b &&
      last.to === segment.from;
    if (last && continues) last.to = segment.to;
    else merged.push({ ...segment });
  }
  return merged;
}

/** A room's parts joined into the fewest rectangles; the largest is where its label goes. */
export function mainRect(rooms: Room[], id: string): Rect {
  const parts: Rect[] = rooms.filter((room) => room.id === id).map((room) => ({ ...room }));
  for (let joined = true; joined; ) {
    joined = false;
    for (const a of parts) {
      const b = parts.find(
        (p) =>
          p !== a &&
          ((snap(p.x) === snap(a.x) && snap(p.w) === snap(a.w) && snap(a.y + a.h) === snap(p.y)) ||
            (snap(p.y) === snap(a.y) && snap(p.h) === snap(a.h) && snap(a.x + a.w) === snap(p.x))),
      );
      if (!b) continue;
      if (snap(b.x) === snap(a.x) && snap(b.w) === snap(a.w)) a.h += b.h;
      else a.w += b.w;
      parts.splice(parts.indexOf(b), 1);
      joined = true;
      break;
    }
  }
  return parts.reduce((best, part) => (part.w * part.h > best.w * best.h ? part : best));
}
