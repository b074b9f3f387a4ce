/**
 * Light helpers shared by the landscape scenes: long cast shadows laid on the ground, and a soft
 * wash of low sunlight, so every scene reads as lit by one sun rather than flat-filled.
 */
import { f2, glowGradient } from "../shared/exterior-tools.ts";
import { n } from "../shared/svg.ts";

type Point = readonly [number, number];

/**
 * Lays an upright silhouette (drawn in screen space, standing on `base`) flat on the ground as its
 * shadow: the top of the object, `tall` units above base, lands on `tip`. An affine shear is
 * close enough for the soft, low-opacity shadows these scenes use, and costs nothing to render.
 */
export function castShadow(markup: string, base: Point, tip: Point, tall: number): string {
  // x stays x; the up direction (0, -1) is sent along base -> tip, scaled so `tall` reaches it.
  const c = -(tip[0] - base[0]) / tall;
  const d = -(tip[1] - base[1]) / tall;
  const e = -c * base[1];
  const f = base[1] - d * base[1];
  return `<g transform="matrix(1 0 ${f2(c)} ${f2(d)} ${n(e)} ${n(f)})">${markup}</g>`;
}

/** A warm radial wash of low sun, centred on the orb, spread wide across the frame. */
export function sunWash(
  id: string,
  colour: string,
  x: number,
  y: number,
  rx: number,
  ry: number,
  opacity: number,
): string {
  return `<defs>${glowGradient(id, colour, opacity, 0.4)}</defs><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#${id})"/>`;
}
