/**
 * The resort seen from the water: Beach House in front on the left, Ocean House rising behind it
 * on the right, palms along the 1,000-foot beach, all mirrored in calm water. Shared by the dusk
 * and night views so they frame the buildings identically.
 *
 *   resortFromSea(p, t, { id, light, orb, stars? })
 */
import { beachHouse, oceanHouse } from "./buildings.ts";
import { f2, glowGradient, loop, mix, vGradient } from "./exterior-tools.ts";
import type { Palette } from "./palette.ts";
import { palm } from "./palms.ts";
import { type Orb, sea, sky } from "./seascape.ts";
import { n, swing } from "./svg.ts";

export interface ResortViewOptions {
  id: string;
  light: number;
  orb: Orb;
  stars?: number;
  /** Strength of the orb's path on the water (0 when it is behind the viewer). */
  glitter?: number;
}

const SHORE = 676;
const GROUND = 648;

const PALMS = [
  { x: 420, h: 270, lean: -44 },
  { x: 462, h: 215, lean: 16 },
  { x: 1128, h: 285, lean: 46 },
  { x: 1170, h: 210, lean: 74 },
  { x: 352, h: 150, lean: -30 },
  { x: 1262, h: 170, lean: 40 },
  { x: 170, h: 110, lean: -20 },
  { x: 1440, h: 120, lean: 30 },
];

function land(
  p: Palette,
  t: number,
  id: string,
  light: number,
  far: string,
  near: string,
  palms = PALMS.length,
): string {
  const trees = PALMS.slice(0, palms)
    .map((q, i) =>
      palm(p, t, {
        x: q.x,
        y: GROUND + 6 + (i % 3) * 3,
        height: q.h,
        lean: q.lean,
        colour: i < 4 ? near : far,
        seed: 40 + i,
        phase: i * 0.13,
        sway: 1.2,
      }),
    )
    .join("");
  const glowBand = `<rect x="490" y="${GROUND - 22}" width="580" height="20" fill="${mix(p.lamp, p.stone, 0.4)}" fill-opacity="${f2(0.5 * light)}"/>`;
  // Path lights along the top of the beach, each with a small pool of warm light.
  const lights: string[] = [];
  for (let x = 470; x <= 1130; x += 44) {
    const a = f2(light * (0.8 + 0.2 * swing(t, 1, x * 0.0137)));
    lights.push(
      `<ellipse cx="${x}" cy="${GROUND + 9}" rx="16" ry="5" fill="url(#${id}-pool)" fill-opacity="${a}"/><circle cx="${x}" cy="${GROUND + 6}" r="1.8" fill="${p.lamp}" fill-opacity="${a}"/>`,
    );
  }
  const pathLights = `<defs>${glowGradient(`${id}-pool`, p.lamp, 0.7, 0.3)}</defs>${lights.join("")}`;
  return `${oceanHouse(p, t, { id: `${id}-oh`, x: 884, y: GROUND - 40, width: 150, side: 48, storey: 34, light, seed: 8 })}${beachHouse(p, t, { id: `${id}-bh`, x: 470, y: GROUND, width: 620, storey: 40, light })}${glowBand}${light > 0 ? pathLights : ""}${trees}`;
}

export function resortFromSea(p: Palette, t: number, o: ResortViewOptions): string {
  t = loop(t);
  const { id, light } = o;
  const far = mix(p.land, p.sky[2], 0.35);
  const near = mix(p.land, p.frame, 0.55);
  // A low, soft canopy of sea grape and scrub behind the beach: Grand Cayman has no hills.
  const bumps: string[] = [];
  for (let x = 0; x <= 1600; x += 55) {
    const h = 18 + 6 * Math.sin(x * 0.011) + 4 * Math.sin(x * 0.037 + 1);
    bumps.push(`Q${x + 27} ${n(GROUND - h - 4 - (x % 3) * 2)} ${x + 55} ${n(GROUND - h)}`);
  }
  const treeline = `<path d="M0 ${GROUND - 24}${bumps.join("")}V${SHORE}H0Z" fill="${far}"/>`;
  const beach = `<defs>${vGradient(`${id}-sand`, [
    [0, p.sand[0]],
    [1, p.sand[1]],
  ])}</defs><path d="M0 ${GROUND + 6}Q800 ${GROUND - 2} 1600 ${GROUND + 6}V${SHORE + 2}Q800 ${SHORE - 4} 0 ${SHORE + 2}Z" fill="url(#${id}-sand)"/>`;
  const scene = land(p, t, id, light, far, near);
  // The reflection is the same scene mirrored at the waterline, sunk into the sea by a veil.
  // Only the nearest palms are worth reflecting: the rest vanish into the veil anyway.
  const mirror = land(p, t, `${id}-r`, light, far, near, 2);
  const veil = `<defs>${vGradient(`${id}-veil`, [
    [0, p.sea[1], 0.5],
    [0.5, p.sea[2], 0.88],
    [1, p.sea[2], 1],
  ])}</defs><rect y="${SHORE}" width="1600" height="${1000 - SHORE}" fill="url(#${id}-veil)"/>`;
  const water = sea(p, t, {
    id: `${id}-sea`,
    horizon: SHORE,
    bands: 14,
    orbX: o.glitter ? o.orb.x : undefined,
    glitter: o.glitter,
    reflection: `<g transform="translate(0 ${n(SHORE * 2 - 6)}) scale(1 -1)">${mirror}</g>${veil}`,
  });
  return [
    sky(p, t, {
      id: `${id}-sky`,
      horizon: SHORE,
      orb: o.orb,
      clouds: 3,
      stars: o.stars,
      cloudBand: [90, 330],
      cloudSeed: 5,
    }),
    treeline,
    water,
    beach,
    scene,
  ].join("");
}
