/**
 * Light for the evening rooms: the pools lamps throw and the warm air around them. Every glow is
 * a radial gradient (a blur filter would cost more to render than the whole room) and breathes a
 * few percent with t, so films loop without a visible flicker.
 */

import type { Camera } from "../interiors/camera.ts";
import { floorEllipse } from "../interiors/solids.ts";
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
