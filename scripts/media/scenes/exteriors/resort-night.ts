import { resortFromSea } from "../shared/exterior-resort.ts";
import { palettes } from "../shared/palette.ts";
import type { SceneDefinition } from "../shared/scene-definition.ts";

export const resortNight: SceneDefinition = {
  name: "resort-night",
  description:
    "The Beach House and Ocean House at night under a high moon and stars, their lit windows and palms reflected in a calm sea.",
  render(t) {
    return resortFromSea(palettes.night, t, {
      id: "resort-night",
      light: 1,
      orb: { x: 1230, y: 150, r: 20, glow: 260 },
      stars: 90,
      glitter: 0.45,
    });
  },
};
