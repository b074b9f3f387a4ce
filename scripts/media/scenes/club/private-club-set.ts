/**
 * The camera, light, finishes and set pieces of the private-club scene, kept apart from the
 * composition so each file stays short.
 */
import { face, line, makeCamera, rectXZ, rectYZ } from "../interiors/camera.ts";
import { glow } from "../interiors/decor.ts";
import { box, floorEllipse, lighting } from "../interiors/solids.ts";
import { f2, mix } from "../shared/exterior-tools.ts";
import { palettes } from "../shared/palette.ts";
import { breath, lightPool } from "./lights.ts";
import { barStool } from "./seating.ts";

export const p = palettes.night;
export const dusk = palettes.dusk;
export const id = "private-club";
export const cam = makeCamera({ eye: 1.35 });
export const room = { x0: -4.4, x1: 4.6, z1: 8.4, height: 3.3 };
// Lamplight from the room itself (front left, high), so the bar front facing the lounge is lit.
export const light = lighting(p.frame, p.lamp, 0.65, [-0.2, 0.8, -0.45]);
export const walnut = mix(dusk.stone, p.frame, 0.3);
export const leather = mix(dusk.glow, dusk.stone, 0.62);
export const marble = mix(dusk.sand[0], p.lamp, 0.25);
export const brass = mix(p.lamp, dusk.stone, 0.35);
export const bronze = mix(dusk.stone, p.lamp, 0.25);
export const lamp = {
  shade: mix(dusk.sand[0], p.lamp, 0.5),
  lit: p.lamp,
  base: brass,
  light: p.lamp,
};

/** Panelling grooves on the left wall and a warm cove line where walls meet the ceiling. */
export function panelling(): string {
  let grooves = "";
  for (let z = 0.6; z < room.z1; z += 0.9)
    grooves += line(cam, [room.x0 + 0.002, 0.1, z], [room.x0 + 0.002, room.height - 0.15, z], "");
  const h = room.height - 0.02;
  return (
    `<g stroke="${p.frame}" stroke-width="1.2" opacity="0.45">${grooves}</g>` +
    `<g stroke="${p.lamp}" fill="none">${line(cam, [room.x0, h, -1], [room.x0, h, room.z1], 'stroke-width="2" opacity="0.55"')}${line(cam, [room.x0, h, room.z1], [room.x1, h, room.z1], 'stroke-width="1.5" opacity="0.5"')}</g>`
  );
}

/** Recessed downlights: the ceiling would otherwise be a large unbroken dark field. */
export function downlights(t: number): string {
  const h = room.height - 0.004;
  // A shallow coffer with a cove of light around it, centred on the seating.
  const coffer = face(
    cam,
    rectXZ(-3.3, 2.3, 2.4, 7.8, h),
    `fill="${mix(walnut, p.frame, 0.35)}" stroke="${p.lamp}" stroke-width="1.5" stroke-opacity="0.4"`,
  );
  return (
    coffer +
    [-2.2, 0.9]
      .flatMap((x) =>
        [3.4, 5.4, 7.4].map((z) =>
          floorEllipse(
            cam,
            x,
            h,
            z,
            0.07,
            0.07,
            `fill="${p.lamp}" opacity="${f2(0.85 * breath(t))}"`,
          ),
        ),
      )
      .join("")
  );
}

/** The bar: a walnut counter with a stone top, a backlit bottle wall and three globe pendants. */
export function bar(t: number): string {
  const x0 = 3.1;
  const x1 = 3.9;
  const niche = face(
    cam,
    rectYZ(1.15, 2.55, 5.2, 8.1, room.x1 - 0.01),
    `fill="${mix(p.lamp, walnut, 0.72)}"`,
  );
  let shelves = "";
  let bottles = "";
  [1.55, 2.05].forEach((y, row) => {
    shelves += line(cam, [room.x1 - 0.02, y, 5.2], [room.x1 - 0.02, y, 8.1], "");
    for (let i = 0; i < 7; i++) {
      const z = 5.45 + i * 0.38 + (row ? 0.17 : 0);
      const tall = 0.3 + ((i * 7 + row * 3) % 4) * 0.04;
      bottles += face(cam, rectYZ(y + 0.02, y + tall, z, z + 0.09, room.x1 - 0.03), "");
    }
  });
  const pendants = [4.6, 5.9, 7.2]
    .map((z, i) => {
      const b = breath(t, 0.15 * i);
      return (
        line(
          cam,
          [3.5, room.height, z],
          [3.5, 2.2, z],
          `stroke="${brass}" stroke-width="1" opacity="0.7"`,
        ) +
        glow(cam, `${id}-globe${i}`, 3.5, 2.1, z, 0.7 * b, p.lamp, 0.4) +
        glow(cam, `${id}-bulb${i}`, 3.5, 2.1, z, 0.12, p.lamp, 0.95)
      );
    })
    .join("");
  return (
    niche +
    `<g stroke="${brass}" stroke-width="2" opacity="0.8">${shelves}</g>` +
    `<g fill="${mix(walnut, p.frame, 0.3)}" opacity="0.75">${bottles}</g>` +
    glow(cam, `${id}-niche`, room.x1, 1.85, 6.6, 1.8, p.lamp, 0.2 * breath(t, 0.3), 0.6) +
    // A lit toe-kick: the counter floats on a line of light, as club bars are usually detailed.
    box(
      cam,
      {
        x: (x0 + x1) / 2 + 0.06,
        z: 5.3,
        w: x1 - x0 - 0.1,
        d: 5.5,
        y0: 0,
        y1: 0.08,
        colour: p.lamp,
      },
      light,
    ) +
    box(
      cam,
      {
        x: (x0 + x1) / 2,
        z: 5.3,
        w: x1 - x0,
        d: 5.6,
        y0: 0.08,
        y1: 1.05,
        colour: mix(walnut, p.lamp, 0.2),
      },
      light,
    ) +
    box(
      cam,
      {
        x: (x0 + x1) / 2 - 0.03,
        z: 5.3,
        w: x1 - x0 + 0.1,
        d: 5.7,
        y0: 1.05,
        y1: 1.1,
        colour: marble,
      },
      light,
    ) +
    lightPool(cam, `${id}-barpool`, 3.5, 1.101, 5.9, 1.6, p.lamp, 0.35 * breath(t)) +
    [7.1, 6.0, 4.9]
      .map((z) => barStool(cam, 2.7, z, leather, mix(leather, p.lamp, 0.2), bronze))
      .join("") +
    pendants
  );
}
