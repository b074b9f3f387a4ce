/**
 * Furniture assembled from solids, in each piece's own frame: u runs along its length, v from
 * front (-) to back (+); `rot` turns it on the floor (rot = 0 faces the camera, -PI/2 faces +x).
 * Parts are listed far to near for the views used here, so the painter's order holds.
 */
import { n } from "../shared/svg.ts";
import { type Camera, depth, face, scaleAt, type Vec3 } from "./camera.ts";
import { type BoxSpec, box, type Lighting, litColour } from "./solids.ts";

interface Placement {
  readonly x: number;
  readonly z: number;
  readonly rot?: number;
}

/** A part placed in a piece's local frame. */
export function part(
  at: Placement,
  u: number,
  v: number,
  rest: Omit<BoxSpec, "x" | "z" | "rot">,
): BoxSpec {
  const r = at.rot ?? 0;
  return {
    ...rest,
    x: at.x + u * Math.cos(r) + v * Math.sin(r),
    z: at.z - u * Math.sin(r) + v * Math.cos(r),
    rot: r,
  };
}

/**
 * A 2D profile (v along the piece, y up; counter-clockwise) extruded across u0..u1: reclining
 * backs, sloped cushions and benches that boxes cannot make. Faces are drawn far to near.
 */
export function extrude(
  cam: Camera,
  at: Placement,
  profile: readonly (readonly [number, number])[],
  u0: number,
  u1: number,
  colour: string,
  light: Lighting,
  round = 0,
): string {
  const r = at.rot ?? 0;
  const c = Math.cos(r);
  const s = Math.sin(r);
  const world = (u: number, v: number, y: number): Vec3 => [
    at.x + u * c + v * s,
    y,
    at.z - u * s + v * c,
  ];
  const dir = (u: number, v: number, y: number): Vec3 => [u * c + v * s, y, -u * s + v * c];
  const faces: { pts: Vec3[]; normal: Vec3 }[] = [
    { pts: profile.map(([v, y]) => world(u0, v, y)), normal: dir(-1, 0, 0) },
    { pts: profile.map(([v, y]) => world(u1, v, y)), normal: dir(1, 0, 0) },
  ];
  profile.forEach(([v0, y0], i) => {
    const [v1, y1] = profile[(i + 1) % profile.length] as readonly [number, number];
    const len = Math.hypot(v1 - v0, y1 - y0) || 1;
    faces.push({
      pts: [world(u0, v0, y0), world(u0, v1, y1), world(u1, v1, y1), world(u1, v0, y0)],
      normal: dir(0, (y1 - y0) / len, -(v1 - v0) / len),
    });
  });
  const eye: Vec3 = [cam.x, cam.eye, cam.z];
  const centre = (pts: Vec3[]): Vec3 =>
    pts.reduce<Vec3>(
      (a, p) => [a[0] + p[0] / pts.length, a[1] + p[1] / pts.length, a[2] + p[2] / pts.length],
      [0, 0, 0],
    );
  return faces
    .map((f) => ({ ...f, c: centre(f.pts) }))
    .filter(
      ({ normal: nv, c }) =>
        nv[0] * (eye[0] - c[0]) + nv[1] * (eye[1] - c[1]) + nv[2] * (eye[2] - c[2]) > 0,
    )
    .sort((a, b) => depth(cam, b.c) - depth(cam, a.c))
    .map(({ pts, normal, c }) => {
      const fill = litColour(colour, normal, light);
      const stroke =
        round > 0
          ? ` stroke="${fill}" stroke-width="${n(round * scaleAt(cam, c))}" stroke-linejoin="round"`
          : "";
      return face(cam, pts, `fill="${fill}"${stroke}`);
    })
    .join("");
}

export interface ChaiseSpec extends Placement {
  readonly cushion: string;
  readonly frame: string;
}

/** A teak sun lounger: slatted frame on short legs, a thick cushion with a raised back. */
export function chaise(cam: Camera, c: ChaiseSpec, light: Lighting): string {
  const W = 0.36;
  const legs = [0.1, 1.9].flatMap((v) =>
    [-1, 1].map((su) =>
      part(c, su * (W - 0.04), v, { w: 0.05, d: 0.05, y0: 0, y1: 0.2, colour: c.frame }),
    ),
  );
  const frame = part(c, 0, 1.0, { w: W * 2, d: 2.0, y0: 0.2, y1: 0.28, colour: c.frame });
  const cushion: [number, number][] = [
    [2.0, 0.28],
    [2.0, 0.38],
    [0.72, 0.38],
    [0.14, 0.9],
    [0.02, 0.86],
    [0.5, 0.28],
  ];
  return (
    [...legs, frame].map((p) => box(cam, p, light)).join("") +
    extrude(cam, c, cushion, -W + 0.02, W - 0.02, c.cushion, light, 0.03)
  );
}
