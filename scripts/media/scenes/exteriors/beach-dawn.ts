import { lounger, umbrella } from "../shared/exterior-props.ts";
import { shore } from "../shared/exterior-shore.ts";
import { mix } from "../shared/exterior-tools.ts";
import { palettes } from "../shared/palette.ts";
import { palm, palmShadow, seaGrape } from "../shared/palms.ts";
import type { SceneDefinition } from "../shared/scene-definition.ts";
import { HORIZON, seascape } from "../shared/seascape.ts";

const ID = "beach-dawn";

export const beachDawn: SceneDefinition = {
  name: ID,
  description:
    "The beach at dawn: two loungers beside a furled umbrella on smooth sand, palms leaning over a calm pastel sea as the sun rises.",
  render(t) {
    const p = palettes.dawn;
    const near = mix(p.land, p.sea[2], 0.45);
    const sunX = 930;
    const grape = {
      colour: mix(p.garden[1], p.sea[2], 0.35),
      light: mix(p.garden[1], p.land, 0.2),
    };
    return [
      seascape(p, t, {
        id: ID,
        orb: { x: sunX, y: HORIZON - 46, r: 30, glow: 560 },
        clouds: 4,
        cloudSeed: 8,
        cloudBand: [170, 470],
        glitter: 0.8,
      }),
      shore(p, t, { id: `${ID}-shore`, y: 690, reach: 34, tilt: -14 }),
      seaGrape(p, t, { ...grape, x: 1420, y: 730, width: 340, height: 120, seed: 3 }),
      seaGrape(p, t, { ...grape, x: 1230, y: 742, width: 170, height: 70, seed: 9 }),
      palmShadow(t, { x: 260, y: 900, length: 520, dx: 0.45, dy: 0.3, phase: 0.1 }),
      lounger(p, { x: 610, y: 842, scale: 1.5 }),
      lounger(p, { x: 770, y: 868, scale: 1.6 }),
      umbrella(p, t, { x: 1010, y: 858, scale: 1.7, folded: true }),
      palm(p, t, { x: 250, y: 900, height: 640, lean: 170, colour: near, seed: 12, phase: 0.1 }),
      palm(p, t, {
        x: 150,
        y: 880,
        height: 470,
        lean: 60,
        colour: mix(near, p.sky[2], 0.25),
        seed: 5,
      }),
    ].join("");
  },
};
