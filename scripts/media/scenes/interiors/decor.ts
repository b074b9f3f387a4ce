/**
 * Finishing pieces: potted plants, vessels, lamps and the glows they throw. Kept sparse on
 * purpose: one or two per room, as a stylist would place them.
 */
import { f2 } from "../shared/exterior-tools.ts";
import { n, swing } from "../shared/svg.ts";
import { type Camera, face, project, scaleAt } from "./camera.ts";
import { cylinder } from "./solids.ts";

export interface PlantSpec {
  readonly x: number;
  readonly z: number;
  /** Height of the foliage crown above the floor. */
  readonly height: number;
  readonly potR: number;
  readonly potH: number;
  readonly pot: string;
  readonly potCap: string;
  readonly leaf: string;
  readonly leafLight: string;
  readonly phase?: number;
}

/**
 * A tall potted plant with long arching leaves (a strelitzia-like silhouette), drawn in screen
 * space from its projected base so it scales with depth. Leaves sway a degree or two.
 */
export function plant(cam: Camera, s: PlantSpec, t: number): string {
  const pot = cylinder(cam, {
    x: s.x,
    z: s.z,
    r: s.potR,
    rTop: s.potR * 1.08,
    y0: 0,
    y1: s.potH,
    fill: s.pot,
    cap: s.potCap,
  });
  const [bx, by] = project(cam, [s.x, s.potH, s.z]);
  const k = scaleAt(cam, [s.x, s.potH, s.z]);
  const h = (s.height - s.potH) * k;
  // [lean, reach, blade length] per leaf, back to front.
  const leaves = [
    [-0.1, 1.0, 0.42],
    [-0.5, 0.92, 0.4],
    [0.4, 0.95, 0.42],
    [-0.85, 0.72, 0.36],
    [0.9, 0.7, 0.36],
    [0.15, 0.86, 0.4],
    [-0.35, 0.7, 0.34],
    [0.6, 0.6, 0.33],
    [-1.0, 0.45, 0.3],
    [1.05, 0.42, 0.3],
    [0.0, 0.62, 0.32],
  ] as const;
  const parts = leaves.map(([lean, reach, size], i) => {
    const sway = swing(t, 1, (s.phase ?? 0) + i * 0.11) * 1.6;
    const tipX = bx + lean * h * 0.55;
    const tipY = by - reach * h;
    const stem = `M${n(bx + lean * 4)} ${n(by)}Q${n(bx + lean * h * 0.1)} ${n(by - reach * h * 0.5)} ${n(tipX)} ${n(tipY + size * h * 0.5)}`;
    const len = size * h;
    const ang = Math.atan2(-reach, lean) * (180 / Math.PI) + 90;
    const w = len * 0.22;
    const blade = `<path d="M0 0C${n(w)} ${n(-len * 0.2)} ${n(w)} ${n(-len * 0.7)} 0 ${n(-len)}C${n(-w)} ${n(-len * 0.7)} ${n(-w)} ${n(-len * 0.2)} 0 0Z" fill="${i % 2 ? s.leaf : s.leafLight}"/>`;
    const mid = `<line x1="0" y1="0" x2="0" y2="${n(-len)}" stroke="${s.leaf}" stroke-width="${n(Math.max(0.6, k * 0.006))}" stroke-opacity="0.5"/>`;
    return (
      `<g transform="rotate(${n(sway)} ${n(bx)} ${n(by)})"><path d="${stem}" fill="none" stroke="${s.leaf}" stroke-width="${n(Math.max(1, k * 0.012))}"/>` +
      `<g transform="translate(${n(tipX)} ${n(tipY + size * h * 0.5)}) rotate(${n(ang)})">${blade}${mid}</g></g>`
    );
  });
  return parts.join("") + pot;
}

/** A plain vessel (vase, bowl, pot) on a surface at height y. */
export function vessel(
  cam: Camera,
  x: number,
  y: number,
  z: number,
  r: number,
  h: number,
  fill: string,
  cap: string,
  rTop?: number,
): string {
  return cylinder(cam, { x, z, r, rTop, y0: y, y1: y + h, fill, cap });
}

/**
 * A soft glow: a radial gradient around a projected point, sized in metres. Cheaper than a blur
 * and it loops smoothly when `breathe` is fed a swing.
 */
export function glow(
  cam: Camera,
  id: string,
  x: number,
  y: number,
  z: number,
  radius: number,
  colour: string,
  opacity: number,
  squash = 1,
): string {
  const [cx, cy] = project(cam, [x, y, z]);
  const r = radius * scaleAt(cam, [x, y, z]);
  return (
    `<radialGradient id="${id}"><stop offset="0" stop-color="${colour}" stop-opacity="${f2(opacity)}"/>` +
    `<stop offset="0.4" stop-color="${colour}" stop-opacity="${f2(opacity * 0.4)}"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient>` +
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(r)}" ry="${n(r * squash)}" fill="url(#${id})"/>`
  );
}

export interface CurtainSpec {
  readonly x0: number;
  readonly x1: number;
  readonly y0: number;
  readonly y1: number;
  readonly z: number;
  readonly folds: number;
  readonly colour: string;
  readonly opacity: number;
  /** Phase offset so neighbouring curtains do not move in step. */
  readonly phase?: number;
  /** How far the hem swings, in metres. */
  readonly sway?: number;
}

/**
 * A sheer curtain as alternating light and lighter strips (the folds); the hem swings and
 * billows a little into the room while the heading stays put, as in a sea breeze.
 */
export function curtain(cam: Camera, c: CurtainSpec, t: number): string {
  const step = (c.x1 - c.x0) / c.folds;
  const sway = c.sway ?? 0.06;
  let out = "";
  for (let i = 0; i < c.folds; i++) {
    const a = c.x0 + i * step;
    const b = a + step;
    const s = swing(t, 1, (c.phase ?? 0) + i * 0.04) * sway;
    const billow = (0.5 + 0.5 * swing(t, 1, (c.phase ?? 0) + 0.2 + i * 0.06)) * sway * 0.8;
    const pts = [
      [a, c.y1, c.z],
      [b, c.y1, c.z],
      [b + s, c.y0, c.z - billow],
      [a + s, c.y0, c.z - billow],
    ] as const;
    out += face(cam, pts, `fill="${c.colour}" fill-opacity="${f2(c.opacity * (i % 2 ? 0.7 : 1))}"`);
  }
  return out;
}

export interface PendantSpec {
  readonly x: number;
  readonly y: number;
  readonly z: number;
  readonly r: number;
  readonly ceiling: number;
  readonly glass: string;
  readonly lamp: string;
  readonly cord: string;
  /** How brightly it glows (0-1): faint by day, full in the evening. */
  readonly on: number;
}

/** A blown-glass globe pendant on a fine cord, lit from inside. Each needs its own gradient id. */
export function pendant(cam: Camera, id: string, s: PendantSpec): string {
  const [cx, cy] = project(cam, [s.x, s.y, s.z]);
  const [, topY] = project(cam, [s.x, s.ceiling, s.z]);
  const r = s.r * scaleAt(cam, [s.x, s.y, s.z]);
  return (
    `<radialGradient id="${id}" cx="0.45" cy="0.55" r="0.6"><stop offset="0" stop-color="${s.lamp}"/><stop offset="0.35" stop-color="${s.lamp}" stop-opacity="${f2(0.55 + 0.45 * s.on)}"/><stop offset="1" stop-color="${s.glass}" stop-opacity="0.55"/></radialGradient>` +
    `<line x1="${n(cx)}" y1="${n(topY)}" x2="${n(cx)}" y2="${n(cy - r)}" stroke="${s.cord}" stroke-width="1.2"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#${id})"/>` +
    `<ellipse cx="${n(cx - r * 0.35)}" cy="${n(cy - r * 0.4)}" rx="${n(r * 0.22)}" ry="${n(r * 0.12)}" fill="#ffffff" fill-opacity="0.5" transform="rotate(-30 ${n(cx - r * 0.35)} ${n(cy - r * 0.4)})"/>`
  );
}

export interface LampSpec {
  readonly x: number;
  /** Height of the surface it stands on. */
  readonly y: number;
  readonly z: number;
  readonly base: string;
  readonly shade: string;
  readonly lamp: string;
  /** 0 (off) to 1 (full evening glow). */
  readonly on: number;
  readonly scale?: number;
}

/** A ceramic table lamp with a linen drum shade; when on, a halo and a pool of light below. */
export function tableLamp(cam: Camera, id: string, s: LampSpec): string {
  const k = s.scale ?? 1;
  const shadeY = s.y + 0.32 * k;
  const out = [
    cylinder(cam, {
      x: s.x,
      z: s.z,
      r: 0.09 * k,
      rTop: 0.05 * k,
      y0: s.y,
      y1: shadeY,
      fill: s.base,
    }),
    cylinder(cam, {
      x: s.x,
      z: s.z,
      r: 0.2 * k,
      rTop: 0.16 * k,
      y0: shadeY,
      y1: shadeY + 0.26 * k,
      fill: s.shade,
      cap: s.lamp,
    }),
  ];
  if (s.on > 0)
    out.unshift(glow(cam, id, s.x, shadeY + 0.1 * k, s.z, 1.1 * k, s.lamp, 0.55 * s.on));
  return out.join("");
}

/**
 * A potted olive tree: a twisting trunk and a loose crown of grey-green clouds in two tones,
 * so it reads differently from the broad-leaved plants elsewhere in the set.
 */
export function olive(cam: Camera, s: PlantSpec, t: number): string {
  const pot = cylinder(cam, {
    x: s.x,
    z: s.z,
    r: s.potR,
    rTop: s.potR * 1.08,
    y0: 0,
    y1: s.potH,
    fill: s.pot,
    cap: s.potCap,
  });
  const [bx, by] = project(cam, [s.x, s.potH, s.z]);
  const k = scaleAt(cam, [s.x, s.potH, s.z]);
  const h = (s.height - s.potH) * k;
  const sway = swing(t, 1, s.phase ?? 0) * 1.2;
  const trunk =
    `<path d="M${n(bx - 2)} ${n(by)}C${n(bx - h * 0.08)} ${n(by - h * 0.3)} ${n(bx + h * 0.1)} ${n(by - h * 0.45)} ${n(bx + h * 0.02)} ${n(by - h * 0.7)}` +
    `M${n(bx + 1)} ${n(by - h * 0.3)}C${n(bx + h * 0.12)} ${n(by - h * 0.4)} ${n(bx + h * 0.16)} ${n(by - h * 0.55)} ${n(bx + h * 0.2)} ${n(by - h * 0.66)}" fill="none" stroke="${s.pot}" stroke-width="${n(Math.max(2, h * 0.025))}" stroke-linecap="round"/>`;
  // Small flat leaf clusters scattered over a loose dome, in three tones: the olive's
  // silvery, broken crown rather than one cartoon cloud.
  let crown = "";
  for (let i = 0; i < 34; i++) {
    const a = i * 2.399;
    const r = Math.sqrt((i + 0.5) / 34);
    const dx = Math.cos(a) * r * 0.38;
    const dy = 0.8 + Math.sin(a) * r * 0.2 + (1 - r) * 0.06;
    const tone = [s.leaf, s.leafLight, s.potCap][i % 3] ?? s.leaf;
    crown += `<ellipse cx="${n(bx + dx * h)}" cy="${n(by - dy * h)}" rx="${n(0.068 * h)}" ry="${n(0.034 * h)}" fill="${tone}" fill-opacity="0.85" transform="rotate(${n(((i * 37) % 50) - 25)} ${n(bx + dx * h)} ${n(by - dy * h)})"/>`;
  }
  return `<g transform="rotate(${n(sway)} ${n(bx)} ${n(by)})">${trunk}${crown}</g>${pot}`;
}
