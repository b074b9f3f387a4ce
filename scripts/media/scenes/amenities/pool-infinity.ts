/**
 * The infinity-edge pool at dusk: the pool runs away from the viewer to a lip that lies just
 * under the sea's horizon, so water meets water; two loungers face the low sun from the deck.
 */
import { glowGradient, mix, vGradient } from "../shared/exterior-tools.ts";
import { palettes } from "../shared/palette.ts";
import type { SceneDefinition } from "../shared/scene-definition.ts";
import { sea, sky } from "../shared/seascape.ts";
import { n } from "../shared/svg.ts";
import { lantern, palmAt } from "./furniture.ts";
import { box, type Camera, floor, glowDef, project, scaleAt, tones } from "./kit.ts";
import { type BehindTones, loungerFromBehind } from "./loungers.ts";

const ID = "pool-infinity";
const CAM: Camera = { eye: 1.8, f: 1000 };
const EDGE = 38;
const FRONT = 7.6;
const HALF = 8.5;
const SUN = { x: 800, y: 522 };

function scene(t: number): string {
  const p = palettes.dusk;
  const c = CAM;
  const [, edgeY] = project(c, [0, 0, EDGE]);
  const [, frontY] = project(c, [0, 0, FRONT]);
  const stone = mix(p.stone, p.sky[2], 0.25);
  const coping = mix(p.stone, p.glow, 0.45);
  const silhouette = mix(p.land, p.frame, 0.55);
  const defs = [
    vGradient(`${ID}-deck`, [
      [0, mix(stone, p.sky[1], 0.4)],
      [1, mix(p.stone, p.frame, 0.55)],
    ]),
    `<clipPath id="${ID}-pool"><path d="${floor(c, [
      [-HALF, FRONT],
      [HALF, FRONT],
      [HALF, EDGE],
      [-HALF, EDGE],
    ])}"/></clipPath>`,
    glowDef(ID, p.lamp),
    // Lounger shadows fade as they stretch towards the viewer.
    vGradient(`${ID}-shade`, [
      [0, p.frame, 0.4],
      [0.6, p.frame, 0],
    ]),
    // Underwater lights: cool pools of colour in the warm reflected sky.
    glowGradient(`${ID}-under`, mix(p.pool[0], p.wave, 0.2), 0.55, 0.3),
  ];
  // The pool's water repeats the sky upside down: warm at the lip, deepening towards the viewer.
  const water = sea(p, t, {
    id: `${ID}-w`,
    horizon: edgeY,
    bottom: frontY + 4,
    orbX: SUN.x,
    glitter: 0.75,
    bands: 10,
    seed: 5,
    colours: [
      mix(p.sky[2], p.pool[0], 0.12),
      mix(mix(p.sky[2], p.sky[1], 0.6), p.pool[0], 0.3),
      mix(p.pool[1], p.sky[1], 0.35),
    ],
  });
  const underLights = [-5, 0, 5]
    .map((x) => {
      const [lx, ly] = project(c, [x, -0.4, FRONT + 0.8]);
      return `<ellipse cx="${n(lx)}" cy="${n(ly)}" rx="${n(scaleAt(c, FRONT) * 2.2)}" ry="${n(scaleAt(c, FRONT) * 0.45)}" fill="url(#${ID}-under)"/>`;
    })
    .join("");
  const copings = [
    floor(c, [
      [-HALF - 0.45, FRONT - 0.45],
      [HALF + 0.45, FRONT - 0.45],
      [HALF + 0.45, FRONT],
      [-HALF - 0.45, FRONT],
    ]),
    floor(c, [
      [-HALF - 0.45, FRONT],
      [-HALF, FRONT],
      [-HALF, EDGE],
      [-HALF - 0.45, EDGE],
    ]),
    floor(c, [
      [HALF, FRONT],
      [HALF + 0.45, FRONT],
      [HALF + 0.45, EDGE],
      [HALF, EDGE],
    ]),
  ].join("");
  const [lx0] = project(c, [-HALF, 0, EDGE]);
  const [lx1] = project(c, [HALF, 0, EDGE]);
  const tree = (x: number, z: number, metres: number, lean: number, seed: number) =>
    palmAt(p, t, c, { x, z, metres, lean, seed, colour: silhouette, rim: p.glow, sway: 1.2 });
  // Long limestone pavers laid towards the sea: joints run to the vanishing point.
  const joints: string[] = [];
  for (const x of [-16, -13, -10.5, 10.5, 13, 16, -2.25, 2.25, -6.75, 6.75]) {
    const to = Math.abs(x) < HALF ? FRONT - 0.45 : EDGE;
    const [ax, ay] = project(c, [x, 0, 2.5]);
    const [bx, by] = project(c, [x, 0, to]);
    joints.push(`M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}`);
  }
  // Clipped hedges in long limestone planters line the side decks.
  const hedge = tones(silhouette, p.glow, p.frame, 0.3);
  const k: BehindTones = {
    back: mix(p.frame, p.stone, 0.35),
    cushion: mix(p.sand[0], p.sky[2], 0.35),
    side: mix(p.frame, p.stone, 0.15),
    rim: p.glow,
    shadow: `url(#${ID}-shade)`,
  };
  return [
    `<defs>${defs.join("")}</defs>`,
    sky(p, t, {
      id: `${ID}-sky`,
      orb: { x: SUN.x, y: SUN.y, r: 24, glow: 620 },
      clouds: 3,
      cloudSeed: 8,
      cloudBand: [150, 440],
    }),
    sea(p, t, { id: `${ID}-sea`, bottom: edgeY + 2, orbX: SUN.x, bands: 6, seed: 2 }),
    `<rect y="${n(edgeY)}" width="1600" height="${n(1000 - edgeY)}" fill="url(#${ID}-deck)"/>`,
    // Low planting along the side decks, and the palms that frame the view.
    box(c, [-15, -11.2], [0, 0.7], [22, EDGE], hedge),
    box(c, [11.2, 15], [0, 0.7], [24, EDGE], hedge),
    `<path d="${joints.join("")}" stroke="${p.frame}" stroke-width="1.2" stroke-opacity="0.35"/>`,
    `<g clip-path="url(#${ID}-pool)">${water}${underLights}</g>`,
    // The overflow lip: a hairline catching the sun where the pool meets the sea.
    `<rect x="${n(lx0)}" y="${n(edgeY - 0.6)}" width="${n(lx1 - lx0)}" height="1.6" fill="${p.reflection}" fill-opacity="0.85"/>`,
    `<path d="${copings}" fill="${coping}"/>`,
    tree(-12.5, 17, 9, 1.4, 3),
    tree(-10.5, 26, 8.5, -1.2, 4),
    tree(12, 21, 9.5, -1.6, 5),
    loungerFromBehind(c, -1.05, 4.6, k),
    loungerFromBehind(c, 0.31, 4.6, k),
    lantern(c, {
      id: ID,
      x: 0,
      y: 0,
      z: 5.3,
      colour: p.lamp,
      frame: p.frame,
      t,
      phase: 0.2,
      size: 0.42,
    }),
  ].join("");
}

export const poolInfinity: SceneDefinition = {
  name: ID,
  description:
    "An infinity-edge pool at dusk whose far lip meets the sea's horizon, mirroring the warm sky and low sun, with two sun loungers on the deck facing the view.",
  render: scene,
};
