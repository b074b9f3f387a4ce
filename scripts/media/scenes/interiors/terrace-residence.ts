import { mix } from "../shared/exterior-tools.ts";
import { palettes } from "../shared/palette.ts";
import { palm, seaGrape } from "../shared/palms.ts";
import type { SceneDefinition } from "../shared/scene-definition.ts";
import { n, swing } from "../shared/svg.ts";
import { face, line, makeCamera, project, rectXY, rectXZ, rectYZ, scaleAt } from "./camera.ts";
import { vessel } from "./decor.ts";
import { chaise } from "./furniture.ts";
import { joints, sunFade, sunThrough } from "./room.ts";
import { box, lighting, shadowShape } from "./solids.ts";
import { seaView } from "./view.ts";

const p = palettes.day;
const dusk = palettes.dusk;
const id = "terrace-residence";
const cam = makeCamera({ eye: 1.5, x: 0.3, z: -1.6 });
// The terrace: building face behind the camera, a stone privacy wall to the left, glass on two sides.
const T = { x0: -3.2, x1: 3.6, edge: 5.2, height: 3.2 };
const light = lighting(dusk.stone, "#ffffff", 0.6);
const teak = mix(dusk.sand[0], dusk.sand[1], 0.35);
const deck = mix(p.sand[1], dusk.stone, 0.12);
const soffit = mix(dusk.sand[0], p.sand[0], 0.5);

/** Glass balustrade on the open sides: faint tint, a bright top edge, slim posts. */
function balustrade(): string {
  const h = 1.1;
  const front = rectXY(T.x0, T.x1, 0, h, T.edge);
  const side = rectYZ(0, h, -1, T.edge, T.x1);
  const glass = `fill="${p.sea[0]}" fill-opacity="0.18"`;
  const rail = `stroke="${p.reflection}" stroke-width="2" stroke-opacity="0.75"`;
  return [
    face(cam, front, glass),
    face(cam, side, glass),
    line(cam, [T.x0, h, T.edge], [T.x1, h, T.edge], rail),
    line(cam, [T.x1, h, -1], [T.x1, h, T.edge], rail),
  ].join("");
}

/** Planting: a long planter of grasses against the wall and sea grape in the corner. */
function planting(t: number): string {
  const out = [
    box(
      cam,
      {
        x: T.x0 + 0.35,
        z: 2.6,
        w: 0.6,
        d: 4.2,
        y0: 0,
        y1: 0.55,
        colour: mix(p.stone, dusk.stone, 0.15),
      },
      light,
    ),
  ];
  const blades = ["", ""];
  for (let i = 0; i < 60; i++) {
    const z = 0.7 + i * 0.065;
    const [bx, by] = project(cam, [T.x0 + 0.35 + ((i * 37) % 5) * 0.06 - 0.12, 0.55, z]);
    const k = scaleAt(cam, [T.x0 + 0.35, 0.55, z]);
    const h = (0.45 + ((i * 13) % 7) * 0.05) * k;
    const lean = (((i * 29) % 9) - 4) * 0.05 * k + swing(t, 1, i * 0.07) * 0.04 * k;
    blades[i % 2] +=
      `M${n(bx)} ${n(by)}Q${n(bx + lean * 0.3)} ${n(by - h * 0.6)} ${n(bx + lean)} ${n(by - h)}`;
  }
  out.push(
    `<path d="${blades[0]}" fill="none" stroke="${p.garden[1]}" stroke-width="2.2" stroke-linecap="round"/>`,
    `<path d="${blades[1]}" fill="none" stroke="${p.garden[0]}" stroke-width="1.8" stroke-linecap="round"/>`,
  );
  const pot = box(
    cam,
    {
      x: T.x1 - 0.55,
      z: T.edge - 0.6,
      w: 0.8,
      d: 0.8,
      y0: 0,
      y1: 0.6,
      colour: mix(p.stone, dusk.stone, 0.15),
    },
    light,
  );
  const [gx, gy] = project(cam, [T.x1 - 0.55, 0.58, T.edge - 0.6]);
  const k = scaleAt(cam, [T.x1 - 0.55, 0.6, T.edge - 0.6]);
  out.push(pot, seaGrape(p, t, { x: gx, y: gy + 4, width: 1.0 * k, height: 0.75 * k, seed: 4 }));
  return out.join("");
}

export const terraceResidence: SceneDefinition = {
  name: id,
  description:
    "A residence's deep private terrace under a timber soffit, with two teak sun loungers, planters of grasses and sea grape, and a wrap-around glass balustrade open to the sea.",
  render(t) {
    const breathe = 0.5 + 0.5 * swing(t);
    const lit = `fill="url(#${id}-sun)"`;
    const open = { x0: T.x0, x1: T.x1 + 3, z1: 99, height: T.height };
    const loungers = [-0.95, 0.65].map((x, i) => ({
      x,
      z: 2.4,
      rot: i ? -0.06 : 0.06,
      cushion: p.interior,
      frame: teak,
    }));
    return [
      `<defs>${sunFade(`${id}-sun`, "#ffffff", 0.55 + 0.06 * breathe, [0.5, 0, 0.5, 1])}</defs>`,
      seaView(id, p, t, { clouds: 3, orbX: 1150, glitter: 0.5 }),
      // Coconut palms rise from the beach below; the deck slab hides their trunks.
      palm(p, t, {
        x: 1290,
        y: 990,
        height: 520,
        lean: -30,
        seed: 5,
        phase: 0.1,
        colour: mix(p.garden[1], p.land, 0.6),
      }),
      face(cam, rectXZ(T.x0, T.x1, -1, T.edge, 0), `fill="${deck}"`),
      joints(
        cam,
        T.x0,
        T.x1,
        -1,
        T.edge,
        0.9,
        `stroke="${p.interior}" stroke-width="1" stroke-opacity="0.45"`,
      ),
      sunThrough(
        cam,
        [
          [T.x0, 0, T.edge],
          [T.x1, 0, T.edge],
          [T.x1, T.height, T.edge],
          [T.x0, T.height, T.edge],
        ],
        light,
        open,
        lit,
      ),
      sunThrough(
        cam,
        [
          [T.x1, 0, 0.8],
          [T.x1, 0, T.edge],
          [T.x1, T.height, T.edge],
          [T.x1, T.height, 0.8],
        ],
        light,
        open,
        lit,
      ),
      face(cam, rectYZ(0, T.height, -1, T.edge, T.x0), `fill="${mix(p.stone, dusk.stone, 0.12)}"`),
      face(cam, rectXZ(T.x0, T.x1 + 0.2, -1, T.edge, T.height), `fill="${soffit}"`),
      `<g stroke="${dusk.sand[0]}" stroke-width="1" stroke-opacity="0.3">${Array.from({ length: 30 }, (_, i) => line(cam, [T.x0 + (i + 1) * 0.23, T.height - 0.005, -1], [T.x0 + (i + 1) * 0.23, T.height - 0.005, T.edge], "")).join("")}</g>`,
      box(
        cam,
        {
          x: (T.x0 + T.x1) / 2 + 0.1,
          z: T.edge - 0.06,
          w: T.x1 - T.x0 + 0.2,
          d: 0.12,
          y0: T.height - 0.22,
          y1: T.height,
          colour: p.interior,
        },
        light,
      ),
      box(
        cam,
        {
          x: T.x1 + 0.04,
          z: T.edge / 2 - 0.5,
          w: 0.12,
          d: T.edge + 1,
          y0: T.height - 0.22,
          y1: T.height,
          colour: p.interior,
        },
        light,
      ),
      balustrade(),
      ...loungers.map((l) =>
        shadowShape(
          cam,
          { x: l.x, z: l.z + 1, w: 0.72, d: 2, y0: 0, y1: 0.4, rot: l.rot, colour: "" },
          light,
          dusk.stone,
          0.22,
        ),
      ),
      planting(t),
      ...loungers.map((l) => chaise(cam, l, light)),
      box(cam, { x: -0.15, z: 2.7, w: 0.36, d: 0.36, y0: 0, y1: 0.38, colour: teak }, light),
      vessel(cam, -0.2, 0.38, 2.7, 0.045, 0.13, mix(p.sea[1], p.interior, 0.3), p.sea[1]),
    ].join("");
  },
};
