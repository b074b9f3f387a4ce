import { beachHouse } from "../shared/buildings.ts";
import { lounger, umbrella } from "../shared/exterior-props.ts";
import { loop, mix, vGradient } from "../shared/exterior-tools.ts";
import { palettes } from "../shared/palette.ts";
import { palm, palmShadow, seaGrape } from "../shared/palms.ts";
import type { SceneDefinition } from "../shared/scene-definition.ts";
import { sky } from "../shared/seascape.ts";

const ID = "beach-house";
const GROUND = 700;

export const beachHouseScene: SceneDefinition = {
  name: ID,
  description:
    "The Beach House in daylight: four long limestone-white terraces with deep glazed recesses and timber louvres, set behind palms and a pool above the sand.",
  render(t) {
    t = loop(t);
    const p = palettes.day;
    const frond = mix(p.garden[1], p.sea[2], 0.3);
    const trunk = mix(p.sand[1], p.land, 0.6);
    const grape = { colour: mix(p.garden[1], p.land, 0.3), light: p.garden[0] };
    const ground = `<defs>${vGradient(`${ID}-sand`, [
      [0, p.sand[1]],
      [0.3, p.sand[0]],
      [1, mix(p.sand[0], p.sand[1], 0.7)],
    ])}${vGradient(`${ID}-pool`, [
      [0, p.pool[0]],
      [1, p.pool[1]],
    ])}</defs><rect y="${GROUND}" width="1600" height="${1000 - GROUND}" fill="url(#${ID}-sand)"/><rect x="180" y="${GROUND - 2}" width="1240" height="22" fill="${p.stone}"/><rect x="300" y="${GROUND + 4}" width="1000" height="12" fill="url(#${ID}-pool)"/><rect x="300" y="${GROUND + 4}" width="1000" height="1.6" fill="#ffffff" fill-opacity="0.7"/>`;
    const palms = [
      { x: 150, y: 930, height: 660, lean: 120, seed: 3 },
      { x: 1470, y: 960, height: 700, lean: -150, seed: 8 },
      { x: 1260, y: 760, height: 430, lean: -40, seed: 5 },
      { x: 380, y: 740, height: 380, lean: 30, seed: 2 },
    ];
    return [
      sky(p, t, {
        id: `${ID}-sky`,
        horizon: GROUND,
        orb: { x: 1380, y: 110, r: 26, glow: 420 },
        clouds: 3,
        cloudSeed: 4,
        cloudBand: [120, 300],
      }),
      beachHouse(p, t, {
        id: `${ID}-bh`,
        x: 230,
        y: GROUND - 2,
        width: 1140,
        storey: 74,
        light: 0,
      }),
      ground,
      seaGrape(p, t, { ...grape, x: 300, y: GROUND + 26, width: 260, height: 60, seed: 1 }),
      seaGrape(p, t, { ...grape, x: 1080, y: GROUND + 26, width: 300, height: 64, seed: 6 }),
      palmShadow(t, { x: 1470, y: 960, length: 620, dx: -0.9, dy: 0.06, opacity: 0.06 }),
      ...palms.map((q, i) =>
        palm(p, t, { ...q, colour: frond, trunk, rim: p.sand[0], phase: i * 0.21, sway: 1.1 }),
      ),
      lounger(p, { x: 620, y: 880, scale: 1.4 }),
      lounger(p, { x: 790, y: 900, scale: 1.45 }),
      umbrella(p, t, { x: 980, y: 900, scale: 1.6 }),
    ].join("");
  },
};
