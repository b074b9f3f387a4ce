/**
 * An in-residence dining room set for dinner at dusk. The long table runs straight at the
 * setting sun, so it, the pendants and the sun's path on the water all share the centre line
 * that a portrait crop keeps. The low sun throws long light and shadows back into the room.
 */
import { plant, vessel } from "../interiors/decor.ts";
import { boards, slats } from "../interiors/room.ts";
import { box, floorEllipse, shadowShape } from "../interiors/solids.ts";
import { seaView } from "../interiors/view.ts";
import { f2, mix } from "../shared/exterior-tools.ts";
import type { SceneDefinition } from "../shared/scene-definition.ts";
import {
  cam,
  day,
  id,
  legs,
  light,
  oak,
  p,
  pendant,
  room,
  seats,
  settings,
  table,
  upholstery,
  wall,
} from "./dining-room-set.ts";
import { breath, lightPool, warmWash } from "./lights.ts";
import { diningChair } from "./seating.ts";
import { clubShell } from "./shell.ts";

export const diningRoom: SceneDefinition = {
  name: id,
  description:
    "A dining room set for dinner at dusk, with a long oak table, upholstered chairs, candles and a linear pendant, facing full-height glass and the sun setting over the sea.",
  render(t) {
    const chairs = seats.flatMap((z) => [
      { x: -0.82, z, rot: -Math.PI / 2, cover: upholstery, frame: oak },
      { x: 0.82, z, rot: Math.PI / 2, cover: upholstery, frame: oak },
    ]);
    const shade = (x: number, z: number, w: number, d: number, h: number) =>
      shadowShape(cam, { x, z, w, d, y0: 0, y1: h, colour: "" }, light, p.frame, 0.15);
    return [
      clubShell(
        {
          id,
          cam,
          room,
          p,
          light,
          backdrop: seaView(id, p, t, {
            orb: { x: 800, y: 528, r: 26, glow: 420 },
            glitter: 1,
            clouds: 3,
            cloudSeed: 4,
          }),
          glass: { x0: room.x0, x1: room.x1, y0: 0, y1: room.height, z: room.z1 },
          panes: 4,
          floor: mix(day.stone, p.stone, 0.45),
          ceiling: mix(day.sand[1], p.stone, 0.5),
          wall,
          frame: mix(p.frame, p.stone, 0.3),
          shade: p.frame,
          mirror: [p.sky[2], 0.6],
          sheen: 0.05,
          joint: 1.0,
          terrace: {
            depth: 3.2,
            deck: mix(p.sand[1], p.stone, 0.4),
            soffit: mix(wall, p.frame, 0.3),
            rail: p.glow,
          },
          sun: { colour: p.reflection, opacity: 0.4, top: 1.6 },
          curtains: { width: 0.7, colour: mix(day.sand[0], p.glow, 0.2), opacity: 0.6 },
        },
        t,
      ),
      // Timber ceiling boards, as in the rest of the residence.
      `<g opacity="0.12">${boards(cam, room.x0, room.x1, 40, room.height - 0.005, -1, room.z1, [oak, p.sand[0]])}</g>`,
      slats(
        cam,
        room.x0,
        room.x1,
        40,
        room.height - 0.006,
        -1,
        room.z1,
        `stroke="${p.stone}" stroke-width="1" opacity="0.2"`,
      ),
      warmWash(`${id}-wash`, 800, 520, 480, 220, p.glow, 0.2),
      // A low walnut sideboard on the left wall, with a pair of vessels on it.
      box(
        cam,
        {
          x: room.x0 + 0.25,
          z: 5.6,
          w: 0.48,
          d: 2.6,
          y0: 0.1,
          y1: 0.78,
          colour: mix(p.stone, oak, 0.5),
        },
        light,
      ),
      vessel(
        cam,
        room.x0 + 0.25,
        0.78,
        5.0,
        0.12,
        0.3,
        mix(day.sand[0], p.glow, 0.2),
        p.sand[0],
        0.08,
      ),
      vessel(
        cam,
        room.x0 + 0.25,
        0.78,
        5.5,
        0.16,
        0.1,
        mix(p.sea[1], day.sea[0], 0.4),
        p.sea[0],
        0.2,
      ),
      plant(
        cam,
        {
          x: 3.1,
          z: 7.3,
          height: 2.1,
          potR: 0.28,
          potH: 0.5,
          pot: mix(p.stone, p.frame, 0.2),
          potCap: p.sand[1],
          leaf: p.garden[1],
          leafLight: p.garden[0],
        },
        t,
      ),
      ...chairs.map((c) => shade(c.x, c.z, 0.5, 0.52, 1.0)),
      shade(0, (table.z0 + table.z1) / 2, table.half * 2, table.z1 - table.z0, table.top),
      lightPool(cam, `${id}-pool`, 0, 0.004, 5.2, 2.2, p.lamp, 0.16 * breath(t)),
      ...chairs.filter((c) => c.z > 6).map((c) => diningChair(cam, c, light)),
      ...chairs.filter((c) => c.z > 5 && c.z < 6).map((c) => diningChair(cam, c, light)),
      ...chairs.filter((c) => c.z < 5).map((c) => diningChair(cam, c, light)),
      // Two slab legs and the top: the table is drawn after the chairs, whose seats tuck under it.
      ...[table.z1 - 0.1, table.z0 + 0.1].flatMap((z) =>
        [-1, 1].map((sx) =>
          box(
            cam,
            {
              x: sx * (table.half - 0.08),
              z,
              w: 0.07,
              d: 0.07,
              y0: 0,
              y1: table.top - 0.05,
              colour: legs,
            },
            light,
          ),
        ),
      ),
      box(
        cam,
        {
          x: 0,
          z: (table.z0 + table.z1) / 2,
          w: table.half * 2,
          d: table.z1 - table.z0,
          y0: table.top - 0.05,
          y1: table.top,
          colour: oak,
        },
        light,
      ),
      floorEllipse(
        cam,
        0,
        table.top + 0.001,
        5.2,
        1.0,
        1.6,
        `fill="${p.lamp}" opacity="${f2(0.12 * breath(t))}"`,
      ),
      settings(t),
      pendant(t),
    ].join("");
  },
};
