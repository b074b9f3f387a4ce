/**
 * The amenity scenes' camera: a one-point perspective from a person standing on a terrace,
 * looking out to sea. Furniture and pergolas are built in metres and projected, so they sit in
 * true perspective against the shared horizon instead of being sized by eye.
 *
 *   project(c, [x, y, z])  x across (+ right), y up from the deck, z away from the viewer
 *   box(c, x, y, z, tones) an axis-aligned block drawing only the faces the camera sees
 *   floor(c, points)       a path on the deck from [x, z] pairs (pool outlines, shadows)
 */
import { f2, glowGradient, mix, poly } from "../shared/exterior-tools.ts";
import { HORIZON } from "../shared/seascape.ts";
import { n } from "../shared/svg.ts";

export type P3 = readonly [number, number, number];
export type Range = readonly [number, number];

export interface Camera {
  /** Eye height above the deck in metres. */
  eye: number;
  /** Focal length in scene pixels. */
  f: number;
}

export function project(c: Camera, p: P3): [number, number] {
  return [800 + (c.f * p[0]) / p[2], HORIZON + (c.f * (c.eye - p[1])) / p[2]];
}

/** Screen y of the deck at depth z, and pixels per metre there. */
export const scaleAt = (c: Camera, z: number): number => c.f / z;

export function face(c: Camera, pts: readonly P3[], fill: string, opacity = 1): string {
  const alpha = opacity < 1 ? ` fill-opacity="${f2(opacity)}"` : "";
  return `<path d="${poly(pts.map((p) => project(c, p)))}" fill="${fill}"${alpha}/>`;
}

export function floor(c: Camera, pts: readonly (readonly [number, number])[]): string {
  return poly(pts.map(([x, z]) => project(c, [x, 0, z])));
}

/** A quad spanning x0..x1 between two [y, z] edges: deck tops, upright fronts, slopes. */
export function spanX(c: Camera, x: Range, a: Range, b: Range, fill: string, opacity = 1): string {
  const pts = [x[0], x[1], x[1], x[0]].map((v, i): P3 => [v, ...(i < 2 ? a : b)]);
  return face(c, pts, fill, opacity);
}

/** A quad spanning z0..z1 between two [x, y] edges: side faces, and slopes running across. */
export function spanZ(c: Camera, z: Range, a: Range, b: Range, fill: string, opacity = 1): string {
  const pts = [z[0], z[1], z[1], z[0]].map((v, i): P3 => [...(i < 2 ? a : b), v]);
  return face(c, pts, fill, opacity);
}

export interface Tones {
  top: string;
  front: string;
  side: string;
}

/** Three faces of one material: lit top, mid front, shaded side. */
export function tones(base: string, light: string, shade: string, k = 0.35): Tones {
  return { top: mix(base, light, k), front: base, side: mix(base, shade, k) };
}

/** An axis-aligned block, drawing only the faces the camera can see. */
export function box(c: Camera, x: Range, y: Range, z: Range, t: Tones): string {
  const out: string[] = [];
  // A side face shows only when the box sits wholly to one side of the eye.
  if (x[0] > 0) out.push(spanZ(c, z, [x[0], y[0]], [x[0], y[1]], t.side));
  if (x[1] < 0) out.push(spanZ(c, z, [x[1], y[0]], [x[1], y[1]], t.side));
  if (y[1] < c.eye) out.push(spanX(c, x, [y[1], z[0]], [y[1], z[1]], t.top));
  else if (y[0] > c.eye) out.push(spanX(c, x, [y[0], z[0]], [y[0], z[1]], t.side));
  out.push(spanX(c, x, [y[0], z[0]], [y[1], z[0]], t.front));
  return out.join("");
}

/** The radial glow used by lamps and the sun's bloom: define once per scene. */
export function glowDef(id: string, colour: string): string {
  return glowGradient(`${id}-glow`, colour, 0.9, 0.22);
}

export function glow(id: string, x: number, y: number, rx: number, ry: number, k: number): string {
  return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#${id}-glow)" fill-opacity="${f2(Math.min(1, k))}"/>`;
}
