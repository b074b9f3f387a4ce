/**
 * Finishing pieces: potted plants, vessels, glows, curtains and rugs. Kept sparse on purpose:
 * one or two per room, as a stylist would place them.
 */
import { f2 } from "../shared/exterior-tools.ts";
import { n, swing } from "../shared/svg.ts";
import { type Camera, face, project, rectXZ, scaleAt } from "./camera.ts";
import { cylinder } from "./solids.ts";

/** A plain vessel (vase, bowl, pot) on a surface at height y. */
export function vessel(
  cam: Camera,
  x: number,
  y: number,
  z: number,
  r: number,
  h: number,
  fill: string,
  cap: string,
  rTop?: number,
): string {
  return cylinder(cam, { x, z, r, rTop, y0: y, y1: y + h, fill, cap });
}

/**
 * A soft glow: a radial gradient around a projected point, sized in metres. Cheaper than a blur
 * and it loops smoothly when `breathe` is fed a swing.
 */
export function glow(
  cam: Camera,
  id: string,
  x: number,
  y: number,
  z: number,
  radius: number,
  colour: string,
  opacity: number,
  squash = 1,
): string {
  const [cx, cy] = project(cam, [x, y, z]);
  const r = radius * scaleAt(cam, [x, y, z]);
  return (
    `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${f2(opacity)}"/>` +
    `<stop offset="0.4" stop-color="${colour}" stop-opacity="${f2(opacity * 0.4)}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>` +
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r)}" ry="${n(r * squash)}" fill="url(#${id})"/>`
  );
}

export interface CurtainSpec {
  readonly x0: number;
  readonly x1: number;
  readonly y0: number;
  readonly y1: number;
  readonly z: number;
  readonly folds: number;
  readonly colour: string;
  readonly opacity: number;
  /** Phase offset so neighbouring curtains do not move in step. */
  readonly phase?: number;
  /** How far the hem swings, in metres. */
  readonly sway?: number;
}

/**
 * A sheer curtain as alternating light and lighter strips (the folds); the hem swings and
 * billows a little into the room while the heading stays put, as in a sea breeze.
 */
export function curtain(cam: Camera, c: CurtainSpec, t: number): string {
  const step = (c.x1 - c.x0) / c.folds;
  const sway = c.sway ?? 0.06;
  let out = "";
  for (let i = 0; i < c.folds; i++) {
    const a = c.x0 + i * step;
    const b = a + step;
    const s = swing(t, 1, (c.phase ?? 0) + i * 0.04) * sway;
    const billow = (0.5 + 0.5 * swing(t, 1, (c.phase ?? 0) + 0.2 + i * 0.06)) * sway * 0.8;
    const pts = [
      [a, c.y1, c.z],
      [b, c.y1, c.z],
      [b + s, c.y0, c.z - billow],
      [a + s, c.y0, c.z - billow],
    ] as const;
    out += face(cam, pts, `fill="${c.colour}" fill-opacity="${f2(c.opacity * (i % 2 ? 0.7 : 1))}"`);
  }
  return out;
}

/** A flat rug with a fine inset border. */
export function rug(
  cam: Camera,
  x0: number,
  x1: number,
  z0: number,
  z1: number,
  fill: string,
  border: string,
): string {
  return (
    face(cam, rectXZ(x0, x1, z0, z1, 0.004), `fill="${fill}"`) +
    face(
      cam,
      rectXZ(x0 + 0.12, x1 - 0.12, z0 + 0.12, z1 - 0.12, 0.006),
      `fill="none" stroke="${border}" stroke-width="1.4" stroke-opacity="0.7"`,
    )
  );
}
