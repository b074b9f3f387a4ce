/**
 * Where sea meets sand, at eye level: the swash that slides up the beach and back, its lacy foam
 * edge, the darker wet band it leaves, then the dry sand.
 *
 *   shore(p, t, { id, y, bottom?, x?, width?, reach?, tilt? })
 *
 * `y` is the waterline at rest; the swash reaches `reach` units further down (default 26); `tilt`
 * slopes the waterline across the frame (units of y per 1600 of x) for views along the beach.
 */
import { f2, loop, mix, vGradient } from "./exterior-tools.ts";
import type { Palette } from "./palette.ts";
import { SCENE_HEIGHT, SCENE_WIDTH } from "./scene-definition.ts";
import { n, swing } from "./svg.ts";

export interface ShoreOptions {
  id: string;
  y: number;
  bottom?: number;
  x?: number;
  width?: number;
  reach?: number;
  tilt?: number;
}

function edge(x0: number, width: number, y: (x: number) => number, wobble: number, seed: number) {
  const points: string[] = [];
  const steps = 16;
  for (let i = 0; i <= steps; i++) {
    const x = x0 + (width * i) / steps;
    const dy = wobble * (Math.sin(i * 1.7 + seed) * 0.6 + Math.sin(i * 0.63 + seed * 2) * 0.4);
    points.push(`${n(x)} ${n(y(x) + dy)}`);
  }
  return points;
}

export function shore(p: Palette, t: number, o: ShoreOptions): string {
  t = loop(t);
  const x0 = o.x ?? 0;
  const width = o.width ?? SCENE_WIDTH;
  const bottom = o.bottom ?? SCENE_HEIGHT;
  const reach = o.reach ?? 26;
  const tilt = o.tilt ?? 0;
  const line = (x: number) => o.y + (tilt * (x - x0)) / SCENE_WIDTH;
  // The swash runs up and slides back once per loop; its foam trails a little behind.
  const wash = 0.5 + 0.5 * swing(t, 1, 0);
  const swash = (x: number) => line(x) + reach * (0.35 + 0.65 * wash);
  const wet = (x: number) => line(x) + reach * 1.25;
  const defs = `<defs>${vGradient(`${o.id}-sand`, [
    [0, p.sand[1]],
    [0.2, p.sand[0]],
    [0.6, p.sand[0]],
    [1, mix(p.sand[0], p.sand[1], 0.8)],
  ])}</defs>`;
  const bot = `L${n(x0 + width)} ${bottom}L${x0} ${bottom}Z`;
  const sand = `<path d="M${edge(x0, width, line, 0, 0).join("L")}${bot}" fill="url(#${o.id}-sand)"/>`;
  const wetBand = `<path d="M${edge(x0, width, wet, reach * 0.12, 1).join("L")}L${n(x0 + width)} ${n(line(x0 + width))}L${x0} ${n(line(x0))}Z" fill="${p.sand[1]}"/><path d="M${edge(x0, width, wet, reach * 0.12, 1).join("L")}L${n(x0 + width)} ${n(line(x0 + width))}L${x0} ${n(line(x0))}Z" fill="${p.sea[1]}" fill-opacity="0.12"/>`;
  const sheetEdge = edge(x0, width, swash, reach * 0.18, 2);
  const sheet = `<path d="M${sheetEdge.join("L")}L${n(x0 + width)} ${n(line(x0 + width) - 2)}L${x0} ${n(line(x0) - 2)}Z" fill="${p.sea[0]}" fill-opacity="${f2(0.55)}"/>`;
  // Foam is a ragged ribbon, thicker where the wave piled up, rather than one ruled line.
  const under = edge(x0, width, (x) => swash(x) + reach * 0.1, reach * 0.22, 5).reverse();
  const foam = `<path d="M${sheetEdge.join("L")}L${under.join("L")}Z" fill="${p.wave}" fill-opacity="${f2(0.5 + 0.3 * (1 - wash))}"/>`;
  // A second, fainter line of foam marks the last wave's reach, left behind on the wet sand.
  const mark = `<polyline points="${edge(x0, width, (x) => line(x) + reach * 1.05, reach * 0.15, 3).join(" ")}" fill="none" stroke="${p.wave}" stroke-width="1.2" stroke-opacity="${f2(0.25 * wash)}"/>`;
  return `${defs}${sand}${wetBand}${mark}${sheet}${foam}`;
}
