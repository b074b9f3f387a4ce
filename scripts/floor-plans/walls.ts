/** Walls, glazing and doors, drawn along the wall lines found by plan-layout.ts. */
import { INK, MUTED, OCEAN } from "./palette.ts";
import type { Pen } from "./pen.ts";
import type { Rect, Segment } from "./plan-layout.ts";
import { outdoor } from "./rooms.ts";

/** Wall thicknesses in feet. */
export const EXTERIOR_WALL = 0.95;
export const INTERIOR_WALL = 0.45;
/** Bézier control-point factor that makes a door swing a quarter circle. */
const ARC = 0.5523;

/** The strip of a segment between two offsets across it and two positions along it. */
export function wall(
  pen: Pen,
  seg: Segment,
  across0: number,
  across1: number,
  from: number,
  to: number,
) {
  return seg.vertical
    ? pen.box(seg.at + across0, from, across1 - across0, to - from)
    : pen.box(from, seg.at + across0, to - from, across1 - across0);
}

/** Floor-to-ceiling glass in a wall: frame lines, the pane in blue, mullions about 7 ft apart. */
export function glaze(pen: Pen, seg: Segment, t: number) {
  const [from, to] = [seg.from + 1.1, seg.to - 1.1];
  if (to - from < 2) return;
  wall(pen, seg, -t / 2 - 0.02, t / 2 + 0.02, from, to).fill("white");
  const along = (offset: number) => wall(pen, seg, offset, offset, from, to);
  pen.doc.lineWidth(0.45).strokeColor(INK);
  along(-t / 2).stroke();
  along(t / 2).stroke();
  pen.doc.lineWidth(0.6).strokeColor(OCEAN);
  along(0).stroke();
  const panes = Math.max(1, Math.round((to - from) / 7));
  pen.doc.lineWidth(0.45).strokeColor(INK);
  for (let i = 0; i <= panes; i++) {
    const at = from + ((to - from) * i) / panes;
    wall(pen, seg, -t / 2, t / 2, at, at).stroke();
  }
}

/** An opening in a wall; a swinging leaf opens into the room the door belongs to. */
export function door(
  pen: Pen,
  seg: Segment,
  room: string,
  options: { swing: boolean; width?: number },
): Rect | undefined {
  const { doc } = pen;
  const width = Math.min(options.width ?? (options.swing ? 2.8 : 3.6), seg.to - seg.from - 0.9);
  if (width < 1.8) return undefined;
  const t = outdoor(seg.a) || outdoor(seg.b) ? EXTERIOR_WALL : INTERIOR_WALL;
  const hinge = seg.from + 0.45;
  wall(pen, seg, -t / 2 - 0.05, t / 2 + 0.05, hinge, hinge + width).fill("white");
  if (!options.swing) {
    doc.lineWidth(0.45).strokeColor(INK);
    wall(pen, seg, 0, 0, hinge, hinge + width).stroke();
    return undefined;
  }
  const into = seg.b === room ? 1 : -1;
  // Points as (along the wall, across it), turned into (x, y) for the wall's direction.
  const at = (along: number, across: number): [number, number] =>
    seg.vertical ? [pen.X(seg.at + across), pen.Y(along)] : [pen.X(along), pen.Y(seg.at + across)];
  const open = at(hinge, into * width);
  doc
    .moveTo(...at(hinge, 0))
    .lineTo(...open)
    .lineWidth(0.7)
    .stroke(INK);
  const [c1, c2, end] = [
    at(hinge + ARC * width, into * width),
    at(hinge + width, into * ARC * width),
    at(hinge + width, 0),
  ];
  doc
    .moveTo(...open)
    .bezierCurveTo(...c1, ...c2, ...end)
    .lineWidth(0.35)
    .stroke(MUTED);
  const [across0, across1] = [Math.min(0, into * width), Math.max(0, into * width)];
  return seg.vertical
    ? { x: seg.at + across0, y: hinge, w: across1 - across0, h: width }
    : { x: hinge, y: seg.at + across0, w: width, h: across1 - across0 };
}
