/**
 * Lamps for the evening rooms: table and floor lamps with lit shades and the pools of light they
 * throw. Every glow is a radial gradient (a blur filter would cost more to render than the whole
 * room) and breathes a few percent with t, so films loop without a visible flicker.
 */

import { type Camera, project, scaleAt } from "../interiors/camera.ts";
import { glow } from "../interiors/decor.ts";
import { cylinder, floorEllipse } from "../interiors/solids.ts";
import { f2 } from "../shared/exterior-tools.ts";
import { n, swing } from "../shared/svg.ts";

/** A slow, shared breath (0.94-1.06) so lamps in one room pulse together like one circuit. */
export function breath(t: number, phase = 0): number {
  return 1 + 0.06 * swing(t, 1, phase);
}

/** A radial gradient definition, fading from colour to clear. */
function radial(id: string, colour: string, opacity: number): string {
  return (
    `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${f2(opacity)}"/>` +
    `<stop offset="0.45" stop-color="${colour}" stop-opacity="${f2(opacity * 0.38)}"/>` +
    `<stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>`
  );
}

/** The pool a lamp throws on the floor (or a table top at y), lying in perspective. */
export function lightPool(
  cam: Camera,
  id: string,
  x: number,
  y: number,
  z: number,
  r: number,
  colour: string,
  opacity: number,
): string {
  return `<defs>${radial(id, colour, opacity)}</defs>${floorEllipse(cam, x, y, z, r, r, `fill="url(#${id})"`)}`;
}

export interface LampColours {
  readonly shade: string;
  /** The shade's inside and rim when lit, the brightest thing in the room. */
  readonly lit: string;
  readonly base: string;
  readonly light: string;
}

/** A drum-shaded table lamp standing on a surface at height y. */
export function tableLamp(
  cam: Camera,
  id: string,
  x: number,
  y: number,
  z: number,
  c: LampColours,
  t: number,
  size = 1,
): string {
  const b = breath(t);
  const stem = cylinder(cam, {
    x,
    z,
    r: 0.05 * size,
    y0: y,
    y1: y + 0.34 * size,
    fill: c.base,
    cap: c.base,
  });
  const foot = cylinder(cam, {
    x,
    z,
    r: 0.1 * size,
    rTop: 0.07 * size,
    y0: y,
    y1: y + 0.06 * size,
    fill: c.base,
    cap: c.base,
  });
  const shade = cylinder(cam, {
    x,
    z,
    r: 0.2 * size,
    rTop: 0.16 * size,
    y0: y + 0.3 * size,
    y1: y + 0.56 * size,
    fill: c.shade,
    cap: c.lit,
  });
  return (
    // The lamp mirrored in polished stone, squashed: a soft vertical streak below it.
    glow(cam, `${id}-mirror`, x, -(y + 0.44 * size), z, 0.5 * size, c.light, 0.16 * b, 1.8) +
    glow(cam, `${id}-halo`, x, y + 0.42 * size, z, 1.3 * size * b, c.light, 0.42) +
    foot +
    stem +
    shade +
    glow(cam, `${id}-core`, x, y + 0.44 * size, z, 0.28 * size, c.lit, 0.55 * b)
  );
}

/** A slim arc-free floor lamp: a thin stem, a tall linen shade and a wide warm halo. */
export function floorLamp(
  cam: Camera,
  id: string,
  x: number,
  z: number,
  c: LampColours,
  t: number,
  height = 1.6,
): string {
  const b = breath(t, 0.2);
  const [, top] = project(cam, [x, height - 0.4, z]);
  const [sx, bottom] = project(cam, [x, 0, z]);
  const k = scaleAt(cam, [x, 0, z]);
  return (
    lightPool(cam, `${id}-pool`, x, 0.003, z, 1.6, c.light, 0.22 * b) +
    glow(cam, `${id}-mirror`, x, -(height - 0.2), z, 0.5, c.light, 0.16 * b, 1.8) +
    glow(cam, `${id}-halo`, x, height - 0.2, z, 1.8 * b, c.light, 0.32) +
    cylinder(cam, { x, z, r: 0.16, rTop: 0.14, y0: 0, y1: 0.03, fill: c.base, cap: c.base }) +
    `<line x1="${n(sx)}" y1="${n(bottom)}" x2="${n(sx)}" y2="${n(top)}" stroke="${c.base}" stroke-width="${n(Math.max(1, k * 0.025))}"/>` +
    cylinder(cam, {
      x,
      z,
      r: 0.24,
      rTop: 0.2,
      y0: height - 0.42,
      y1: height,
      fill: c.shade,
      cap: c.lit,
    }) +
    glow(cam, `${id}-core`, x, height - 0.25, z, 0.35, c.lit, 0.5 * b)
  );
}

/** A screen-space wash of warm air around the lamps: the room reads as lit, not just the lamps. */
export function warmWash(
  id: string,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  colour: string,
  opacity: number,
): string {
  return `<defs>${radial(id, colour, opacity)}</defs><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#${id})"/>`;
}
