import { mix } from "../shared/exterior-tools.ts";
import { palettes } from "../shared/palette.ts";
import type { SceneDefinition } from "../shared/scene-definition.ts";
import { n } from "../shared/svg.ts";
import { face, line, makeCamera, project, rectYZ, scaleAt } from "./camera.ts";
import { olive, pendant, vessel } from "./decor.ts";
import { coffer } from "./room.ts";
import { glassRoom } from "./shell.ts";
import { box, cylinder, lighting, shadowShape } from "./solids.ts";

const p = palettes.day;
const dusk = palettes.dusk;
const id = "kitchen";
const cam = makeCamera({ eye: 1.55, x: 0.25 });
const room = { x0: -4.0, x1: 4.0, z1: 8.0, height: 3.1 };
const light = lighting(dusk.stone, "#ffffff");
const oak = mix(dusk.sand[0], p.sand[0], 0.35);
const marble = mix(p.stone, p.reflection, 0.55);
const bronze = mix(dusk.frame, dusk.stone, 0.5);

/** Floor-to-ceiling timber joinery, a stone counter run and one open shelf along the left wall. */
function joinery(): string {
  const x = room.x0 + 0.62;
  const out = [
    box(
      cam,
      { x: room.x0 + 0.31, z: 2.6, w: 0.62, d: 3.2, y0: 0, y1: room.height, colour: oak },
      light,
    ),
    box(
      cam,
      { x: room.x0 + 0.31, z: 6.05, w: 0.62, d: 3.7, y0: 0.1, y1: 0.88, colour: oak },
      light,
    ),
    box(
      cam,
      { x: room.x0 + 0.33, z: 6.05, w: 0.66, d: 3.7, y0: 0.88, y1: 0.93, colour: marble },
      light,
    ),
    face(
      cam,
      rectYZ(0.93, 1.55, 4.2, 7.9, room.x0 + 0.002),
      `fill="${mix(marble, dusk.stone, 0.08)}"`,
    ),
    box(
      cam,
      { x: room.x0 + 0.14, z: 6.05, w: 0.28, d: 3.7, y0: 1.72, y1: 1.76, colour: oak },
      light,
    ),
  ];
  // Push-to-open door joints on the tall units and drawer lines on the run.
  for (let z = 1.0 + 0.6; z < 4.2; z += 0.6)
    out.push(
      line(
        cam,
        [x, 0.05, z],
        [x, room.height, z],
        `stroke="${dusk.sand[1]}" stroke-width="1" stroke-opacity="0.5"`,
      ),
    );
  for (let z = 4.2 + 0.62; z < 7.9; z += 0.62)
    out.push(
      line(
        cam,
        [x, 0.1, z],
        [x, 0.88, z],
        `stroke="${dusk.sand[1]}" stroke-width="1" stroke-opacity="0.5"`,
      ),
    );
  out.push(
    line(
      cam,
      [x, 0.5, 4.2],
      [x, 0.5, 7.9],
      `stroke="${dusk.sand[1]}" stroke-width="1" stroke-opacity="0.5"`,
    ),
  );
  out.push(vessel(cam, room.x0 + 0.14, 1.76, 5.2, 0.09, 0.22, p.interior, p.stone, 0.06));
  out.push(
    vessel(
      cam,
      room.x0 + 0.14,
      1.76,
      5.55,
      0.12,
      0.07,
      mix(p.sea[1], p.interior, 0.35),
      p.sea[1],
      0.14,
    ),
  );
  out.push(
    vessel(
      cam,
      room.x0 + 0.2,
      0.93,
      6.9,
      0.16,
      0.3,
      mix(p.stone, dusk.stone, 0.25),
      dusk.stone,
      0.12,
    ),
  );
  return out.join("");
}

/** The island, parallel to the glass: a marble slab with waterfall ends over recessed oak. */
function island(): string {
  const [x0, x1, z0, z1] = [-1.9, 1.9, 4.9, 6.0];
  const xc = (x0 + x1) / 2;
  const zc = (z0 + z1) / 2;
  const w = x1 - x0;
  return [
    box(
      cam,
      {
        x: xc,
        z: zc + 0.15,
        w: w - 0.2,
        d: z1 - z0 - 0.5,
        y0: 0,
        y1: 0.1,
        colour: mix(oak, dusk.stone, 0.45),
      },
      light,
    ),
    box(
      cam,
      { x: xc, z: zc + 0.14, w: w - 0.12, d: z1 - z0 - 0.4, y0: 0.1, y1: 0.88, colour: oak },
      light,
    ),
    box(cam, { x: x0 + 0.03, z: zc, w: 0.06, d: z1 - z0, y0: 0, y1: 0.94, colour: marble }, light),
    box(cam, { x: x1 - 0.03, z: zc, w: 0.06, d: z1 - z0, y0: 0, y1: 0.94, colour: marble }, light),
    box(cam, { x: xc, z: zc, w, d: z1 - z0, y0: 0.88, y1: 0.94, colour: marble }, light),
    // Marble veining: two long drifts across the top.
    line(
      cam,
      [x0 + 0.3, 0.941, z0 + 0.2],
      [x1 - 0.9, 0.941, z1 - 0.15],
      `stroke="${p.land}" stroke-width="1" stroke-opacity="0.2"`,
    ),
    line(
      cam,
      [x0 + 1.6, 0.941, z0 + 0.1],
      [x1 - 0.2, 0.941, z1 - 0.4],
      `stroke="${p.land}" stroke-width="0.8" stroke-opacity="0.14"`,
    ),
  ].join("");
}

/** A slim bronze gooseneck tap: the island's one vertical accent. */
function faucet(x: number, z: number): string {
  const [bx, by] = project(cam, [x, 0.94, z]);
  const k = scaleAt(cam, [x, 0.94, z]);
  const h = 0.38 * k;
  const reach = 0.2 * k;
  return `<path d="M${n(bx)} ${n(by)}V${n(by - h * 0.8)}Q${n(bx)} ${n(by - h)} ${n(bx + reach * 0.5)} ${n(by - h)}Q${n(bx + reach)} ${n(by - h)} ${n(bx + reach)} ${n(by - h * 0.8)}V${n(by - h * 0.68)}" fill="none" stroke="${bronze}" stroke-width="${n(0.022 * k)}" stroke-linecap="round"/>`;
}

function stool(x: number): string {
  const z = 4.55;
  const legs = [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ]
    .map(([a = 0, b = 0]) =>
      box(
        cam,
        {
          x: x + a * 0.13,
          z: z + b * 0.13,
          w: 0.022,
          d: 0.022,
          y0: 0,
          y1: 0.64,
          colour: mix(oak, dusk.stone, 0.35),
        },
        light,
      ),
    )
    .join("");
  return (
    legs +
    cylinder(cam, {
      x,
      z,
      r: 0.22,
      y0: 0.62,
      y1: 0.69,
      fill: mix(oak, dusk.stone, 0.3),
      cap: mix(dusk.sand[0], p.sand[1], 0.3),
    })
  );
}

export const kitchen: SceneDefinition = {
  name: id,
  description:
    "A chef's kitchen with a long marble island under three glass pendant lights, oak joinery and stools, opening onto a terrace with the sea beyond.",
  render(t) {
    const pendants = [-1.25, 0, 1.25].map((x, i) =>
      pendant(cam, `${id}-globe${i}`, {
        x,
        y: 1.92,
        z: 5.45,
        r: 0.17,
        ceiling: room.height - 0.12,
        glass: p.sky[1],
        lamp: p.lamp,
        cord: bronze,
        on: 0.3,
      }),
    );
    return [
      glassRoom(
        {
          id,
          cam,
          room,
          p,
          light,
          finish: {
            floor: mix(p.stone, p.sand[1], 0.35),
            ceiling: p.interior,
            wall: p.interior,
            frame: bronze,
            shade: dusk.stone,
            sunlight: "#ffffff",
          },
          view: { clouds: 3, orbX: 1100, glitter: 0.4 },
          glass: { x0: room.x0, x1: room.x1, y0: 0, y1: room.height, z: room.z1 },
          panes: 4,
          terrace: { depth: 3, deck: mix(p.stone, p.reflection, 0.3), soffit: p.interior },
          joint: 0.9,
          sun: { opacity: 0.55, top: 2.0 },
        },
        t,
      ),
      joinery(),
      olive(
        cam,
        {
          x: 3.1,
          z: 6.8,
          height: 2.5,
          potR: 0.34,
          potH: 0.62,
          pot: mix(p.stone, dusk.stone, 0.25),
          potCap: mix(p.garden[0], p.interior, 0.4),
          leaf: mix(p.garden[1], p.land, 0.35),
          leafLight: p.garden[0],
          phase: 0.2,
        },
        t,
      ),
      coffer(
        cam,
        `${id}-coffer`,
        -2.3,
        2.3,
        4.4,
        6.5,
        room.height,
        0.18,
        mix(p.interior, dusk.stone, 0.05),
        mix(p.lamp, p.interior, 0.45),
      ),
      shadowShape(
        cam,
        { x: 0, z: 5.45, w: 3.8, d: 1.1, y0: 0, y1: 0.94, colour: "" },
        light,
        dusk.stone,
        0.12,
      ),
      island(),
      faucet(0.55, 5.75),
      vessel(
        cam,
        -0.7,
        0.94,
        5.4,
        0.22,
        0.07,
        p.interior,
        mix(p.garden[1], p.garden[0], 0.4),
        0.26,
      ),
      vessel(cam, 1.45, 0.94, 5.6, 0.07, 0.3, mix(p.sea[0], p.interior, 0.3), p.sea[1], 0.05),
      ...[-1.25, 0, 1.25].map(stool),
      ...pendants,
    ].join("");
  },
};
