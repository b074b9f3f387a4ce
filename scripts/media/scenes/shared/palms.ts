/**
 * Coconut palms, as layered silhouettes that sway gently with t.
 *
 *   palm(p, t, { x, y, height, lean?, bend?, fronds?, spread?, colour?, trunk?, rim?, seed?,
 *                phase?, sway? })   base of the trunk at (x, y)
 *
 * It returns SVG markup without ids, so it can be repeated freely (and mirrored for reflections).
 */
import { loop, mix, poly, seeded } from "./exterior-tools.ts";
import type { Palette } from "./palette.ts";
import { n, swing } from "./svg.ts";

export interface PalmOptions {
  x: number;
  y: number;
  /** Trunk height in scene units. */
  height: number;
  /** Horizontal offset of the crown from the base (+ is right). */
  lean?: number;
  /** Sideways bow of the trunk's middle. */
  bend?: number;
  fronds?: number;
  /** Frond length (default 0.42 x height). */
  spread?: number;
  colour?: string;
  trunk?: string;
  /** Colour of a thin lit edge on the trunk's right side (where the light comes from). */
  rim?: string;
  seed?: number;
  /** Phase of the sway, so neighbouring palms do not move in step. */
  phase?: number;
  /** Sway amplitude in degrees (default 1.4). */
  sway?: number;
}

type Point = readonly [number, number];

function frond(
  c: Point,
  angle: number,
  length: number,
  rand: () => number,
  samples: number,
): string {
  const ax = Math.cos(angle);
  const ay = Math.sin(angle);
  // Horizontal fronds arch and droop most; upright ones barely, hanging ones fall straight.
  const droop = length * (0.1 + 0.5 * Math.abs(ax)) * (ay > 0.3 ? 0.3 : 1);
  const p1: Point = [c[0] + ax * length * 0.5, c[1] + ay * length * 0.5 - droop * 0.25];
  const p2: Point = [c[0] + ax * length, c[1] + ay * length * 0.85 + droop];
  const width = length * (0.3 + rand() * 0.06);
  const rib: Point[] = [];
  const rib2: Point[] = [];
  const leaflets: string[] = [];
  for (let j = 0; j <= samples; j++) {
    const s = j / samples;
    const m = 1 - s;
    const px = m * m * c[0] + 2 * m * s * p1[0] + s * s * p2[0];
    const py = m * m * c[1] + 2 * m * s * p1[1] + s * s * p2[1];
    let tx = 2 * m * (p1[0] - c[0]) + 2 * s * (p2[0] - p1[0]);
    let ty = 2 * m * (p1[1] - c[1]) + 2 * s * (p2[1] - p1[1]);
    const tl = Math.hypot(tx, ty) || 1;
    tx /= tl;
    ty /= tl;
    const rw = length * 0.018 * (1 - s) + 0.4;
    rib.push([px - ty * rw, py + tx * rw]);
    rib2.push([px + ty * rw, py - tx * rw]);
    if (j === 0) continue;
    // Leaflets hang from the rib under gravity, longest a third of the way out.
    const reach = width * Math.sin(Math.PI * (0.12 + s * 0.86)) ** 0.8;
    for (const sign of [1, -1]) {
      let dx = -ty * sign + tx * 0.9;
      let dy = tx * sign + ty * 0.9 + 1.1;
      const dl = Math.hypot(dx, dy) || 1;
      dx /= dl;
      dy /= dl;
      // Leaflets on the upper side fold towards or away from the viewer, so they read shorter.
      const len = reach * (dy < 0.35 ? 0.5 : 1) * (0.8 + rand() * 0.4);
      const half = Math.max(0.9, length * 0.02 * (1.15 - s));
      leaflets.push(
        `M${n(px - tx * half)} ${n(py - ty * half)}L${n(px + dx * len)} ${n(py + dy * len)}L${n(px + tx * half)} ${n(py + ty * half)}Z`,
      );
    }
  }
  return poly([...rib, ...rib2.reverse()]) + leaflets.join("");
}

export function palm(p: Palette, t: number, o: PalmOptions): string {
  t = loop(t);
  const rand = seeded(o.seed ?? Math.round(o.x * 7 + o.y));
  const lean = o.lean ?? 0;
  // A leaning coconut palm bows out from its foot and turns upright towards the crown.
  const bend = o.bend ?? lean * 0.8;
  const crown: Point = [o.x + lean, o.y - o.height];
  const ctrl: Point = [o.x + lean * 0.15 + bend, o.y - o.height * 0.55];
  const base = Math.max(3, o.height * 0.045);
  const left: Point[] = [];
  const right: Point[] = [];
  for (let j = 0; j <= 10; j++) {
    const s = j / 10;
    const m = 1 - s;
    const px = m * m * o.x + 2 * m * s * ctrl[0] + s * s * crown[0];
    const py = m * m * o.y + 2 * m * s * ctrl[1] + s * s * crown[1];
    // Coconut trunks flare at the foot and narrow steadily to the crown.
    const w = (base * (0.62 + 0.38 * (1 - s) ** 2) + (s < 0.08 ? base * (0.08 - s) * 6 : 0)) / 2;
    left.push([px - w, py]);
    right.push([px + w, py]);
  }
  const colour = o.colour ?? mix(p.land, p.frame, 0.5);
  const trunkColour = o.trunk ?? colour;
  const sway = o.sway ?? 1.4;
  const phase = o.phase ?? rand();
  const count = o.fronds ?? 9;
  const spread = o.spread ?? o.height * 0.42;
  // Leaflet count follows the palm's size: distant palms need far fewer to read the same.
  const detail = Math.max(5, Math.min(18, Math.round(spread / 8)));
  const fronds: string[] = [];
  for (let i = 0; i < count; i++) {
    const k = (i + 0.5) / count;
    // Fronds crowd towards the sides; few stand upright, as on a mature coconut palm.
    const u = 2 * k - 1;
    const v = Math.sign(u) * Math.abs(u) ** 0.7;
    const angle = -Math.PI / 2 + v * Math.PI * 0.56 + (rand() - 0.5) * 0.24;
    const upright = Math.abs(Math.sin(angle)) ** 4;
    fronds.push(
      frond(crown, angle, spread * (0.8 + rand() * 0.3) * (1 - 0.3 * upright), rand, detail),
    );
  }
  // Two old fronds hang down under the crown, as on real coconut palms.
  for (const side of [-1, 1]) {
    const angle = Math.PI * (0.5 - side * (0.32 + rand() * 0.1));
    fronds.push(frond(crown, angle, spread * 0.6, rand, detail));
  }
  const rim = o.rim
    ? `<path d="M${right.map(([x, y]) => `${n(x - 0.8)} ${n(y)}`).join("L")}" fill="none" stroke="${o.rim}" stroke-width="${n(base * 0.22)}" stroke-opacity="0.55"/>`
    : "";
  const nuts = `<circle cx="${n(crown[0] - 3)}" cy="${n(crown[1] + 6)}" r="${n(base * 0.42)}"/><circle cx="${n(crown[0] + 4)}" cy="${n(crown[1] + 7)}" r="${n(base * 0.38)}"/>`;
  const rot = sway * swing(t, 1, phase);
  const flex = sway * 1.3 * swing(t, 1, phase + 0.12);
  return `<g transform="rotate(${n(rot)} ${n(o.x)} ${n(o.y)})"><path d="${poly([...left, ...right.reverse()])}" fill="${trunkColour}"/>${rim}<g fill="${colour}" transform="rotate(${n(flex)} ${n(crown[0])} ${n(crown[1])})"><path d="${fronds.join("")}"/>${nuts}</g></g>`;
}
