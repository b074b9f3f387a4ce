/**
 * The beachfront restaurant just after sunset: tables dressed in white stand on the sand under
 * a slatted timber pergola hung with lanterns, palms either side and the sea beyond still
 * holding the afterglow.
 */
import { mix, vGradient } from "../shared/exterior-tools.ts";
import { type Palette, palettes } from "../shared/palette.ts";
import type { SceneDefinition } from "../shared/scene-definition.ts";
import { sea, sky } from "../shared/seascape.ts";
import { n } from "../shared/svg.ts";
import { lantern, palmAt, table } from "./furniture.ts";
import { box, type Camera, deckY, glow, glowDef, project, tones } from "./kit.ts";

const ID = "dining-beach";
const CAM: Camera = { eye: 1.6, f: 1000 };
const SHORE = 30;
const NEAR = 8;
const FAR = 13.8;
const HALF = 3.4;
const TOP = 2.8;
const GLOW_X = 1000;

// Later than the terrace: the dusk sky deepening towards night, mixed from the two palettes.
const p: Palette = {
  ...palettes.dusk,
  sky: [
    mix(palettes.dusk.sky[0], palettes.night.sky[0], 0.35),
    mix(palettes.dusk.sky[1], palettes.night.sky[2], 0.3),
    mix(palettes.dusk.sky[2], palettes.dusk.sky[1], 0.2),
  ],
};

function scene(t: number): string {
  const c = CAM;
  const silhouette = mix(p.land, p.frame, 0.6);
  const timber = tones(mix(p.frame, p.sand[1], 0.3), mix(p.frame, p.lamp, 0.45), p.frame, 0.4);
  const cloth = tones(mix(p.sand[0], p.wave, 0.55), mix(p.wave, p.lamp, 0.6), p.frame, 0.3);
  const chair = tones(mix(p.frame, p.sand[1], 0.45), p.lamp, p.frame, 0.35);
  const shoreY = deckY(c, SHORE);
  const defs = [
    vGradient(`${ID}-sand`, [
      [0, mix(p.sand[0], p.sky[2], 0.25)],
      [0.25, mix(p.sand[1], p.frame, 0.3)],
      [1, mix(p.sand[1], p.frame, 0.72)],
    ]),
    glowDef(ID, p.lamp),
  ];
  const tree = (x: number, z: number, m: number, lean: number, seed: number, colour = silhouette) =>
    palmAt(p, t, c, { x, z, metres: m, lean, seed, colour, rim: p.glow, sway: 1.4 });
  const far = mix(silhouette, p.sky[2], 0.4);
  // The pergola: posts, perimeter beams, then slats across the top seen from below.
  const posts: string[] = [];
  for (const z of [FAR, NEAR]) {
    for (const x of [-HALF, 0, HALF]) {
      if (x === 0 && z === NEAR) continue;
      posts.push(box(c, [x - 0.09, x + 0.09], [0, TOP], [z - 0.09, z + 0.09], timber));
    }
  }
  const slats: string[] = [];
  for (let z = FAR; z >= NEAR + 0.3; z -= 0.7) {
    slats.push(box(c, [-HALF - 0.4, HALF + 0.4], [TOP + 0.12, TOP + 0.2], [z, z + 0.08], timber));
  }
  const beams = [
    box(c, [-HALF - 0.3, HALF + 0.3], [TOP - 0.12, TOP + 0.1], [FAR - 0.06, FAR + 0.06], timber),
    box(c, [-HALF - 0.06, -HALF + 0.06], [TOP - 0.12, TOP + 0.1], [NEAR - 0.4, FAR + 0.4], timber),
    box(c, [HALF - 0.06, HALF + 0.06], [TOP - 0.12, TOP + 0.1], [NEAR - 0.4, FAR + 0.4], timber),
  ];
  const front = box(
    c,
    [-HALF - 0.3, HALF + 0.3],
    [TOP - 0.12, TOP + 0.1],
    [NEAR - 0.06, NEAR + 0.06],
    timber,
  );
  const lamp = (x: number, z: number, phase: number, y = 2.05, size = 0.36) =>
    lantern(c, {
      id: ID,
      x,
      y,
      z,
      colour: p.lamp,
      frame: p.frame,
      t,
      phase,
      size,
      hang: y > 1 ? TOP + 0.12 : undefined,
    });
  const set = (x: number, z: number, phase: number) =>
    table(c, ID, x, z, cloth, chair, p.lamp, t, phase);
  const [, poolY] = project(c, [0, 0, 11]);
  return [
    `<defs>${defs.join("")}</defs>`,
    sky(p, t, {
      id: `${ID}-sky`,
      orb: { x: GLOW_X, y: 640, r: 1, glow: 640 },
      clouds: 3,
      cloudSeed: 33,
      cloudBand: [170, 450],
      stars: 18,
    }),
    sea(p, t, {
      id: `${ID}-sea`,
      bottom: shoreY + 2,
      orbX: GLOW_X,
      glitter: 0.45,
      bands: 10,
      seed: 31,
    }),
    `<rect y="${n(shoreY)}" width="1600" height="${n(1000 - shoreY)}" fill="url(#${ID}-sand)"/>`,
    `<rect y="${n(shoreY)}" width="1600" height="1.5" fill="${p.wave}" fill-opacity="0.55"/>`,
    tree(-15, 27, 10, -1.4, 51, far),
    tree(-11, 31, 8, 1.1, 52, far),
    tree(14, 26, 11, 1.6, 53, far),
    // Lamplight spills across the sand under and around the pergola.
    glow(ID, 800, poolY, 560, 120, 0.6),
    ...posts.slice(0, 3),
    ...beams,
    ...slats,
    // Three tables, staggered so each reads whole; a lantern hangs over each.
    lamp(0, 12.3, 0.15),
    set(0, 12.3, 0.1),
    lamp(-1.8, 9.8, 0.35),
    lamp(1.8, 9.8, 0.9),
    set(-1.8, 9.8, 0.8),
    set(1.8, 9.8, 0.3),
    ...posts.slice(3),
    front,
    // Lanterns set out on the sand lead the eye in to the tables.
    ...[7, 5.4].flatMap((z, i) =>
      [-1.2, 1.2].map((x, j) =>
        lantern(c, {
          id: ID,
          x,
          y: 0,
          z,
          colour: p.lamp,
          frame: p.frame,
          t,
          phase: 0.2 + i * 0.3 + j * 0.4,
          size: 0.36,
        }),
      ),
    ),
    tree(-6.6, 11, 8.5, -1.2, 54),
    tree(6.4, 10, 8.6, 1.5, 55),
  ].join("");
}

export const diningBeach: SceneDefinition = {
  name: ID,
  description:
    "The beachfront restaurant at dusk, white-dressed tables lit by candles and hanging lanterns under a slatted timber pergola on the sand, palms either side and the sea beyond.",
  render: scene,
};
