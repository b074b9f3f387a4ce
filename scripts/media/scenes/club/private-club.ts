/**
 * The residents' private club in the evening: walnut-panelled lounge, leather club chairs round a
 * stone table, a backlit bar down the right wall, and a wide window onto the dark sea. The seating
 * group sits on the centre line; the bar and lamps frame it and fall away in a portrait crop.
 */
import { rug, vessel } from "../interiors/decor.ts";
import { drumTable } from "../interiors/furniture.ts";
import { box, floorEllipse, shadowShape } from "../interiors/solids.ts";
import { seaView } from "../interiors/view.ts";
import { f2, mix } from "../shared/exterior-tools.ts";
import type { SceneDefinition } from "../shared/scene-definition.ts";
import { floorLamp, tableLamp, warmWash } from "./lights.ts";
import {
  bar,
  cam,
  downlights,
  dusk,
  id,
  lamp,
  leather,
  light,
  marble,
  p,
  panelling,
  room,
  walnut,
} from "./private-club-set.ts";
import { clubChair } from "./seating.ts";
import { clubShell } from "./shell.ts";

export const privateClub: SceneDefinition = {
  name: id,
  description:
    "A walnut-panelled residents' club lounge in the evening, with cognac leather club chairs around a stone table, a backlit bar with globe pendants, and a wide window onto the dark sea.",
  render(t) {
    const chairs = [
      { x: -0.6, z: 6.9, rot: 0, cover: leather, frame: walnut },
      { x: -1.85, z: 5.75, rot: -Math.PI / 2 + 0.45, cover: leather, frame: walnut },
      { x: 0.65, z: 5.75, rot: Math.PI / 2 - 0.45, cover: leather, frame: walnut },
    ] as const;
    const shadow = (x: number, z: number, rot: number) =>
      shadowShape(
        cam,
        { x, z, w: 0.95, d: 0.95, rot, y0: 0, y1: 0.5, colour: "" },
        light,
        p.frame,
        0.4,
      );
    return [
      clubShell(
        {
          id,
          cam,
          room,
          p,
          light,
          backdrop: seaView(id, p, t, {
            orbX: 1010,
            glitter: 0.3,
            clouds: 1,
            cloudSeed: 9,
            stars: 22,
            top: 150,
          }),
          glass: { x0: -2.9, x1: 2.9, y0: 0, y1: 2.85, z: room.z1 },
          panes: 3,
          floor: mix(walnut, p.frame, 0.25),
          ceiling: mix(walnut, p.frame, 0.5),
          wall: walnut,
          backWall: mix(walnut, p.frame, 0.15),
          frame: p.frame,
          shade: p.frame,
          mirror: [p.sky[2], 0.55],
          sheen: 0.02,
          terrace: {
            depth: 3.0,
            deck: mix(p.stone, p.frame, 0.3),
            soffit: p.frame,
            rail: p.sky[2],
          },
          onFloor: rug(
            cam,
            -2.6,
            1.4,
            4.4,
            7.8,
            mix(dusk.stone, p.pool[1], 0.35),
            mix(dusk.sand[1], p.lamp, 0.2),
          ),
          curtains: { width: 0.7, colour: mix(dusk.sand[1], walnut, 0.3), opacity: 0.8 },
        },
        t,
      ),
      panelling(),
      downlights(t),
      warmWash(`${id}-wash`, 700, 720, 820, 330, p.lamp, 0.18),
      floorLamp(cam, `${id}-floor`, -3.7, 7.7, lamp, t, 1.6),
      ...chairs.map((c) => shadow(c.x, c.z, c.rot)),
      floorEllipse(cam, -0.6, 0.01, 5.7, 0.55, 0.55, `fill="${p.frame}" opacity="${f2(0.35)}"`),
      clubChair(cam, chairs[0], light),
      drumTable(cam, {
        x: -0.6,
        z: 5.7,
        r: 0.5,
        height: 0.42,
        top: marble,
        topCap: mix(marble, p.lamp, 0.3),
        base: walnut,
      }),
      vessel(cam, -0.75, 0.42, 5.65, 0.05, 0.12, mix(p.sea[0], p.glow, 0.2), p.glow),
      vessel(cam, -0.45, 0.42, 5.8, 0.05, 0.1, mix(p.sea[0], p.glow, 0.2), p.glow),
      clubChair(cam, chairs[1], light),
      clubChair(cam, chairs[2], light),
      box(
        cam,
        { x: -2.75, z: 5.1, w: 0.5, d: 0.5, y0: 0, y1: 0.58, colour: mix(walnut, p.frame, 0.2) },
        light,
      ),
      tableLamp(cam, `${id}-lamp`, -2.75, 0.58, 5.1, lamp, t),
      bar(t),
    ].join("");
  },
};
