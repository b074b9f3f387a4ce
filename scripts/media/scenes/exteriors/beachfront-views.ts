import { beachHouse, oceanHouse } from "../shared/buildings.ts";
import { lounger, umbrella } from "../shared/exterior-props.ts";
import { f2, glowGradient, loop, mix, vGradient } from "../shared/exterior-tools.ts";
import { type Palette, palettes } from "../shared/palette.ts";
import { palm } from "../shared/palms.ts";
import type { SceneDefinition } from "../shared/scene-definition.ts";
import { HORIZON, sea, sky } from "../shared/seascape.ts";
import { n, swing } from "../shared/svg.ts";

const ID = "beachfront-views";
// Looking along the beach from eye height (1 unit): the ground plane recedes to a vanishing
// point left of centre on the horizon; x is metres-ish to the side, z distance ahead.
const VX = 600;
const SHORE = 1.3;

// The bay curves out to sea as it recedes: lateral positions bend with distance squared.
const CURVE = 0.0016;

function project(x: number, z: number): { x: number; y: number; unit: number } {
  const unit = 880 / z;
  return { x: VX + (x + CURVE * z * z) * unit, y: HORIZON + unit, unit };
}

/** The shoreline's screen x at screen row y. */
function shoreX(y: number): number {
  return project(SHORE, 880 / Math.max(0.5, y - HORIZON)).x;
}

/** The resort far down the beach, small and softened by the haze: the walk leads to it. */
function distantResort(p: Palette, t: number, x: number): string {
  const y = HORIZON - 4;
  const buildings =
    oceanHouse(p, t, { id: `${ID}-oh`, x: x + 70, y, width: 22, side: 8, storey: 6.5, light: 0 }) +
    beachHouse(p, t, { id: `${ID}-bh`, x: x - 20, y: y + 2, width: 110, storey: 7, light: 0 });
  return `${buildings}<defs>${glowGradient(`${ID}-haze`, p.sky[2], 0.75, 0.6)}</defs><ellipse cx="${n(x + 45)}" cy="${y - 30}" rx="150" ry="90" fill="url(#${ID}-haze)"/>`;
}

export const beachfrontViews: SceneDefinition = {
  name: ID,
  description:
    "A long white-sand beach in daylight curving away beside turquoise shallows, a few white umbrellas and a line of palms receding into the distance.",
  render(t) {
    t = loop(t);
    const p = palettes.day;
    const wash = swing(t);
    const edge: string[] = [];
    // The far end of the beach: a low, hazy point where the bay closes.
    const tip = project(SHORE, 160);
    for (let z = 160; z > 2; z *= 0.86) {
      const a = project(SHORE, z);
      edge.push(`${n(a.x)} ${n(a.y)}`);
    }
    edge.push(`${n(shoreX(1000))} 1000`);
    const point = `<path d="M${n(tip.x + 40)} ${n(tip.y)}Q${n(tip.x - 40)} ${HORIZON - 12} ${n(tip.x - 260)} ${HORIZON - 10}L0 ${HORIZON - 14}V${HORIZON + 4}H${n(tip.x + 40)}Z" fill="${mix(p.land, p.sky[2], 0.55)}"/>`;
    const land = `<defs>${vGradient(`${ID}-sand`, [
      [0, mix(p.sand[1], p.sky[2], 0.4)],
      [0.3, p.sand[0]],
      [1, mix(p.sand[0], p.sand[1], 0.6)],
    ])}</defs><path d="M0 ${HORIZON}L${edge.join("L")}L0 1000Z" fill="url(#${ID}-sand)"/>`;
    // Swash and foam hug the shoreline, widening towards the viewer.
    const foam = (shift: number, w: number, a: number) => {
      const pts: string[] = [];
      for (let z = 150; z > 2; z *= 0.86) {
        const a = project(SHORE, z);
        const u = (a.y - HORIZON) / (1000 - HORIZON);
        pts.push(`${n(a.x + shift * u + 10 * u * wash)} ${n(a.y)}`);
      }
      return `<polyline points="${pts.join(" ")}" fill="none" stroke="${p.wave}" stroke-width="${w}" stroke-opacity="${f2(a)}" stroke-linejoin="round"/>`;
    };
    // Turquoise shallows in two bands over the sand bar, brightest at the water's edge.
    const band = (width: number, opacity: number) => {
      const out = [...edge].reverse().map((pt) => {
        const [x = 0, y = 0] = pt.split(" ").map(Number);
        return `${n(x + (y - HORIZON) * width)} ${n(y)}`;
      });
      return `<path d="M${edge.join("L")}L${out.join("L")}Z" fill="${p.pool[0]}" fill-opacity="${opacity}"/>`;
    };
    const shallows = band(1.6, 0.22) + band(0.7, 0.3) + band(0.25, 0.35);
    const palms = [60, 40, 26, 17, 11, 7].map((z, i) => {
      const a = project(-3 - (i % 2) * 0.6, z);
      return palm(p, t, {
        x: a.x,
        y: a.y,
        height: 4.6 * a.unit,
        lean: (i % 2 ? -0.5 : 0.7) * a.unit,
        colour: mix(mix(p.garden[1], p.sea[2], 0.35), p.sky[2], Math.min(0.65, z / 80)),
        trunk: mix(p.frame, p.land, 0.5),
        seed: 30 + i,
        phase: i * 0.17,
      });
    });
    const brollies = [22, 12, 6.5].map((z) => {
      const a = project(0.1, z);
      const scale = (a.unit * 1.5) / 150;
      return (
        lounger(p, { x: a.x - 150 * scale, y: a.y + 6 * scale, scale: scale * 0.95 }) +
        umbrella(p, t, { x: a.x, y: a.y, scale })
      );
    });
    return [
      sky(p, t, {
        id: `${ID}-sky`,
        orb: { x: 1250, y: 120, r: 26, glow: 420 },
        clouds: 4,
        cloudSeed: 21,
      }),
      sea(p, t, {
        id: `${ID}-sea`,
        colours: [mix(p.sea[1], p.sea[2], 0.3), p.sea[1], mix(p.pool[1], p.sea[1], 0.2)],
        bands: 14,
      }),
      shallows,
      foam(60, 2, 0.35),
      foam(18, 3.5, 0.6),
      point,
      distantResort(p, t, tip.x - 120),
      land,
      `<path d="M${edge.join("L")}" fill="none" stroke="${p.sand[1]}" stroke-width="8" stroke-opacity="0.7"/>`,
      ...brollies,
      ...palms,
    ].join("");
  },
};
