import { oceanHouse } from "../shared/buildings.ts";
import { blendPalette, loop, mix, vGradient } from "../shared/exterior-tools.ts";
import { palettes } from "../shared/palette.ts";
import { palm, palmShadow, seaGrape } from "../shared/palms.ts";
import type { SceneDefinition } from "../shared/scene-definition.ts";
import { sky } from "../shared/seascape.ts";

const ID = "ocean-house";
const GROUND = 830;

export const oceanHouseScene: SceneDefinition = {
  name: ID,
  description:
    "The ten-storey Ocean House in late-afternoon sun, its wrap-around terraces curving round the corners between tall coconut palms.",
  render(t) {
    t = loop(t);
    // Late afternoon: daylight warmed by dawn's pastels and a touch of dusk.
    const p = blendPalette(blendPalette(palettes.day, palettes.dawn, 0.55), palettes.dusk, 0.12);
    const frond = mix(mix(p.garden[1], p.land, 0.6), "#000000", 0.18);
    const trunk = mix(p.frame, p.land, 0.6);
    const far = mix(mix(p.garden[1], p.land, 0.5), p.sky[2], 0.45);
    const lawn = `<defs>${vGradient(`${ID}-lawn`, [
      [0, mix(p.garden[0], p.sky[2], 0.2)],
      [0.3, p.garden[1]],
      [1, mix(p.garden[1], p.land, 0.5)],
    ])}</defs><rect y="${GROUND}" width="1600" height="${1000 - GROUND}" fill="url(#${ID}-lawn)"/><path d="M640 1000L760 ${GROUND}H840L1000 1000Z" fill="${p.sand[0]}"/><rect x="540" y="${GROUND - 4}" width="560" height="8" fill="${p.stone}"/>`;
    const palms = [
      { x: 260, y: 990, height: 700, lean: 90, seed: 14 },
      { x: 1350, y: 1000, height: 760, lean: -60, seed: 21 },
      { x: 1470, y: 920, height: 520, lean: 50, seed: 6 },
    ];
    // Palms behind the tower sit in the haze, lighter and smaller.
    const back = [
      { x: 520, y: GROUND, height: 330, lean: -30, seed: 3 },
      { x: 1100, y: GROUND, height: 380, lean: 40, seed: 9 },
    ];
    return [
      sky(p, t, {
        id: `${ID}-sky`,
        horizon: GROUND,
        orb: { x: 1420, y: 330, r: 30, glow: 560 },
        clouds: 3,
        cloudSeed: 12,
        cloudBand: [110, 420],
      }),
      ...back.map((q, i) => palm(p, t, { ...q, colour: far, phase: 0.4 + i * 0.3, sway: 0.8 })),
      oceanHouse(p, t, {
        id: `${ID}-oh`,
        x: 636,
        y: GROUND,
        width: 250,
        side: 84,
        storey: 57,
        light: 0.15,
      }),
      lawn,
      // Low sun from the right warms the tower's face.
      `<rect x="720" y="${GROUND - 600}" width="250" height="600" fill="${p.glow}" fill-opacity="0.12"/>`,
      seaGrape(p, t, {
        x: 600,
        y: GROUND + 20,
        width: 220,
        height: 60,
        seed: 4,
        colour: frond,
        light: mix(frond, p.glow, 0.3),
      }),
      seaGrape(p, t, {
        x: 1010,
        y: GROUND + 22,
        width: 240,
        height: 64,
        seed: 7,
        colour: frond,
        light: mix(frond, p.glow, 0.3),
      }),
      ...palms.map((q) =>
        palmShadow(t, { x: q.x, y: q.y, length: q.height * 0.9, dx: -1, dy: 0.05 }),
      ),
      ...palms.map((q, i) =>
        palm(p, t, { ...q, colour: frond, trunk, rim: p.glow, phase: i * 0.23, sway: 1 }),
      ),
    ].join("");
  },
};
