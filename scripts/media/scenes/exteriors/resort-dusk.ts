import { resortFromSea } from "../shared/exterior-resort.ts";
import { palettes } from "../shared/palette.ts";
import type { SceneDefinition } from "../shared/scene-definition.ts";

export const resortDusk: SceneDefinition = {
  name: "resort-dusk",
  description:
    "The Beach House and the taller Ocean House behind it seen from the sea at dusk, windows glowing warm above a palm-lined beach and mirrored in calm water.",
  render(t) {
    return resortFromSea(palettes.dusk, t, {
      id: "resort-dusk",
      light: 0.9,
      orb: { x: 1240, y: 700, r: 30, glow: 560 },
    });
  },
};
