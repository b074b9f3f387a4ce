/**
 * The sunset terrace bar: from under its timber canopy the view runs across the deck, past low
 * sofas facing the sea and a bar to one side, to the sun sitting on the horizon. The canopy's
 * dark soffit frames the sky; lanterns hang from its edge.
 */
import { mix, vGradient } from "../shared/exterior-tools.ts";
import { palettes } from "../shared/palette.ts";
import type { SceneDefinition } from "../shared/scene-definition.ts";
import { HORIZON, sea, sky } from "../shared/seascape.ts";
import { n, swing } from "../shared/svg.ts";
import { lantern, palmAt, sofa } from "./furniture.ts";
import {
  box,
  type Camera,
  deckY,
  face,
  glow,
  glowDef,
  project,
  ramp,
  spanX,
  spanZ,
  tones,
} from "./kit.ts";

const ID = "sunset-terrace";
const CAM: Camera = { eye: 1.6, f: 1000 };
const RAIL = 14;
const CANOPY = 4.3;
const ROOF = 3.4;
const FASCIA = ROOF - 0.18;

function scene(t: number): string {
  const p = palettes.dusk;
  const c = CAM;
  const silhouette = mix(p.land, p.frame, 0.6);
  const timber = tones(mix(p.frame, p.sand[1], 0.35), p.glow, p.frame, 0.4);
  const dark = tones(mix(p.frame, p.sand[1], 0.15), p.glow, p.frame, 0.3);
  const linen = tones(mix(p.sand[0], p.sky[1], 0.35), mix(p.sand[0], p.glow, 0.5), p.frame, 0.45);
  const railY = project(c, [0, 1.0, RAIL])[1];
  const edgeY = deckY(c, RAIL);
  const defs = [
    ramp(
      `${ID}-deck`,
      mix(p.sand[1], p.glow, 0.35),
      mix(p.sand[1], p.frame, 0.55),
      mix(p.frame, p.sand[1], 0.2),
    ),
    ramp(`${ID}-soffit`, mix(p.frame, "#000000", 0.15), mix(p.frame, p.lamp, 0.3)),
    vGradient(`${ID}-shade`, [
      [0, p.frame, 0.45],
      [1, p.frame, 0],
    ]),
    glowDef(ID, p.lamp),
  ];
  // Deck boards run out towards the sea; their joints converge on the sun.
  const boards: string[] = [];
  for (let x = -12; x <= 12; x += 0.5) {
    const [ax, ay] = project(c, [x, 0, 1.6]);
    const [bx, by] = project(c, [x, 0, RAIL]);
    boards.push(`M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}`);
  }
  // The sun's long reflection in the oiled timber, a soft warm streak towards the viewer.
  const [, sheenY] = project(c, [0, 0, 5]);
  const sheen = glow(ID, 800, sheenY, 300, 460, 0.4);
  const posts: string[] = [];
  for (let x = -9; x <= 9; x += 1.8)
    posts.push(box(c, [x - 0.03, x + 0.03], [0, 1], [RAIL, RAIL + 0.06], dark));
  const rail = [
    `<rect y="${n(railY)}" width="1600" height="${n(edgeY - railY)}" fill="${p.sky[2]}" fill-opacity="0.07"/>`,
    ...posts,
    box(c, [-14, 14], [1, 1.06], [RAIL, RAIL + 0.08], timber),
  ];
  const shadow = (x0: number, x1: number, z: number) =>
    // biome-ignore format: one corner per triple keeps the shadow's footprint legible
    face(c, [[x0, 0, z], [x1, 0, z], [x1 + 0.3, 0, z - 3], [x0 - 0.3, 0, z - 3]], `url(#${ID}-shade)`);
  const counter = tones(mix(p.stone, p.sand[0], 0.4), p.glow, p.frame, 0.4);
  const bar = [
    box(c, [-6.4, -5.5], [0, 1.1], [6.2, 12.6], dark),
    box(c, [-6.5, -5.35], [1.1, 1.17], [6.1, 12.7], counter),
    // A warm strip under the counter's lip, breathing like the lanterns.
    spanZ(c, [6.2, 12.6], [-5.5, 0.98], [-5.5, 1.08], p.lamp, 0.75 + 0.15 * swing(t, 2)),
    ...[11.4, 9.9, 8.4, 6.9].map(
      (z) =>
        box(c, [-4.98, -4.94], [0, 0.72], [z - 0.02, z + 0.02], dark) +
        box(c, [-5.16, -4.76], [0.72, 0.8], [z - 0.2, z + 0.2], linen),
    ),
  ];
  const [, soffitFront] = project(c, [0, ROOF, CANOPY]);
  // Canopy battens run along the line of sight, so they fan out from the vanishing point.
  const battens: string[] = [];
  for (let x = -12; x <= 12; x += 0.6) {
    const [ax, ay] = project(c, [x, ROOF, 1.2]);
    const [bx, by] = project(c, [x, ROOF, CANOPY]);
    battens.push(`M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}`);
  }
  const canopy = [
    `<rect width="1600" height="${n(soffitFront)}" fill="url(#${ID}-soffit)"/>`,
    `<path d="${battens.join("")}" stroke="${p.frame}" stroke-width="3" stroke-opacity="0.55"/>`,
    box(c, [-14, 14], [FASCIA, ROOF + 0.1], [CANOPY, CANOPY + 0.2], dark),
    box(c, [-3.5, -3.25], [0, FASCIA], [CANOPY, CANOPY + 0.25], dark),
    box(c, [3.25, 3.5], [0, FASCIA], [CANOPY, CANOPY + 0.25], dark),
  ];
  const style = { id: ID, colour: p.lamp, frame: p.frame, t };
  const lamp = (x: number, z: number, phase: number, y = 0, size = 0.5) =>
    lantern(c, { ...style, x, y, z, phase, size, hang: y > 1 ? FASCIA : undefined });
  const tree = (x: number, z: number, metres: number, lean: number, seed: number) =>
    palmAt(p, t, c, { x, z, metres, lean, seed, colour: silhouette, rim: p.glow, sway: 1.5 });
  const accent = tones(mix(p.glow, p.sand[1], 0.4), p.lamp, p.frame, 0.3);
  return [
    `<defs>${defs.join("")}</defs>`,
    sky(p, t, {
      id: `${ID}-sky`,
      orb: { x: 800, y: HORIZON + 4, r: 34, glow: 720 },
      clouds: 4,
      cloudSeed: 14,
      cloudBand: [230, 470],
    }),
    sea(p, t, { id: `${ID}-sea`, bottom: edgeY + 2, orbX: 800, bands: 10, seed: 12 }),
    tree(-11, 34, 11, -1.4, 41),
    tree(-9, 40, 9, 1, 42),
    tree(12.5, 36, 10.5, 1.8, 43),
    `<rect y="${n(edgeY)}" width="1600" height="${n(1000 - edgeY)}" fill="url(#${ID}-deck)"/>`,
    `<path d="${boards.join("")}" stroke="${p.frame}" stroke-width="1.1" stroke-opacity="0.3"/>`,
    sheen,
    spanX(c, [-14, 14], [0, RAIL - 0.05], [0, RAIL], p.glow, 0.6),
    ...rail,
    lamp(-3.6, 12.6, 0.1, 0, 0.8),
    lamp(3.9, 12.4, 0.45, 0, 0.8),
    ...bar,
    shadow(-2.7, -0.5, 8.4),
    shadow(0.5, 2.7, 8.4),
    // Low table between the sofas, a lantern on it.
    box(c, [-0.35, 0.35], [0, 0.34], [8.3, 9], timber),
    lamp(0, 8.6, 0.7, 0.34, 0.3),
    // Scatter cushions above the sofa backs, so seen from behind they still read as seats.
    ...[-2.2, -1.1, 1.1, 2.2].map((x, i) =>
      box(
        c,
        [x - 0.26, x + 0.26],
        [0.5, 0.86 - (i % 2) * 0.06],
        [8.75, 8.9],
        i % 2 ? linen : accent,
      ),
    ),
    sofa(c, -1.6, 8.4, 2.2, timber, linen, true),
    sofa(c, 1.6, 8.4, 2.2, timber, linen, true),
    ...canopy,
    lamp(-2.2, CANOPY + 0.1, 0.3, 2.2, 0.4),
    lamp(2.2, CANOPY + 0.1, 0.85, 2.2, 0.4),
  ].join("");
}

export const sunsetTerrace: SceneDefinition = {
  name: ID,
  description:
    "The sunset terrace bar under a timber canopy, low linen sofas and glowing lanterns on the deck facing the sun as it meets the sea's horizon.",
  render: scene,
};
