/**
 * The kids club in daylight: a calm, pale room that opens through sliding glass onto a palm
 * garden with a sliver of sea beyond. A low round table with soft stools sits on the centre line;
 * a linen play tent and low cubby shelving frame it, all in the palette's softest tones.
 */
import { plant } from "../interiors/decor.ts";
import { drumTable } from "../interiors/furniture.ts";
import { boards } from "../interiors/room.ts";
import { floorEllipse, shadowShape } from "../interiors/solids.ts";
import { mix } from "../shared/exterior-tools.ts";
import type { SceneDefinition } from "../shared/scene-definition.ts";
import {
  aqua,
  cam,
  cubbies,
  disc,
  dusk,
  garden,
  id,
  lanterns,
  light,
  oak,
  p,
  peach,
  room,
  sage,
  tent,
} from "./kids-club-set.ts";
import { pouf } from "./seating.ts";
import { clubShell } from "./shell.ts";

export const kidsClub: SceneDefinition = {
  name: id,
  description:
    "A light-filled kids club with a low round table and soft stools, a linen play tent and low cubby shelving, opening through sliding glass onto a palm garden and the sea beyond.",
  render(t) {
    const stools = [
      { x: -0.3, z: 6.2, c: sage },
      { x: -1.3, z: 5.3, c: aqua },
      { x: 0.7, z: 5.3, c: peach },
      { x: -0.3, z: 4.35, c: p.sand[1] },
    ];
    return [
      clubShell(
        {
          id,
          cam,
          room,
          p,
          light,
          backdrop: garden(t),
          glass: { x0: -3.3, x1: 3.3, y0: 0, y1: 2.7, z: room.z1 },
          panes: 3,
          floor: mix(oak, p.interior, 0.35),
          ceiling: p.interior,
          wall: p.interior,
          backWall: mix(p.interior, p.sand[0], 0.25),
          frame: mix(dusk.frame, dusk.stone, 0.5),
          shade: dusk.stone,
          mirror: [p.sky[2], 0.25],
          sheen: 0.06,
          onFloor:
            `<g opacity="0.16">${boards(cam, room.x0, room.x1, 28, 0.002, -1, room.z1, [oak, p.sand[1]])}</g>` +
            disc(-0.3, 0.004, 5.3, 1.9, `fill="${mix(p.interior, aqua, 0.25)}"`) +
            disc(-0.3, 0.006, 5.3, 1.72, `fill="none" stroke="${aqua}" stroke-width="2"`),
          sun: { colour: "#ffffff", opacity: 0.55, top: 2.2 },
          curtains: { width: 0.6, colour: p.interior, opacity: 0.8 },
        },
        t,
      ),
      cubbies(),
      lanterns(),
      plant(
        cam,
        {
          x: -3.5,
          z: 7.3,
          height: 2.0,
          potR: 0.26,
          potH: 0.45,
          pot: mix(p.stone, dusk.stone, 0.2),
          potCap: p.sand[1],
          leaf: p.garden[1],
          leafLight: p.garden[0],
        },
        t,
      ),
      tent(2.4, 5.0, 6.5),
      ...stools.map((s) =>
        shadowShape(
          cam,
          { x: s.x, z: s.z, w: 0.4, d: 0.4, y0: 0, y1: 0.3, colour: "" },
          light,
          dusk.stone,
          0.14,
        ),
      ),
      shadowShape(
        cam,
        { x: -0.3, z: 5.3, w: 1.1, d: 1.1, y0: 0, y1: 0.42, colour: "" },
        light,
        dusk.stone,
        0.14,
      ),
      ...stools
        .slice(0, 3)
        .map((s) => pouf(cam, s.x, s.z, 0.22, 0.3, s.c, mix(s.c, "#ffffff", 0.3))),
      drumTable(cam, {
        x: -0.3,
        z: 5.3,
        r: 0.58,
        height: 0.44,
        top: oak,
        topCap: mix(oak, "#ffffff", 0.3),
        base: mix(oak, p.interior, 0.3),
      }),
      floorEllipse(cam, -0.45, 0.441, 5.2, 0.16, 0.12, `fill="${p.interior}"`),
      floorEllipse(cam, -0.1, 0.441, 5.45, 0.1, 0.08, `fill="${peach}"`),
      pouf(
        cam,
        stools[3]?.x ?? 0,
        stools[3]?.z ?? 0,
        0.22,
        0.3,
        p.sand[1],
        mix(p.sand[1], "#ffffff", 0.3),
      ),
    ].join("");
  },
};
