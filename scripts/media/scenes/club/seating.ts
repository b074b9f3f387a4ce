/**
 * Seating the interiors set does not have: an upholstered dining chair. Built from the
 * interiors' parts in the same local frame (u along the width, v from front to back, rot 0 faces
 * the camera) so it sits in its rooms.
 */
import type { Camera } from "../interiors/camera.ts";
import { assemble, type Placement, part } from "../interiors/furniture.ts";
import type { BoxSpec, Lighting } from "../interiors/solids.ts";

export interface SeatSpec extends Placement {
  readonly cover: string;
  readonly frame: string;
  /** Uniform scale, for the children's room. */
  readonly scale?: number;
}

function legs(s: SeatSpec, w: number, d: number, h: number, size: number): BoxSpec[] {
  return [-1, 1].flatMap((su) =>
    [-1, 1].map((sv) =>
      part(s, su * (w / 2 - size), sv * (d / 2 - size), {
        w: size,
        d: size,
        y0: 0,
        y1: h,
        colour: s.frame,
      }),
    ),
  );
}

/** A dining chair: slim timber legs, an upholstered seat and a tall softly squared back. */
export function diningChair(cam: Camera, s: SeatSpec, light: Lighting): string {
  const W = 0.5;
  const D = 0.52;
  const parts: BoxSpec[] = [
    ...legs(s, W, D, 0.44, 0.04),
    part(s, 0, 0, { w: W, d: D, y0: 0.42, y1: 0.5, colour: s.cover, round: 0.02 }),
    part(s, 0, D / 2 - 0.03, {
      w: W - 0.02,
      d: 0.06,
      y0: 0.5,
      y1: 1.0,
      colour: s.cover,
      round: 0.025,
    }),
  ];
  return assemble(cam, parts, light);
}
