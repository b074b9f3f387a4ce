import { mix } from "../shared/exterior-tools.ts";
import { palettes } from "../shared/palette.ts";
import { palm } from "../shared/palms.ts";
import type { SceneDefinition } from "../shared/scene-definition.ts";
import { face, makeCamera, project, rectXZ } from "./camera.ts";
import { curtain } from "./decor.ts";
import { slats } from "./room.ts";
import { box, lighting } from "./solids.ts";
import { seaView } from "./view.ts";

const p = palettes.dawn;
const dusk = palettes.dusk;
const id = "wellness-yoga";
const cam = makeCamera({ eye: 1.6, z: -2.4 });
const deck = { x0: -3.4, x1: 3.4, z0: -4, z1: 7.4 };
const posts = { x: 2.6, zs: [0.6, 5.6] as const, top: 2.8 };
// Dawn light is soft and low: shadows are faint, colours gentle.
const light = lighting(dusk.stone, p.reflection, 0.45);
const timber = mix(dusk.sand[0], p.sand[1], 0.35);
const boards = mix(dusk.sand[0], p.sand[0], 0.45);

/** Beams on four posts, with slim slats running out towards the sea so they meet at the horizon. */
function pergola(): string {
  const [z0, z1] = posts.zs;
  const y = posts.top;
  const zc = (z0 + z1) / 2;
  const len = z1 - z0 + 0.9;
  const out: string[] = [];
  out.push(
    box(
      cam,
      { x: 0, z: z1, w: posts.x * 2 + 0.5, d: 0.14, y0: y, y1: y + 0.2, colour: timber },
      light,
    ),
  );
  for (const side of [-1, 1])
    out.push(
      box(
        cam,
        { x: side * posts.x, z: zc, w: 0.14, d: len, y0: y - 0.05, y1: y + 0.2, colour: timber },
        light,
      ),
    );
  for (let i = 0; i < 15; i++) {
    const x = -posts.x + 0.12 + (i * (posts.x * 2 - 0.24)) / 14;
    out.push(
      box(
        cam,
        {
          x,
          z: zc,
          w: 0.035,
          d: len,
          y0: y + 0.2,
          y1: y + 0.26,
          colour: mix(timber, p.sand[0], 0.15),
        },
        light,
      ),
    );
  }
  return out.join("");
}

function postsSvg(near: boolean): string {
  const z = near ? posts.zs[0] : posts.zs[1];
  return [-1, 1]
    .map((side) =>
      box(
        cam,
        { x: side * posts.x, z, w: 0.14, d: 0.14, y0: 0, y1: posts.top, colour: timber },
        light,
      ),
    )
    .join("");
}

function mat(x: number, colour: string): string {
  return (
    box(cam, { x, z: 2.9, w: 0.64, d: 1.85, y0: 0, y1: 0.012, colour }, light) +
    box(
      cam,
      {
        x: x + 0.05,
        z: 3.92,
        w: 0.5,
        d: 0.16,
        y0: 0.012,
        y1: 0.15,
        colour: mix(colour, p.interior, 0.3),
        round: 0.06,
      },
      light,
    )
  );
}

export const wellnessYoga: SceneDefinition = {
  name: id,
  description:
    "An open-air yoga deck at dawn: two mats laid side by side on timber boards under a slatted pergola with linen drapes, facing a calm sea beyond the beach and palms.",
  render(t) {
    const [, shoreY] = project(cam, [0, -0.5, 16]);
    return [
      seaView(id, p, t, { clouds: 3, orbX: 700, glitter: 0.7, bottom: 1000 }),
      `<linearGradient id="${id}-sand" x1="0" y1="${shoreY.toFixed(1)}" x2="0" y2="800" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${mix(p.sand[1], p.sea[0], 0.35)}"/><stop offset="0.15" stop-color="${p.sand[1]}"/><stop offset="1" stop-color="${p.sand[0]}"/></linearGradient>`,
      `<rect y="${shoreY.toFixed(1)}" width="1600" height="${(1000 - shoreY).toFixed(1)}" fill="url(#${id}-sand)"/>`,
      `<rect y="${shoreY.toFixed(1)}" width="1600" height="2" fill="${p.wave}" fill-opacity="0.8"/>`,
      palm(p, t, {
        x: 130,
        y: 700,
        height: 330,
        lean: -40,
        seed: 2,
        colour: mix(p.land, p.garden[1], 0.4),
      }),
      palm(p, t, {
        x: 1480,
        y: 690,
        height: 300,
        lean: 35,
        seed: 6,
        phase: 0.3,
        colour: mix(p.land, p.garden[1], 0.4),
      }),
      face(cam, rectXZ(deck.x0, deck.x1, deck.z0, deck.z1, 0), `fill="${boards}"`),
      box(
        cam,
        {
          x: 0,
          z: deck.z1 - 0.1,
          w: deck.x1 - deck.x0,
          d: 0.2,
          y0: -0.25,
          y1: 0,
          colour: mix(boards, p.sand[0], 0.3),
        },
        light,
      ),
      slats(
        cam,
        deck.x0,
        deck.x1,
        40,
        0.002,
        deck.z0,
        deck.z1,
        `stroke="${dusk.sand[1]}" stroke-width="1" stroke-opacity="0.3"`,
      ),
      postsSvg(false),
      curtain(
        cam,
        {
          x0: -posts.x + 0.1,
          x1: -posts.x + 0.85,
          y0: 0.02,
          y1: posts.top,
          z: posts.zs[1] - 0.1,
          folds: 6,
          colour: p.interior,
          opacity: 0.7,
          sway: 0.1,
        },
        t,
      ),
      curtain(
        cam,
        {
          x0: posts.x - 0.85,
          x1: posts.x - 0.1,
          y0: 0.02,
          y1: posts.top,
          z: posts.zs[1] - 0.1,
          folds: 6,
          colour: p.interior,
          opacity: 0.7,
          sway: 0.1,
          phase: 0.35,
        },
        t,
      ),
      mat(-0.55, mix(p.sea[1], p.interior, 0.45)),
      mat(0.55, mix(p.sand[1], dusk.sand[0], 0.3)),
      postsSvg(true),
      pergola(),
    ].join("");
  },
};
