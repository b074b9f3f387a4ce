/**
 * Beach and terrace furniture, drawn side-on at any scale, lit from the right.
 *
 *   umbrella(p, t, { x, y, scale, folded? })   pole foot at (x, y)
 *   lounger(p, { x, y, scale, flip? })          left foot at (x, y), 130 x scale long
 *   shadow(x, y, length, depth, opacity?)       a long soft shadow cast to the left
 */
import { f2, loop, mix } from "./exterior-tools.ts";
import type { Palette } from "./palette.ts";
import { n, swing } from "./svg.ts";

export interface PropPlacement {
  x: number;
  y: number;
  scale: number;
}

function canvas(p: Palette): { lit: string; shade: string; timber: string } {
  return {
    lit: mix(p.stone, "#ffffff", 0.5),
    shade: mix(mix(p.stone, p.sky[0], 0.4), "#000000", 0.12),
    timber: mix(mix(p.frame, p.sand[1], 0.3), "#000000", 0.25),
  };
}

export function shadow(
  x: number,
  y: number,
  length: number,
  depth: number,
  opacity = 0.12,
): string {
  return `<ellipse cx="${n(x - length * 0.45)}" cy="${n(y)}" rx="${n(length * 0.6)}" ry="${n(depth)}" fill="#000000" fill-opacity="${f2(opacity)}"/>`;
}

export function umbrella(p: Palette, t: number, o: PropPlacement & { folded?: boolean }): string {
  t = loop(t);
  const s = o.scale;
  const c = canvas(p);
  const top = o.y - 150 * s;
  const pole = `<rect x="${n(o.x - 2 * s)}" y="${n(top)}" width="${n(4 * s)}" height="${n(150 * s)}" fill="${c.timber}"/>`;
  if (o.folded) {
    // Furled canvas: a slim spindle tied at the waist, the pole's finial showing above.
    const fx = o.x;
    const fy = top - 4 * s;
    const spindle = (side: number) =>
      `M${n(fx)} ${n(fy)}C${n(fx + side * 8 * s)} ${n(fy + 26 * s)} ${n(fx + side * 6 * s)} ${n(fy + 64 * s)} ${n(fx + side * 1.5 * s)} ${n(fy + 84 * s)}L${n(fx)} ${n(fy + 84 * s)}Z`;
    return `${pole}<rect x="${n(fx - 1.5 * s)}" y="${n(fy - 12 * s)}" width="${n(3 * s)}" height="${n(14 * s)}" fill="${c.timber}"/><path d="${spindle(-1)}" fill="${c.shade}"/><path d="${spindle(1)}" fill="${mix(c.lit, c.shade, 0.3)}"/><rect x="${n(fx - 5 * s)}" y="${n(fy + 44 * s)}" width="${n(10 * s)}" height="${n(2.5 * s)}" fill="${c.timber}"/>`;
  }
  // The canopy lifts a touch in the breeze.
  const lift = 1.5 * s * swing(t, 1, o.x * 0.001);
  const w = 88 * s;
  const canopy = `<path d="M${n(o.x - w)} ${n(top + 22 * s + lift)}Q${n(o.x - w * 0.5)} ${n(top + 2 * s)} ${n(o.x)} ${n(top - 10 * s)}Q${n(o.x + w * 0.5)} ${n(top + 2 * s)} ${n(o.x + w)} ${n(top + 22 * s - lift)}Q${n(o.x)} ${n(top + 14 * s)} ${n(o.x - w)} ${n(top + 22 * s + lift)}Z" fill="${c.lit}"/>`;
  const under = `<path d="M${n(o.x - w)} ${n(top + 22 * s + lift)}Q${n(o.x)} ${n(top + 14 * s)} ${n(o.x + w)} ${n(top + 22 * s - lift)}Q${n(o.x)} ${n(top + 24 * s)} ${n(o.x - w)} ${n(top + 22 * s + lift)}Z" fill="${c.shade}"/>`;
  const fold = `<path d="M${n(o.x)} ${n(top - 10 * s)}Q${n(o.x - w * 0.35)} ${n(top + 6 * s)} ${n(o.x - w * 0.5)} ${n(top + 17 * s)}L${n(o.x - w)} ${n(top + 22 * s + lift)}Q${n(o.x - w * 0.5)} ${n(top + 2 * s)} ${n(o.x)} ${n(top - 10 * s)}Z" fill="${c.shade}" fill-opacity="0.45"/>`;
  return `${pole}${canopy}${fold}${under}`;
}

export function lounger(p: Palette, o: PropPlacement & { flip?: boolean }): string {
  const s = o.scale;
  const c = canvas(p);
  const f = o.flip ? -1 : 1;
  const X = (dx: number) => n(o.x + f * dx * s);
  const Y = (dy: number) => n(o.y - dy * s);
  const frame = `<path d="M${X(0)} ${Y(0)}L${X(4)} ${Y(14)}L${X(96)} ${Y(14)}L${X(100)} ${Y(0)}M${X(96)} ${Y(14)}L${X(128)} ${Y(48)}" fill="none" stroke="${c.timber}" stroke-width="${n(3.2 * s)}" stroke-linecap="round"/>`;
  const cushion = `<path d="M${X(2)} ${Y(14)}L${X(98)} ${Y(14)}L${X(126)} ${Y(46)}L${X(119)} ${Y(50)}L${X(92)} ${Y(22)}L${X(2)} ${Y(22)}Z" fill="${c.lit}"/><path d="M${X(2)} ${Y(14)}L${X(98)} ${Y(14)}L${X(100)} ${Y(17)}L${X(2)} ${Y(17)}Z" fill="${c.shade}"/>`;
  return shadow(o.x + f * 60 * s, o.y + 1, 120 * s, 5 * s, 0.1) + frame + cushion;
}
