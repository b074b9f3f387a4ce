/**
 * The lagoon pool on a bright day, seen from the Beach House's first terrace: a freeform pool
 * with a palm island, white cabanas and loungers along its far edge, the sea beyond the garden.
 */
import { mix, vGradient } from "../shared/exterior-tools.ts";
import { palettes } from "../shared/palette.ts";
import { seaGrape } from "../shared/palms.ts";
import type { SceneDefinition } from "../shared/scene-definition.ts";
import { sea, sky } from "../shared/seascape.ts";
import { n } from "../shared/svg.ts";
import { palmAt } from "./furniture.ts";
import { type Camera, deckY, floorCurve, project, ramp, scaleAt } from "./kit.ts";
import { cabana, lounger, parasol } from "./loungers.ts";

const ID = "pool-lagoon";
const CAM: Camera = { eye: 3, f: 1000 };
const SHORE = deckY(CAM, 70);
const GARDEN = deckY(CAM, 44);
// The pool's outline on the deck in metres, as x, z pairs: a lagoon bulging towards the viewer.
const POOL = pairs([
  -8.5, 14, -6.5, 10.8, -2.5, 10, 2, 10.6, 5.8, 10.2, 7.6, 12.8, 6.4, 16.5, 7.4, 20.5, 4.5, 24.4,
  0.5, 25.6, -3.8, 24.6, -7.6, 22.4, -9.4, 18,
]);
const ISLAND = pairs([-2.9, 16.6, -1.6, 15.6, 0, 16.2, 0.4, 17.6, -1, 18.4, -2.6, 18]);

function pairs(flat: readonly number[]): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) out.push([flat[i] ?? 0, flat[i + 1] ?? 0]);
  return out;
}

function scene(t: number): string {
  const p = palettes.day;
  const c = CAM;
  const shadow = mix(p.sea[1], p.stone, 0.45);
  const palmColour = mix(p.garden[1], p.sea[2], 0.6);
  const trunk = mix(mix(p.frame, p.land, 0.7), p.sea[2], 0.25);
  const farPalm = mix(palmColour, p.sky[2], 0.45);
  const at = (x: number, z: number) => project(c, [x, 0, z]);
  // Far palms need fewer fronds to read the same, and keep the markup light.
  const tree = (
    x: number,
    z: number,
    metres: number,
    lean: number,
    seed: number,
    colour = palmColour,
  ) =>
    palmAt(p, t, c, {
      x,
      z,
      metres,
      lean,
      seed,
      colour,
      trunk,
      rim: p.sand[0],
      fronds: colour === farPalm ? 7 : 9,
    });
  // Each palm's crown throws a soft pool of shade left and forwards, its trunk a thin stroke to it.
  const shade = (x: number, z: number, metres: number) => {
    const sz = z - metres * 0.3;
    const [bx, by] = at(x, z);
    const [cx, cy] = at(x - metres * 0.5, sz);
    const rx = 2.4 * scaleAt(c, sz);
    return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n((rx * c.eye) / sz)}"/><path d="M${n(bx)} ${n(by)}L${n(cx)} ${n(cy)}" stroke="${shadow}" stroke-width="${n(scaleAt(c, z) * 0.25)}"/>`;
  };
  const defs = [
    ramp(`${ID}-deck`, mix(p.stone, p.sky[2], 0.4), p.sand[0]),
    // The terrace's own eave shades the bottom of the view: the viewer stands in the cool.
    vGradient(`${ID}-eave`, [
      [0, shadow, 0],
      [1, shadow, 0.45],
    ]),
    ramp(`${ID}-sand`, p.sand[0], p.sand[1]),
    `<clipPath id="${ID}-pool"><path d="${floorCurve(c, POOL)}"/></clipPath>`,
    // The water sits a hand below the coping, so the far inner wall shows as a band.
    `<clipPath id="${ID}-water"><path d="${floorCurve(c, POOL)}" transform="translate(0 7)"/></clipPath>`,
  ];
  // Paving joints run to the vanishing point; a few cross joints give the depth.
  const joints: string[] = [];
  for (let x = -24; x <= 24; x += 3) {
    const [ax, ay] = at(x, 6);
    const [bx, by] = at(x, 44);
    joints.push(`M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}`);
  }
  for (const z of [8, 11, 15, 20, 27, 35]) joints.push(`M0 ${n(deckY(c, z))}H1600`);
  const far = [
    ...[-13, -6.5, 4.5, 12.5].map((x, i) =>
      tree(x, 45 + i, 10 + (i % 2) * 2, i % 2 ? 1.5 : -1.2, 70 + i, farPalm),
    ),
    seaGrape(p, t, { x: 180, y: GARDEN + 2, width: 330, height: 30, seed: 3 }),
    seaGrape(p, t, { x: 1430, y: GARDEN + 2, width: 380, height: 34, seed: 4 }),
    seaGrape(p, t, { x: 1010, y: GARDEN + 1, width: 160, height: 18, seed: 5 }),
  ];
  const behind = [
    cabana(p, c, -6.4, 29),
    cabana(p, c, 2.6, 29),
    tree(8.6, 30, 9, 1.6, 13),
    tree(-10.5, 28.5, 10, -2, 14),
  ];
  const cushion = mix(p.interior, p.land, 0.2);
  const lounge = (x: number, z: number, head: -1 | 1) =>
    lounger(c, {
      x,
      z,
      head,
      frame: trunk,
      cushion,
      light: p.interior,
      shadow: [shadow, -0.9, -0.6, 0.35],
    });
  const poolPath = floorCurve(c, POOL);
  const [, farY] = at(0, 25.6);
  const [, nearY] = at(0, 10);
  const water = sea(p, t, {
    id: `${ID}-w`,
    horizon: farY - 6,
    bottom: nearY + 20,
    bands: 11,
    seed: 9,
    colours: [mix(p.pool[0], p.sky[2], 0.35), p.pool[0], mix(p.pool[1], p.sea[1], 0.25)],
  });
  // Cabanas and palms mirror in the still far end of the pool, faintly.
  // (Only the cabanas: mirroring the palms too would double the scene's heaviest markup.)
  const mirror = `<g transform="translate(0 ${n(farY * 2 + 4)}) scale(1 -1)" opacity="0.22">${behind.slice(0, 2).join("")}</g>`;
  const islandPath = floorCurve(c, ISLAND);
  return [
    `<defs>${defs.join("")}</defs>`,
    sky(p, t, {
      id: `${ID}-sky`,
      horizon: 561,
      orb: { x: 1290, y: 120, r: 24, glow: 320 },
      clouds: 3,
      cloudSeed: 21,
      cloudBand: [110, 420],
    }),
    sea(p, t, {
      id: `${ID}-sea`,
      bottom: SHORE + 2,
      bands: 8,
      colours: [p.sea[0], mix(p.sea[1], p.pool[1], 0.5), mix(p.pool[1], p.pool[0], 0.3)],
    }),
    `<rect y="${n(SHORE)}" width="1600" height="${n(GARDEN - SHORE + 4)}" fill="url(#${ID}-sand)"/>`,
    `<rect y="${n(SHORE)}" width="1600" height="1.5" fill="${p.wave}" fill-opacity="0.8"/>`,
    ...far,
    `<rect y="${n(GARDEN)}" width="1600" height="${n(1000 - GARDEN)}" fill="url(#${ID}-deck)"/>`,
    `<path d="${joints.join("")}" stroke="${p.sand[1]}" stroke-width="1" stroke-opacity="0.45"/>`,
    // Long soft shade of the cabanas and palms, thrown left and forwards by the high right sun.
    `<path d="${floorCurve(c, pairs([-7.4, 28, -3.4, 28.4, -2.4, 31, -6.4, 31.6]))}${floorCurve(c, pairs([1.6, 28, 5.6, 28.4, 6.6, 31, 2.6, 31.6]))}" fill="${shadow}" fill-opacity="0.3"/>`,
    `<g fill="${shadow}" opacity="0.3">${shade(8.6, 30, 9)}${shade(-10.5, 28.5, 10)}</g>`,
    ...behind,
    lounge(-2.3, 27, -1),
    parasol(c, -0.6, 27.4, p.interior, mix(p.interior, p.land, 0.3), trunk),
    lounge(0.9, 27, 1),
    `<path d="${poolPath}" fill="${mix(p.pool[1], p.sea[2], 0.35)}" stroke="${p.stone}" stroke-width="7"/>`,
    `<g clip-path="url(#${ID}-pool)"><g clip-path="url(#${ID}-water)">${water}${mirror}</g></g>`,
    `<path d="${poolPath}" fill="none" stroke="#ffffff" stroke-width="2" stroke-opacity="0.6"/>`,
    `<path d="${islandPath}" fill="${p.sand[0]}" stroke="${p.stone}" stroke-width="4"/>`,
    seaGrape(p, t, { x: at(-1.2, 17)[0], y: at(-1.2, 17)[1] + 4, width: 120, height: 26, seed: 8 }),
    tree(-0.9, 17.1, 7.6, 1.5, 21),
    tree(-1.8, 17.3, 5.4, -1.6, 22),
    lounge(-6.2, 7.8, -1),
    parasol(c, -3.9, 8.3, p.interior, mix(p.interior, p.land, 0.3), trunk),
    lounge(4.8, 8.1, 1),
    tree(-5.9, 7.2, 7.2, 1.9, 31, mix(palmColour, p.sea[2], 0.3)),
    tree(6, 7, 7.6, -2.1, 32, mix(palmColour, p.sea[2], 0.3)),
    `<rect y="900" width="1600" height="100" fill="url(#${ID}-eave)"/>`,
  ].join("");
}

export const poolLagoon: SceneDefinition = {
  name: ID,
  description:
    "A freeform lagoon pool with a palm island on a bright day, white cabanas and sun loungers along its far edge and the turquoise sea beyond the garden.",
  render: scene,
};
