/**
 * The camera, light, finishes and set pieces of the penthouse-living scene, kept apart from the
 * composition so each file stays short.
 */
import { face, makeCamera, rectYZ } from "../interiors/camera.ts";
import { box, lighting } from "../interiors/solids.ts";
import { mix } from "../shared/exterior-tools.ts";
import { palettes } from "../shared/palette.ts";

export const p = palettes.night;
export const dusk = palettes.dusk;
export const id = "penthouse-living";
export const cam = makeCamera({ eye: 1.5 });
export const room = { x0: -5.6, x1: 5.2, z1: 9.6, height: 6.4 };
// Lamplight from inside the room, high and towards the camera: tops glow, fronts stay soft.
export const light = lighting(p.frame, p.lamp, 0.7, [0.25, 0.8, -0.45]);
export const lamp = {
  shade: mix(dusk.sand[0], p.lamp, 0.45),
  lit: p.lamp,
  base: mix(dusk.frame, p.frame, 0.4),
  light: p.lamp,
};
export const wall = mix(dusk.stone, p.interior, 0.35);
export const linen = mix(dusk.sand[0], dusk.stone, 0.25);
export const velvet = mix(p.pool[1], dusk.stone, 0.35);
export const walnut = mix(dusk.stone, p.frame, 0.45);

/** The gallery landing along the left wall: what makes the room read as double height. */
export function gallery(): string {
  const edge = -4.2;
  return (
    face(cam, rectYZ(0, 3.0, -1, room.z1 - 2.4, edge + 0.01), `fill="${p.frame}" opacity="0.28"`) +
    box(
      cam,
      {
        x: (room.x0 + edge) / 2,
        z: (room.z1 - 3.4) / 2,
        w: edge - room.x0,
        d: room.z1 - 2.4 + 1,
        y0: 3.0,
        y1: 3.3,
        colour: mix(wall, p.lamp, 0.12),
      },
      light,
    ) +
    face(cam, rectYZ(3.3, 4.35, -1, room.z1 - 2.4, edge), `fill="${p.glow}" opacity="0.08"`) +
    face(cam, rectYZ(4.31, 4.35, -1, room.z1 - 2.4, edge), `fill="${p.lamp}" opacity="0.5"`)
  );
}

/** A large soft abstract canvas on the right wall: two washes of sea colour, lit from below. */
export function artwork(): string {
  const x = room.x1 - 0.02;
  return (
    face(cam, rectYZ(1.4, 3.9, 7.0, 9.0, x), `fill="${mix(p.stone, p.lamp, 0.12)}"`) +
    face(
      cam,
      rectYZ(1.55, 2.6, 7.15, 8.85, x - 0.01),
      `fill="${mix(p.sea[0], dusk.stone, 0.3)}" opacity="0.7"`,
    ) +
    face(
      cam,
      rectYZ(2.45, 3.75, 7.15, 8.85, x - 0.01),
      `fill="${mix(dusk.sand[1], p.lamp, 0.2)}" opacity="0.55"`,
    )
  );
}
