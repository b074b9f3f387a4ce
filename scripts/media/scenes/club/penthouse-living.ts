/**
 * The penthouse great room at night: a double-height volume opening through full-height glass to
 * a wide terrace and a moonlit sea. The moon and its glitter sit on the centre line so a portrait
 * crop keeps the point of the picture; warm lamps carry the room against the cool sea.
 */
import { vessel } from "../interiors/decor.ts";
import { drumTable, loungeChair, sofa } from "../interiors/furniture.ts";
import { rug } from "../interiors/shell.ts";
import { box, floorEllipse, shadowShape } from "../interiors/solids.ts";
import { seaView } from "../interiors/view.ts";
import { mix } from "../shared/exterior-tools.ts";
import type { SceneDefinition } from "../shared/scene-definition.ts";
import { floorLamp, ringPendant, tableLamp, warmWash } from "./lights.ts";
import {
  artwork,
  cam,
  dusk,
  gallery,
  id,
  lamp,
  light,
  linen,
  p,
  room,
  velvet,
  wall,
  walnut,
} from "./penthouse-living-set.ts";
import { clubShell } from "./shell.ts";

export const penthouseLiving: SceneDefinition = {
  name: id,
  description:
    "A double-height penthouse great room at night, with a low sofa facing full-height glass that opens onto a wide terrace and a moonlit sea, lit by warm lamps and a ring chandelier.",
  render(t) {
    const sofaSpec = {
      x: -2.75,
      z: 6.3,
      rot: -Math.PI / 2,
      length: 3.0,
      depth: 1.05,
      fabric: linen,
      plinth: walnut,
      cushions: 3,
    };
    const chairs = [
      { x: 2.3, z: 7.2, rot: Math.PI / 2 - 0.25, fabric: velvet, frame: walnut },
      { x: 2.3, z: 5.5, rot: Math.PI / 2 + 0.2, fabric: velvet, frame: walnut },
    ] as const;
    const shadow = (x: number, z: number, w: number, d: number, rot: number) =>
      shadowShape(cam, { x, z, w, d, rot, y0: 0, y1: 0.45, colour: "" }, light, p.frame, 0.4);
    return [
      clubShell(
        {
          id,
          cam,
          room,
          p,
          light,
          backdrop: seaView(id, p, t, {
            orb: { x: 930, y: 262, r: 15, glow: 320 },
            glitter: 0.9,
            clouds: 2,
            cloudSeed: 5,
            stars: 40,
          }),
          glass: { x0: room.x0, x1: room.x1, y0: 0, y1: room.height, z: room.z1 },
          panes: 5,
          floor: mix(p.stone, dusk.stone, 0.5),
          ceiling: mix(dusk.stone, p.frame, 0.45),
          wall,
          frame: p.frame,
          shade: p.frame,
          mirror: [p.sky[2], 0.8],
          sheen: 0.025,
          joint: 1.2,
          terrace: {
            depth: 3.8,
            deck: mix(p.stone, dusk.stone, 0.2),
            soffit: mix(p.frame, dusk.stone, 0.2),
            rail: p.sky[2],
          },
          onFloor: rug(
            cam,
            -3.0,
            3.0,
            4.0,
            8.6,
            mix(dusk.sand[1], dusk.stone, 0.5),
            mix(dusk.sand[0], p.lamp, 0.3),
          ),
          curtains: { width: 0.9, colour: mix(dusk.sand[0], p.interior, 0.3), opacity: 0.5 },
        },
        t,
      ),
      // The transom halfway up the glass, as a real six-metre glazing system would need.
      box(
        cam,
        {
          x: 0,
          z: room.z1 + 0.06,
          w: room.x1 - room.x0,
          d: 0.12,
          y0: 3.2,
          y1: 3.26,
          colour: p.frame,
        },
        light,
      ),
      warmWash(`${id}-wash`, 800, 800, 950, 360, p.lamp, 0.2),
      gallery(),
      artwork(),
      ...chairs.map((c) => shadow(c.x, c.z, 0.9, 0.9, c.rot)),
      shadow(sofaSpec.x, sofaSpec.z, 3.0, 1.1, sofaSpec.rot),
      floorEllipse(cam, -0.2, 0.01, 6.4, 0.78, 0.78, `fill="${p.frame}" opacity="0.3"`),
      floorLamp(cam, `${id}-floor`, 4.2, 8.5, lamp, t, 1.7),
      ringPendant(
        cam,
        `${id}-ring`,
        -0.2,
        6.4,
        [
          [4.2, 0.8],
          [3.95, 0.6],
          [3.72, 0.4],
        ],
        room.height,
        lamp,
        t,
      ),
      ...chairs.map((c) => loungeChair(cam, c, light)),
      drumTable(cam, {
        x: -0.2,
        z: 6.4,
        r: 0.7,
        height: 0.36,
        top: mix(p.stone, dusk.stone, 0.5),
        topCap: mix(dusk.stone, p.lamp, 0.3),
        base: mix(p.stone, p.frame, 0.3),
      }),
      vessel(
        cam,
        -0.4,
        0.36,
        6.3,
        0.17,
        0.07,
        mix(p.sea[0], dusk.stone, 0.3),
        mix(p.sea[0], p.lamp, 0.25),
        0.22,
      ),
      vessel(cam, 0.08, 0.36, 6.55, 0.06, 0.26, mix(dusk.sand[0], p.lamp, 0.2), p.lamp),
      sofa(cam, sofaSpec, light),
      box(cam, { x: -2.75, z: 4.25, w: 0.6, d: 0.55, y0: 0, y1: 0.55, colour: walnut }, light),
      tableLamp(cam, `${id}-lamp`, -2.75, 0.55, 4.25, lamp, t, 1.1),
    ].join("");
  },
};
