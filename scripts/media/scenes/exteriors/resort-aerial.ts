import { aerialCamera, palmTop } from "../shared/exterior-aerial.ts";
import { loop, mix, seeded, vGradient } from "../shared/exterior-tools.ts";
import { palettes } from "../shared/palette.ts";
import type { SceneDefinition } from "../shared/scene-definition.ts";
import { beachFront, floors, lagoon } from "./resort-aerial-parts.ts";

const ID = "resort-aerial";
// Framed so the resort sits in the middle of the picture; the horizon lies above the frame and
// the far island fades into haze instead.
const cam = aerialCamera({ height: 335, focal: 1160, horizon: -543, offset: 248, cx: 860 });

export const resortAerial: SceneDefinition = {
  name: ID,
  description:
    "An aerial view of the resort: the terraced Beach House and the Ocean House tower among pools, gardens and palms above a curving white beach, with the reef line breaking in turquoise shallows.",
  render(t) {
    t = loop(t);
    const p = palettes.day;
    const rand = seeded(17);
    const palms: string[] = [];
    const shadows: string[] = [];
    // Palms line the top of the beach and stand in loose groves through the gardens.
    const spots: (readonly [number, number])[] = [];
    for (let x = -300; x <= 300; x += 22 + rand() * 16) {
      spots.push([x, 584 + 0.0008 * x * x - 0.03 * x + 4 + rand() * 10]);
    }
    for (let i = 0; i < 26; i++) {
      const x = (rand() - 0.5) * 520;
      const z = 640 + rand() * 80;
      if (!(x > -110 && x < 20 && z < 645) && !(x > 25 && x < 80 && z < 680)) spots.push([x, z]);
    }
    spots.sort((a, b) => b[1] - a[1]);
    for (const [x, z] of spots) {
      const [sx, sy] = cam.at(x, z, 9);
      const r = cam.scale(z) * (5.5 + rand() * 2);
      shadows.push(palmTop(sx - r * 1.3, sy + r * 1.1, r, "#000000", t, rand()));
      palms.push(palmTop(sx, sy, r, mix(mix(p.garden[1], p.land, 0.5), "#000000", 0.2), t, rand()));
    }
    return [
      beachFront(cam, p, t, ID),
      lagoon(cam, p, t, ID),
      `<g fill-opacity="0.1">${shadows.join("")}</g>`,
      floors(cam, p, t),
      palms.join(""),
      // Haze deepens towards the horizon, as seen from the air.
      `<defs>${vGradient(`${ID}-haze`, [
        [0, p.sky[2], 0.9],
        [1, p.sky[2], 0],
      ])}</defs><rect width="1600" height="260" fill="url(#${ID}-haze)"/>`,
    ].join("");
  },
};
