/**
 * A king bed in its own frame (u from head to foot, v across), assembled from soft boxes:
 * plinth, upholstered base, mattress, duvet, a throw across the foot and leaning pillows.
 */
import type { Camera } from "./camera.ts";
import { type Placement, part } from "./furniture.ts";
import { type BoxSpec, box, type Lighting } from "./solids.ts";

export interface BedSpec extends Placement {
  readonly length: number;
  readonly width: number;
  readonly base: string;
  readonly linen: string;
  readonly throwColour: string;
  readonly pillow: string;
  readonly accent: string;
}

/** Parts are ordered for a bed seen from its side with the head to the left (rot = 0), the far side first. */
export function bed(cam: Camera, b: BedSpec, light: Lighting): string {
  const L = b.length;
  const W = b.width;
  const head = -L / 2;
  const parts: BoxSpec[] = [
    part(b, 0, 0, { w: L - 0.2, d: W - 0.2, y0: 0, y1: 0.1, colour: b.base }),
    part(b, 0, 0, { w: L, d: W, y0: 0.1, y1: 0.36, colour: b.base, round: 0.02 }),
    part(b, 0, 0, { w: L - 0.04, d: W - 0.04, y0: 0.36, y1: 0.58, colour: b.linen, round: 0.04 }),
    // Pillows lean on the headboard: two sleeping pillows behind two smaller cushions.
    ...[0.45, -0.45].map((v) =>
      part(b, head + 0.16, v, {
        w: 0.14,
        d: 0.74,
        y0: 0.62,
        y1: 0.98,
        colour: b.pillow,
        round: 0.12,
      }),
    ),
    ...[0.4, -0.4].map((v) =>
      part(b, head + 0.3, v, { w: 0.1, d: 0.56, y0: 0.62, y1: 0.88, colour: b.linen, round: 0.11 }),
    ),
    part(b, head + 0.4, 0, { w: 0.08, d: 0.42, y0: 0.62, y1: 0.8, colour: b.accent, round: 0.09 }),
    // The duvet, turned back below the pillows, hangs a little over both sides and the foot.
    part(b, 0.3, 0, {
      w: L - 0.6 + 0.06,
      d: W + 0.08,
      y0: 0.28,
      y1: 0.63,
      colour: b.linen,
      round: 0.06,
    }),
    part(b, L / 2 - 0.32, 0, {
      w: 0.46,
      d: W + 0.1,
      y0: 0.3,
      y1: 0.65,
      colour: b.throwColour,
      round: 0.05,
    }),
  ];
  return parts.map((p) => box(cam, p, light)).join("");
}
