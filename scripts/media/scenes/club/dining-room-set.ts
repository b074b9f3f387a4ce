/**
 * The camera, light, finishes and set pieces of the dining-room scene, kept apart from the
 * composition so each file stays short.
 */
import { line, makeCamera } from "../interiors/camera.ts";
import { glow, vessel } from "../interiors/decor.ts";
import { cylinder, floorEllipse, lighting } from "../interiors/solids.ts";
import { mix } from "../shared/exterior-tools.ts";
import { palettes } from "../shared/palette.ts";
import { breath } from "./lights.ts";

export const p = palettes.dusk;
export const day = palettes.day;
export const id = "dining-room";
export const cam = makeCamera({ eye: 1.45 });
export const room = { x0: -3.8, x1: 3.8, z1: 8.2, height: 3.1 };
// The sun low on the horizon straight ahead: shadows stretch back towards the camera.
export const light = lighting(p.frame, p.glow, 0.6, [0.04, 0.45, 0.9]);
export const wall = mix(day.sand[1], p.stone, 0.45);
export const oak = mix(p.sand[1], p.stone, 0.35);
export const linen = mix(day.sand[0], p.sand[0], 0.45);
export const upholstery = mix(p.sand[0], p.stone, 0.25);
export const china = mix(day.interior, p.glow, 0.15);
export const legs = mix(oak, p.frame, 0.35);
export const table = { z0: 3.7, z1: 6.7, half: 0.55, top: 0.76 };
export const seats = [4.15, 5.2, 6.25];

/** Plates, glasses and candles along the table: the table reads as laid for dinner. */
export function settings(t: number): string {
  const y = table.top + 0.002;
  let out = "";
  for (const z of seats) {
    for (const side of [-1, 1]) {
      const x = side * 0.32;
      out += floorEllipse(cam, x, y, z, 0.14, 0.14, `fill="${china}"`);
      out += floorEllipse(cam, x, y + 0.002, z, 0.09, 0.09, `fill="${mix(china, p.glow, 0.2)}"`);
      out += cylinder(cam, {
        x: x * 0.55 + side * 0.02,
        z: z + 0.18,
        r: 0.03,
        rTop: 0.04,
        y0: y,
        y1: y + 0.16,
        fill: mix(day.glow, p.sky[1], 0.3),
        cap: p.reflection,
      });
    }
  }
  // Candles down the centre, with flames that breathe out of step with each other.
  for (const [i, z] of [4.7, 5.7].entries()) {
    out += cylinder(cam, { x: 0, z, r: 0.025, y0: y, y1: y + 0.22, fill: linen, cap: linen });
    out += glow(cam, `${id}-flame${i}`, 0, y + 0.26, z, 0.22 * breath(t, 0.3 * i), p.lamp, 0.8);
  }
  out += vessel(
    cam,
    0,
    y,
    5.2,
    0.16,
    0.1,
    mix(p.sea[1], day.sea[0], 0.4),
    mix(day.garden[1], p.garden[0], 0.4),
    0.2,
  );
  return out;
}

/** A cluster of glass globe pendants at staggered heights over the middle of the table. */
export function pendant(t: number): string {
  const globes = [
    [-0.28, 1.95, 5.0],
    [0.22, 2.1, 5.5],
    [0.02, 1.82, 5.25],
  ] as const;
  return globes
    .map(([x, y, z], i) => {
      const b = breath(t, 0.2 * i);
      return (
        line(
          cam,
          [x, room.height, z],
          [x, y + 0.12, z],
          `stroke="${p.frame}" stroke-width="1" opacity="0.55"`,
        ) +
        glow(cam, `${id}-halo${i}`, x, y, z, 0.9 * b, p.lamp, 0.32) +
        cylinder(cam, {
          x,
          z,
          r: 0.11,
          rTop: 0.11,
          y0: y - 0.1,
          y1: y + 0.1,
          fill: mix(p.lamp, p.reflection, 0.4),
        }) +
        glow(cam, `${id}-globe${i}`, x, y, z, 0.2, p.reflection, 0.9)
      );
    })
    .join("");
}
