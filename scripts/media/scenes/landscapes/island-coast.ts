/**
 * Grand Cayman's south shore from the air, looking along the coast: deep blue sea, a white line of
 * surf on the reef, a turquoise lagoon, a long pale beach and, inland, mangroves around a still
 * sound. The bands are laid out on the ground plane and projected, so they converge truthfully.
 */
import { f2, mix, vGradient } from "../shared/exterior-tools.ts";
import { palettes } from "../shared/palette.ts";
import type { SceneDefinition } from "../shared/scene-definition.ts";
import { sky } from "../shared/seascape.ts";
import { drift, n, swing } from "../shared/svg.ts";
import { camera } from "./camera.ts";

const ID = "island-coast";
const p = palettes.day;
const H = 170;
const cam = camera({ horizon: H, height: 600, focal: 1000 });
const ZS: number[] = [];
for (let z = 380; z < 60000; z *= 1.035) ZS.push(z);

/** The beach line in metres across at each distance: a long, slow curve like Seven Mile Beach's. */
const beach = (z: number) => -120 + 190 * Math.sin(z / 1300 + 0.4) + z * 0.03;
const reef = (z: number) => beach(z) - 520 - 80 * Math.sin(z / 700);

type Edge = (z: number) => number;

/** The ground band between two edges, as one projected path. */
function band(a: Edge, b: Edge, zs: readonly number[] = ZS): string {
  const l = zs.map((z) => cam.at(a(z), z));
  const r = [...zs].reverse().map((z) => cam.at(b(z), z));
  return `M${[...l, ...r].map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}Z`;
}

function line(a: Edge, zs: readonly number[] = ZS): string {
  return `M${zs
    .map((z) => cam.at(a(z), z))
    .map(([x, y]) => `${n(x)} ${n(y)}`)
    .join("L")}`;
}

/** Inland: a dark fringe of sea grape behind the beach, scrub, then mangroves around the sound. */
function inland(): string {
  const inner = ZS.filter((z) => z > 900);
  const soundEdge = (z: number) =>
    beach(z) + 900 + 260 * Math.sin(z / 900) + 60 * Math.sin(z / 170);
  const sound = band(soundEdge, (z) => beach(z) + 20000, inner);
  // Mangroves: an irregular band whose inner edge wanders, with a second, paler band behind it.
  const mangrove = band(
    (z) => soundEdge(z) - 200 - 90 * Math.sin(z / 130 + 1),
    (z) => soundEdge(z) + 30,
    inner,
  );
  const mangrove2 = band(
    (z) => soundEdge(z) - 380 - 120 * Math.sin(z / 210),
    (z) => soundEdge(z) - 150,
    inner,
  );
  const fringe = band(
    (z) => beach(z) + 40,
    (z) => beach(z) + 110 + 35 * Math.sin(z / 120),
  );
  const dark = mix(p.garden[1], p.sea[2], 0.62);
  // Tidal flats: paler shallows just inside the sound's edge.
  const flats = band(soundEdge, (z) => soundEdge(z) + 160 + 80 * Math.sin(z / 260), inner);
  return `<path d="${sound}" fill="url(#${ID}-sound)"/><path d="${flats}" fill="${p.pool[0]}" fill-opacity="0.35"/><path d="${mangrove2}" fill="${dark}" fill-opacity="0.35"/><path d="${mangrove}" fill="${dark}"/><path d="${fringe}" fill="${dark}" fill-opacity="0.8"/>`;
}

export const islandCoast: SceneDefinition = {
  name: "island-coast",
  description:
    "An aerial view along Grand Cayman's south coast: a long pale beach curving into the distance between a turquoise lagoon edged by a white line of reef surf and dark green mangroves around an inland sound.",
  render(t) {
    const defs = `<defs>${vGradient(`${ID}-deep`, [
      [0, mix(p.sea[0], p.sky[2], 0.3)],
      [0.25, p.sea[1]],
      [1, p.sea[2]],
    ])}${vGradient(`${ID}-lagoon`, [
      [0, mix(p.pool[0], p.sky[2], 0.4)],
      [0.35, p.pool[0]],
      [1, p.pool[1]],
    ])}${vGradient(`${ID}-land`, [
      [0, mix(p.garden[1], p.sky[2], 0.6)],
      [0.4, mix(p.garden[1], p.sea[2], 0.2)],
      [1, mix(p.garden[1], p.sea[2], 0.4)],
    ])}${vGradient(`${ID}-sound`, [
      [0, mix(p.sea[1], p.sky[2], 0.5)],
      [0.3, mix(p.pool[1], p.sea[1], 0.5)],
      [1, mix(p.pool[1], p.sea[2], 0.3)],
    ])}${vGradient(`${ID}-haze`, [
      [0, p.sky[2], 0.9],
      [1, p.sky[2], 0],
    ])}</defs>`;
    const far = 1e6;
    // The reef crest: a dark band under the surf, then the breaking line drifting along the reef.
    const crest = band(
      (z) => reef(z) - 70,
      (z) => reef(z) + 40,
    );
    const surfShift = drift(t, 132, 0, 132);
    // Two broken lines with different dash rhythms read as foam, not as a painted road marking.
    const surf = `<g fill="none" stroke="${p.wave}" stroke-linecap="round"><path d="${line((z) => reef(z) - 20)}" stroke-width="8" stroke-opacity="0.3"/><path d="${line((z) => reef(z) - 24)}" stroke-width="2.5" stroke-dasharray="70 9 30 5 12 6" stroke-dashoffset="${n(surfShift)}" stroke-opacity="0.8"/><path d="${line((z) => reef(z) - 10)}" stroke-width="1.5" stroke-dasharray="24 30 60 18" stroke-dashoffset="${n(-surfShift * 2)}" stroke-opacity="0.45"/></g>`;
    // Wet sand and a lacy edge of foam where the lagoon meets the beach, shimmering slightly.
    const shoreFoam = `<path d="${line((z) => beach(z) - 6)}" fill="none" stroke="#ffffff" stroke-width="3" stroke-opacity="${f2(0.55 + 0.2 * swing(t, 2))}"/>`;
    const sandBars = `<path d="${band(
      (z) => beach(z) - 200,
      (z) => beach(z) - 40,
    )}" fill="${p.pool[0]}" fill-opacity="0.55"/><path d="${band(
      (z) => reef(z) + 40,
      (z) => reef(z) + 160,
    )}" fill="${mix(p.pool[1], p.sea[1], 0.5)}" fill-opacity="0.6"/>`;
    return [
      defs,
      sky(p, t, { id: `${ID}-sky`, horizon: H, clouds: 2, cloudSeed: 41, cloudBand: [40, 140] }),
      `<rect y="${H}" width="1600" height="${1000 - H}" fill="url(#${ID}-deep)"/>`,
      `<path d="${band(reef, beach)}" fill="url(#${ID}-lagoon)"/>`,
      sandBars,
      `<path d="${crest}" fill="${p.sea[2]}" fill-opacity="0.35"/>`,
      surf,
      `<path d="${band(beach, () => far)}" fill="url(#${ID}-land)"/>`,
      `<path d="${band(beach, (z) => beach(z) + 45)}" fill="${p.sand[0]}"/>`,
      shoreFoam,
      inland(),
      `<rect y="${H}" width="1600" height="260" fill="url(#${ID}-haze)"/>`,
    ].join("");
  },
};
