import { mix } from "../shared/exterior-tools.ts";
import { palettes } from "../shared/palette.ts";
import type { SceneDefinition } from "../shared/scene-definition.ts";
import { swing } from "../shared/svg.ts";
import { bed } from "./bed.ts";
import { face, line, makeCamera, rectXY, rectYZ, type Vec3 } from "./camera.ts";
import { curtain, tableLamp } from "./decor.ts";
import {
  ceiling,
  floor,
  floorMirror,
  glassFrames,
  glassSheen,
  type Opening,
  panels,
  sideWall,
  sunFade,
  sunThrough,
} from "./room.ts";
import { rug } from "./shell.ts";
import { box, lighting, shadowShape } from "./solids.ts";
import { seaView } from "./view.ts";

const p = palettes.dawn;
const dusk = palettes.dusk;
const id = "primary-bedroom";
const cam = makeCamera({ eye: 1.5, x: -0.8, z: -1.2 });
// A corner suite: the bed's foot points at the glass on the right, the back wall is glass too.
const room = { x0: -3.4, x1: 2.6, z1: 7.2, height: 3.0 };
const back: Opening = { x0: -1.9, x1: room.x1, y0: 0, y1: room.height, z: room.z1 };
const sideZ = [3.4, 5.3, room.z1] as const;
const light = lighting(dusk.stone, p.reflection, 0.5);
const oak = mix(dusk.sand[0], p.sand[1], 0.45);
const shade = mix(dusk.stone, p.glow, 0.25);

function sidePanes(): Vec3[][] {
  return [0, 1].map((i) => rectYZ(0, room.height, sideZ[i] ?? 0, sideZ[i + 1] ?? 0, room.x1));
}

function sideFrames(): string {
  const frame = mix(p.frame, dusk.stone, 0.35);
  return [
    ...sideZ.map((z) =>
      box(
        cam,
        { x: room.x1 + 0.05, z, w: 0.1, d: 0.06, y0: 0, y1: room.height, colour: frame },
        light,
      ),
    ),
    box(
      cam,
      {
        x: room.x1 + 0.05,
        z: (sideZ[0] + room.z1) / 2,
        w: 0.1,
        d: room.z1 - sideZ[0],
        y0: room.height - 0.05,
        y1: room.height,
        colour: frame,
      },
      light,
    ),
  ].join("");
}

export const primaryBedroom: SceneDefinition = {
  name: id,
  description:
    "The primary bedroom at dawn: a made king bed facing floor-to-ceiling corner glass onto the sea, with sheer curtains stirring and soft morning light on the floor.",
  render(t) {
    const breathe = 0.5 + 0.5 * swing(t);
    const defs =
      `<linearGradient id="${id}-floor" x1="0" y1="700" x2="0" y2="1000" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${mix(p.stone, shade, 0.08)}"/><stop offset="1" stop-color="${mix(p.stone, shade, 0.3)}"/></linearGradient>` +
      `<linearGradient id="${id}-wall" x1="0" y1="0" x2="0" y2="1000" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${mix(p.interior, shade, 0.22)}"/><stop offset="1" stop-color="${mix(p.interior, shade, 0.1)}"/></linearGradient>` +
      `<linearGradient id="${id}-ceil" x1="0" y1="0" x2="0" y2="330" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${mix(p.interior, shade, 0.3)}"/><stop offset="1" stop-color="${mix(p.interior, shade, 0.1)}"/></linearGradient>` +
      sunFade(`${id}-sun`, p.lamp, 0.55 + 0.08 * breathe, [0.8, 0, 0.3, 1]) +
      sunFade(`${id}-sunside`, p.lamp, 0.55 + 0.08 * breathe, [1, 0.4, 0, 0.6]) +
      `<linearGradient id="${id}-mirror" x1="0" y1="760" x2="0" y2="1000" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${p.sky[2]}" stop-opacity="0.45"/><stop offset="1" stop-color="${p.sky[2]}" stop-opacity="0"/></linearGradient>`;
    const sun = `fill="url(#${id}-sun)"`;
    const bedSpec = {
      x: -2.15,
      z: 4.65,
      length: 2.2,
      width: 2.0,
      base: mix(oak, dusk.stone, 0.15),
      linen: mix(p.interior, "#ffffff", 0.5),
      throwColour: mix(mix(dusk.sand[0], p.glow, 0.3), p.interior, 0.35),
      pillow: p.interior,
      accent: mix(p.sea[1], p.interior, 0.4),
    };
    return [
      `<defs>${defs}</defs>`,
      seaView(id, p, t, { clouds: 3, orbX: 1150, glitter: 0.6, top: 200 }),
      glassSheen(cam, back, "#ffffff", 0.08),
      ceiling(cam, room, `fill="url(#${id}-ceil)"`),
      floor(cam, room, `fill="url(#${id}-floor)"`),
      floorMirror(cam, back, `fill="url(#${id}-mirror)"`),
      face(cam, rectYZ(0, -room.height, sideZ[0], room.z1, room.x1), `fill="url(#${id}-mirror)"`),
      rug(cam, -3.2, -0.2, 3.1, 6.4, mix(p.sand[0], p.stone, 0.4), p.frame),
      ...panels(back, 3).map((o) =>
        sunThrough(
          cam,
          [
            [o.x0, 0, o.z],
            [o.x1, 0, o.z],
            [o.x1, 1.9, o.z],
            [o.x0, 1.9, o.z],
          ],
          light,
          room,
          sun,
        ),
      ),
      ...sidePanes().map((pane) =>
        sunThrough(
          cam,
          pane.map(([x, y, z]): Vec3 => [x, Math.min(y, 1.9), z]),
          light,
          room,
          `fill="url(#${id}-sunside)"`,
        ),
      ),
      sideWall(cam, room, "left", `fill="url(#${id}-wall)"`),
      face(cam, rectXY(room.x0, back.x0, 0, room.height, room.z1), `fill="url(#${id}-wall)"`),
      face(cam, rectYZ(0, room.height, -1, sideZ[0], room.x1), `fill="url(#${id}-wall)"`),
      // Oak panelling behind the bed, and a slim reading niche glow at its edge.
      face(cam, rectYZ(0, room.height, 3.3, 6.0, room.x0 + 0.02), `fill="${oak}"`),
      ...[3.84, 4.38, 4.92, 5.46].map((z) =>
        line(
          cam,
          [room.x0 + 0.025, 0, z],
          [room.x0 + 0.025, room.height, z],
          `stroke="${dusk.sand[1]}" stroke-width="1" stroke-opacity="0.35"`,
        ),
      ),
      face(
        cam,
        [
          [back.x0, room.height - 0.004, room.z1 - 0.32],
          [room.x1 - 0.2, room.height - 0.004, room.z1 - 0.32],
          [room.x1 - 0.2, room.height - 0.004, sideZ[0]],
          [room.x1 - 0.08, room.height - 0.004, sideZ[0]],
          [room.x1 - 0.08, room.height - 0.004, room.z1 - 0.2],
          [back.x0, room.height - 0.004, room.z1 - 0.2],
        ],
        `fill="${dusk.stone}" fill-opacity="0.25"`,
      ),
      curtain(
        cam,
        {
          x0: back.x0 + 0.05,
          x1: back.x0 + 1.3,
          y0: 0.02,
          y1: room.height,
          z: room.z1 - 0.25,
          folds: 9,
          colour: "#ffffff",
          opacity: 0.55,
        },
        t,
      ),
      curtain(
        cam,
        {
          x0: room.x1 - 0.9,
          x1: room.x1 - 0.05,
          y0: 0.02,
          y1: room.height,
          z: room.z1 - 0.25,
          folds: 6,
          colour: "#ffffff",
          opacity: 0.55,
          phase: 0.4,
        },
        t,
      ),
      glassFrames(cam, back, 3, mix(p.frame, dusk.stone, 0.35), light, 0.05),
      sideFrames(),
      box(
        cam,
        { x: room.x0 + 0.3, z: 6.45, w: 0.5, d: 0.5, y0: 0.2, y1: 0.55, colour: oak },
        light,
      ),
      tableLamp(cam, `${id}-lamp`, {
        x: room.x0 + 0.3,
        y: 0.55,
        z: 6.45,
        base: mix(p.stone, dusk.stone, 0.2),
        shade: mix(p.interior, p.lamp, 0.5),
        lamp: p.lamp,
        on: 0.45 + 0.05 * breathe,
      }),
      box(
        cam,
        {
          x: room.x0 + 0.06,
          z: 4.65,
          w: 0.1,
          d: 2.5,
          y0: 0.25,
          y1: 1.35,
          colour: mix(p.sand[0], dusk.sand[0], 0.25),
          round: 0.03,
        },
        light,
      ),
      shadowShape(
        cam,
        { x: bedSpec.x, z: bedSpec.z, w: 2.2, d: 2.0, y0: 0, y1: 0.6, colour: "" },
        light,
        dusk.stone,
        0.12,
      ),
      bed(cam, bedSpec, light),
      ...[-0.5, 0.5].flatMap((v) =>
        [-1, 1].map((u) =>
          box(
            cam,
            {
              x: -0.3 + u * 0.15,
              z: 4.65 + v * 1.3,
              w: 0.03,
              d: 0.03,
              y0: 0,
              y1: 0.3,
              colour: oak,
            },
            light,
          ),
        ),
      ),
      box(
        cam,
        {
          x: -0.3,
          z: 4.65,
          w: 0.4,
          d: 1.45,
          y0: 0.28,
          y1: 0.42,
          colour: mix(p.sea[1], p.interior, 0.5),
          round: 0.04,
        },
        light,
      ),
    ].join("");
  },
};
