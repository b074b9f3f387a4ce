/**
 * A raised timber boardwalk winding away along the shore between mounds of sea grape and tall
 * palms, the turquoise sea and pale beach opening on the left. Afternoon sun from the upper right
 * lays palm shadows across the planks.
 */
import { mix, vGradient } from "../shared/exterior-tools.ts";
import { palettes } from "../shared/palette.ts";
import { palm, seaGrape } from "../shared/palms.ts";
import type { SceneDefinition } from "../shared/scene-definition.ts";
import { sea, sky } from "../shared/seascape.ts";
import { n } from "../shared/svg.ts";
import { camera } from "./camera.ts";
import { castShadow } from "./light.ts";

const ID = "coastal-trail";
const p = palettes.day;
const H = 470;
const cam = camera({ horizon: H, height: 1.7, focal: 1000 });
const SHORE = 46;
const HALF = 1.2;
const LIFT = 0.35;

/** The walk's centreline: a gentle S that carries the eye to the right and back to the centre. */
const centre = (z: number) => 0.6 + 2.6 * Math.sin((z - 3) / 14) - 0.02 * (z - 3);

function boardwalk(): string {
  const zs: number[] = [];
  for (let z = 2.5; z < 70; z *= 1.12) zs.push(z);
  const left = zs.map((z) => cam.at(centre(z) - HALF, z, LIFT));
  const right = zs.map((z) => cam.at(centre(z) + HALF, z, LIFT));
  const pts = (list: readonly (readonly [number, number])[]) =>
    list.map(([x, y]) => `${n(x)} ${n(y)}`).join("L");
  const deck = `<path d="M${pts(left)}L${pts([...right].reverse())}Z" fill="url(#${ID}-deck)"/>`;
  // The outer face of the deck shows on the left; it steps down to the sand along its length.
  const sideTop = zs.map((z) => cam.at(centre(z) - HALF, z, LIFT));
  const sideBot = zs.map((z) => cam.at(centre(z) - HALF + 0.05, z, 0));
  const side = `<path d="M${pts(sideTop)}L${pts([...sideBot].reverse())}Z" fill="${mix(p.frame, p.sea[2], 0.5)}"/>`;
  const seams: string[] = [];
  for (let z = 2.6; z < 40; z += 0.22 * z ** 0.6) {
    const [x1, y1] = cam.at(centre(z) - HALF, z, LIFT);
    const [x2, y2] = cam.at(centre(z) + HALF, z, LIFT);
    seams.push(`M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`);
  }
  // A darker edge board along the right makes the deck read as raised timber, not a painted strip.
  const edge = zs.filter((z) => z < 45).map((z) => cam.at(centre(z) + HALF, z, LIFT));
  return `${side}${deck}<path d="${seams.join("")}" stroke="${mix(p.frame, p.sea[2], 0.4)}" stroke-opacity="0.35" stroke-width="1.2"/><path d="M${pts(edge)}" fill="none" stroke="${mix(p.frame, p.sea[2], 0.5)}" stroke-width="3" stroke-opacity="0.6"/>`;
}

interface Tree {
  x: number;
  z: number;
  h: number;
  lean: number;
}

const PALMS: readonly Tree[] = [
  { x: 7, z: 40, h: 11, lean: -1 },
  { x: 10, z: 30, h: 13, lean: 1.2 },
  { x: -4, z: 34, h: 12, lean: -2 },
  { x: 6.5, z: 21, h: 11, lean: 1.6 },
];

/** Thickets of sea grape: ground position, width and height in metres. */
const THICKETS = [
  { x: 14, z: 50, w: 22, h: 2.6 },
  { x: -8, z: 40, w: 9, h: 1.6 },
  { x: 7.5, z: 27, w: 9, h: 2.4 },
  { x: -6, z: 21, w: 6, h: 1.5 },
  { x: 4.6, z: 11, w: 4, h: 1.7 },
  { x: -4.6, z: 6.5, w: 4.5, h: 1.4 },
  { x: -4.4, z: 3.4, w: 4, h: 0.9 },
  { x: 4.2, z: 4.6, w: 3, h: 1.5 },
];

function trees(t: number, list: readonly Tree[], colour: string, shadowOf = false): string {
  return list
    .map((q, i) => {
      const [x, y] = cam.at(q.x, q.z);
      const s = cam.scale(q.z);
      const tree = palm(p, t, {
        x,
        y,
        height: q.h * s,
        lean: q.lean * s,
        colour,
        trunk: shadowOf ? colour : mix(p.frame, p.sea[2], 0.4),
        fronds: shadowOf ? 6 : 9,
        seed: 500 + i,
        phase: i * 0.21,
        sway: 1.4,
      });
      if (!shadowOf) return tree;
      // Shadows reach left and a little towards the viewer, across the planks.
      return castShadow(tree, [x, y], cam.at(q.x - q.h * 1.1, q.z - q.h * 0.45), q.h * s);
    })
    .join("");
}

/**
 * A thicket built from rows of modest mounds, back to front: one huge mound would blow the
 * leaves up to cartoon size, while many small ones keep the leaf scale right at any distance.
 */
function thickets(t: number, from: number, to: number): string {
  return THICKETS.slice(from, to)
    .map((g, k) => {
      const [x, y] = cam.at(g.x, g.z);
      const s = cam.scale(g.z);
      const w = g.w * s;
      const h = g.h * s;
      const haze = Math.min(0.55, g.z / 90);
      const colour = mix(mix(p.garden[1], p.sea[2], 0.35), p.sky[2], haze);
      const light = mix(p.garden[0], p.sky[2], haze);
      const mound = Math.min(h * 0.75, 130);
      const rows = Math.max(1, Math.round(h / mound));
      const out: string[] = [
        `<ellipse cx="${n(x)}" cy="${n(y + 2)}" rx="${n(w * 0.55)}" ry="${n(Math.max(3, h * 0.08))}" fill="${p.sea[2]}" fill-opacity="0.12"/>`,
      ];
      for (let r = 0; r < rows; r++) {
        const rowY = y - (h - mound) * (1 - (r + 1) / rows) + 4;
        const count = Math.max(1, Math.round(w / (mound * 3.4)));
        for (let i = 0; i < count; i++) {
          const mw = (w / count) * 1.35;
          const mx = x - w / 2 + (i + 0.5 + (r % 2) * 0.3) * (w / count);
          out.push(
            seaGrape(p, t, {
              x: mx,
              y: rowY,
              width: mw,
              height: mound * (0.85 + ((i * 7 + r * 3) % 5) * 0.08),
              colour,
              light,
              seed: 600 + from * 40 + k * 13 + r * 5 + i,
              phase: (i + r) * 0.17,
            }),
          );
        }
      }
      return out.join("");
    })
    .join("");
}

export const coastalTrail: SceneDefinition = {
  name: "coastal-trail",
  description:
    "A raised timber boardwalk winding along the shore between mounds of sea grape and tall coconut palms, with a pale beach and turquoise sea opening to the left.",
  render(t) {
    const [, shoreY] = cam.at(0, SHORE);
    const defs = `<defs>${vGradient(`${ID}-deck`, [
      [0, mix(p.frame, p.sky[2], 0.3)],
      [1, mix(p.frame, p.sand[1], 0.2)],
    ])}${vGradient(`${ID}-sand`, [
      [0, p.sand[0]],
      [1, mix(p.sand[1], p.frame, 0.3)],
    ])}</defs>`;
    const far = mix(p.garden[1], p.sky[2], 0.55);
    // The back-of-beach scrub on the right rises into a low green wall behind the palms.
    const scrub = `<path d="M700 ${n(shoreY + 2)}Q900 ${n(shoreY - 20)} 1100 ${n(shoreY - 26)}T1600 ${n(shoreY - 40)}V${n(shoreY + 20)}H700Z" fill="${far}"/>`;
    const shade = mix(p.sea[2], "#000000", 0.3);
    return [
      defs,
      sky(p, t, {
        id: `${ID}-sky`,
        horizon: H,
        orb: { x: 1260, y: 150, r: 28, glow: 520 },
        clouds: 3,
        cloudSeed: 31,
        cloudBand: [90, 360],
      }),
      sea(p, t, {
        id: `${ID}-sea`,
        horizon: H,
        bottom: shoreY + 3,
        bands: 7,
        colours: [mix(p.sea[0], p.pool[0], 0.4), mix(p.pool[1], p.sea[1], 0.3), p.pool[0]],
      }),
      `<path d="M0 ${n(shoreY)}Q600 ${n(shoreY - 4)} 1600 ${n(shoreY - 2)}V1000H0Z" fill="url(#${ID}-sand)"/>`,
      `<path d="M0 ${n(shoreY + 1)}Q600 ${n(shoreY - 3)} 1600 ${n(shoreY - 1)}" stroke="${p.wave}" stroke-width="3" fill="none"/>`,
      scrub,
      trees(t, PALMS.slice(0, 3), mix(mix(p.garden[1], p.sea[2], 0.6), p.sky[2], 0.25)),
      thickets(t, 0, 2),
      trees(t, PALMS.slice(3), mix(mix(p.garden[1], p.sea[2], 0.6), p.sky[2], 0.15)),
      thickets(t, 2, 4),
      boardwalk(),
      // The shadow of a palm behind the viewer: its crown lands across the walk in the middle ground.
      `<g opacity="0.24">${castShadow(palm(p, t, { x: 1500, y: 1060, height: 620, lean: -40, colour: shade, fronds: 7, seed: 77, phase: 0.3 }), [1500, 1060], [560, 690], 620)}</g>`,
      thickets(t, 4, 8),
    ].join("");
  },
};
