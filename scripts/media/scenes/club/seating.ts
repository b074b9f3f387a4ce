/**
 * Seating the interiors set does not have: a leather club chair, an upholstered dining chair, a
 * bar stool and a child-scale stool. Built from the interiors' parts in the same local frame
 * (u along the width, v from front to back, rot 0 faces the camera) so they sit in its rooms.
 */
import type { Camera } from "../interiors/camera.ts";
import { assemble, type Placement, part } from "../interiors/furniture.ts";
import { type BoxSpec, cylinder, type Lighting } from "../interiors/solids.ts";

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

/** A deep, rounded leather club chair: rolled arms as high as the seat back's shoulder line. */
export function clubChair(cam: Camera, s: SeatSpec, light: Lighting): string {
  const W = 0.92;
  const D = 0.9;
  const parts: BoxSpec[] = [
    ...legs(s, W - 0.1, D - 0.1, 0.08, 0.05),
    part(s, 0, 0, { w: W, d: D, y0: 0.08, y1: 0.4, colour: s.cover, round: 0.05 }),
    part(s, 0, D / 2 - 0.12, { w: W, d: 0.24, y0: 0.4, y1: 0.84, colour: s.cover, round: 0.09 }),
    part(s, -W / 2 + 0.1, 0, { w: 0.2, d: D, y0: 0.38, y1: 0.66, colour: s.cover, round: 0.08 }),
    part(s, W / 2 - 0.1, 0, { w: 0.2, d: D, y0: 0.38, y1: 0.66, colour: s.cover, round: 0.08 }),
    part(s, 0, -0.08, { w: W - 0.42, d: D - 0.3, y0: 0.38, y1: 0.5, colour: s.cover, round: 0.05 }),
  ];
  return assemble(cam, parts, light);
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

/** A bar stool: a round upholstered seat on a slim column and a weighted foot. */
export function barStool(
  cam: Camera,
  x: number,
  z: number,
  cover: string,
  cap: string,
  metal: string,
  height = 0.76,
): string {
  return (
    cylinder(cam, { x, z, r: 0.2, rTop: 0.16, y0: 0, y1: 0.03, fill: metal, cap: metal }) +
    cylinder(cam, { x, z, r: 0.03, y0: 0.03, y1: height - 0.08, fill: metal }) +
    cylinder(cam, { x, z, r: 0.17, y0: height - 0.2, y1: height - 0.17, fill: metal }) +
    cylinder(cam, { x, z, r: 0.2, rTop: 0.21, y0: height - 0.08, y1: height, fill: cover, cap })
  );
}
