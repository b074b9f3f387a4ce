/**
 * A camera high above the sea looking inland, for aerial views, and the pieces drawn with it.
 *
 *   const cam = aerialCamera({ height, focal, horizon, cx?, offset? })   offset: metres the camera
 *                                                   stands in front of z = 0
 *   cam.at(x, z, h?)      screen point of world point x across, z away, h up (metres)
 *   cam.path(points, h?)  closed path through ground points [x, z]
 *   cam.scale(z)          scene units per metre at depth z
 *   block(cam, { x1, x2, z1, z2, h1, h2 }, tones)   a box showing its roof, front and the side
 *                                                   that faces the camera
 *   palmTop(x, y, r, colour, t, phase?)             a palm crown seen from above
 */
import { poly } from "./exterior-tools.ts";
import { n, swing } from "./svg.ts";

type Point = readonly [number, number];

export interface AerialCamera {
  at(x: number, z: number, h?: number): Point;
  path(points: readonly Point[], h?: number): string;
  scale(z: number): number;
}

export function aerialCamera(o: {
  height: number;
  focal: number;
  horizon: number;
  cx?: number;
  offset?: number;
}): AerialCamera {
  const cx = o.cx ?? 800;
  const shift = o.offset ?? 0;
  const at = (x: number, z: number, h = 0): Point => [
    cx + (o.focal * x) / (z - shift),
    o.horizon + (o.focal * (o.height - h)) / (z - shift),
  ];
  return {
    at,
    path: (points, h = 0) => poly(points.map(([x, z]) => at(x, z, h))),
    scale: (z) => o.focal / (z - shift),
  };
}

export interface BlockTones {
  roof: string;
  front: string;
  side: string;
}

export interface Box {
  x1: number;
  x2: number;
  z1: number;
  z2: number;
  h1: number;
  h2: number;
}

/** A box: the camera sits at x = 0 above the near side, so it sees the roof, the front and one end. */
export function block(cam: AerialCamera, b: Box, c: BlockTones): string {
  const q = (pts: Point[], fill: string) => `<path d="${poly(pts)}" fill="${fill}"/>`;
  const front = q(
    [
      cam.at(b.x1, b.z1, b.h1),
      cam.at(b.x2, b.z1, b.h1),
      cam.at(b.x2, b.z1, b.h2),
      cam.at(b.x1, b.z1, b.h2),
    ],
    c.front,
  );
  // The end wall facing the camera: the left end when the block lies right of centre.
  const ex = b.x1 > 0 ? b.x1 : b.x2 < 0 ? b.x2 : null;
  const end =
    ex === null
      ? ""
      : q(
          [
            cam.at(ex, b.z1, b.h1),
            cam.at(ex, b.z2, b.h1),
            cam.at(ex, b.z2, b.h2),
            cam.at(ex, b.z1, b.h2),
          ],
          c.side,
        );
  const roof = q(
    [
      cam.at(b.x1, b.z1, b.h2),
      cam.at(b.x2, b.z1, b.h2),
      cam.at(b.x2, b.z2, b.h2),
      cam.at(b.x1, b.z2, b.h2),
    ],
    c.roof,
  );
  return end + front + roof;
}

/** A palm crown from above: fronds radiating from the centre, foreshortened by the view angle. */
export function palmTop(
  x: number,
  y: number,
  r: number,
  colour: string,
  t: number,
  phase = 0,
): string {
  const spin = 0.05 * swing(t, 1, phase);
  const d: string[] = [];
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2 + phase * 5 + spin;
    const cos = Math.cos(a);
    const sin = Math.sin(a);
    // Each frond is a lens from the crown to its tip; the view angle squashes depth.
    const pt = (u: number, v: number) =>
      `${n(x + (cos * u - sin * v) * r)} ${n(y + (sin * u + cos * v) * r * 0.62)}`;
    d.push(`M${n(x)} ${n(y)}Q${pt(0.5, 0.24)} ${pt(1, 0.05)}Q${pt(0.5, -0.16)} ${n(x)} ${n(y)}Z`);
  }
  return `<path d="${d.join("")}" fill="${colour}"/>`;
}
