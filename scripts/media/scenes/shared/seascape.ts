/**
 * Sky and sea for every seaward view (exteriors, and the views through interior windows).
 *
 *   sky(p, t, { id, horizon?, top?, x?, width?, orb?, clouds?, cloudSeed?, cloudBand?, stars? })
 *   sea(p, t, { id, horizon?, bottom?, x?, width?, orbX?, glitter?, bands?, seed?, colours?,
 *               reflection? })
 *   seascape(p, t, options) draws both with one set of options.
 *
 * Each returns SVG markup (defs included) for the region x..x+width; ids are prefixed by `id`.
 * Motion is periodic in t: clouds sway slowly with depth-scaled amplitude (a true wrap-around
 * drift would have to cross the frame once per short loop), ripples drift by one dash period.
 */
import { f2, glowGradient, loop, mix, seeded, vGradient } from "./exterior-tools.ts";
import type { Palette } from "./palette.ts";
import { SCENE_HEIGHT, SCENE_WIDTH } from "./scene-definition.ts";
import { drift, n, swing } from "./svg.ts";

/** The eye-level horizon shared by the seaward views, so the series lines up. */
export const HORIZON = 560;

/** The sun or moon: centre, radius, and the radius of its glow in the sky. */
export interface Orb {
  x: number;
  y: number;
  r?: number;
  glow?: number;
}

export interface SkyOptions {
  /** Prefix for gradient and clip ids: unique per scene and per use. */
  id: string;
  horizon?: number;
  top?: number;
  x?: number;
  width?: number;
  orb?: Orb;
  /** Number of cloud banks (default 3). */
  clouds?: number;
  cloudSeed?: number;
  /** Vertical band the clouds sit in (default from a fifth of the sky to just above the horizon). */
  cloudBand?: readonly [number, number];
  /** Number of stars (night). */
  stars?: number;
}

export interface SeaOptions {
  id: string;
  horizon?: number;
  bottom?: number;
  x?: number;
  width?: number;
  /** x of the sun or moon: draws its glitter path on the water. */
  orbX?: number;
  /** Strength of the glitter path, 0 to 1 (default 1). */
  glitter?: number;
  /** Number of ripple lines (default 16). */
  bands?: number;
  seed?: number;
  /** Override the three sea colours (horizon, middle, near), e.g. for turquoise shallows. */
  colours?: readonly [string, string, string];
  /** Markup laid on the water under the ripples, e.g. mirrored buildings. */
  reflection?: string;
}

function cloudBank(x: number, y: number, w: number, fill: string, rand: () => number): string {
  // Long wind-drawn lenses, staggered: a travel-poster sky rather than cartoon puffs.
  const parts: string[] = [];
  const count = 3 + Math.floor(rand() * 3);
  for (let i = 0; i < count; i++) {
    const cx = x + (rand() - 0.5) * w * 0.6;
    const half = w * (0.2 + rand() * 0.32);
    const h = 3 + rand() * 6;
    const cy = y + i * 9 - rand() * 5;
    parts.push(
      `M${n(cx - half)} ${n(cy)}Q${n(cx - half * 0.2)} ${n(cy - h * 2)} ${n(cx + half)} ${n(cy)}Q${n(cx)} ${n(cy + h * 0.7)} ${n(cx - half)} ${n(cy)}Z`,
    );
  }
  return `<path d="${parts.join("")}" fill="${fill}"/>`;
}

export function sky(p: Palette, t: number, o: SkyOptions): string {
  t = loop(t);
  const horizon = o.horizon ?? HORIZON;
  const top = o.top ?? 0;
  const x0 = o.x ?? 0;
  const width = o.width ?? SCENE_WIDTH;
  const id = o.id;
  const defs: string[] = [
    vGradient(`${id}-sky`, [
      [0, p.sky[0]],
      [0.62, p.sky[1]],
      [1, p.sky[2]],
    ]),
    `<clipPath id="${id}-clip"><rect x="${x0}" y="${top}" width="${width}" height="${horizon - top}"/></clipPath>`,
  ];
  const body: string[] = [
    `<rect x="${x0}" y="${top}" width="${width}" height="${horizon - top}" fill="url(#${id}-sky)"/>`,
  ];
  // Haze along the horizon: distance washes towards the lightest sky colour.
  defs.push(
    vGradient(`${id}-haze`, [
      [0, p.sky[2], 0],
      [1, p.sky[2], 0.85],
    ]),
  );
  body.push(
    `<rect x="${x0}" y="${horizon - 90}" width="${width}" height="90" fill="url(#${id}-haze)"/>`,
  );
  if (o.stars) {
    const rand = seeded(o.cloudSeed ?? 7);
    const stars: string[] = [];
    for (let i = 0; i < o.stars; i++) {
      const sx = x0 + rand() * width;
      const sy = top + rand() ** 1.6 * (horizon - top) * 0.75;
      const twinkle = 0.55 + 0.35 * swing(t, 2 + (i % 3), rand());
      stars.push(
        `<circle cx="${n(sx)}" cy="${n(sy)}" r="${n(0.8 + rand() * 1.1)}" fill-opacity="${f2(twinkle * (1 - sy / horizon) + 0.1)}"/>`,
      );
    }
    body.push(`<g fill="${p.orb}">${stars.join("")}</g>`);
  }
  if (o.orb) {
    const { x, y } = o.orb;
    const r = o.orb.r ?? 34;
    const glow = o.orb.glow ?? 520;
    // A low sun spreads its glow along the horizon; a high sun or moon keeps a rounder, fainter halo.
    const low = y > horizon - 160;
    const breathe = 1 + 0.015 * swing(t);
    defs.push(glowGradient(`${id}-glow`, p.glow, low ? 0.75 : 0.3, 0.25));
    defs.push(glowGradient(`${id}-halo`, p.orb, 0.7, 0.3));
    body.push(
      `<ellipse cx="${n(x)}" cy="${n(Math.min(y, horizon - 40))}" rx="${n(glow * (low ? 1.5 : 1) * breathe)}" ry="${n(glow * (low ? 0.62 : 0.9) * breathe)}" fill="url(#${id}-glow)"/>`,
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 3.2)}" fill="url(#${id}-halo)"/>`,
      `<circle cx="${n(x)}" cy="${n(y)}" r="${r}" fill="${p.orb}"/>`,
    );
  }
  const count = o.clouds ?? 3;
  if (count > 0) {
    const rand = seeded(o.cloudSeed ?? 11);
    const [bandTop, bandBottom] = o.cloudBand ?? [top + (horizon - top) * 0.18, horizon - 50];
    const banks: string[] = [];
    // Clouds are lit from below by the low sun, and fade into the sky at their tops.
    defs.push(
      vGradient(`${id}-cloud`, [
        [0, mix(p.cloud, p.sky[1], 0.5), 0.5],
        [0.7, p.cloud],
        [1, mix(p.cloud, p.glow, 0.5)],
      ]),
    );
    for (let i = 0; i < count; i++) {
      const y = bandTop + (bandBottom - bandTop) * ((i + rand() * 0.8) / count);
      const depth = 1 - (y - top) / (horizon - top);
      const w = 180 + depth * 420 + rand() * 160;
      const cx = x0 + width * ((i * 0.37 + rand() * 0.3 + 0.1) % 1);
      const dx = (6 + depth * 22) * swing(t, 1, 0.1);
      const alpha = 0.4 + depth * 0.45;
      banks.push(
        `<g transform="translate(${n(dx)} 0)" fill-opacity="${f2(alpha)}">${cloudBank(cx, y, w, `url(#${id}-cloud)`, rand)}</g>`,
      );
    }
    body.push(...banks);
  }
  return `<defs>${defs.join("")}</defs><g clip-path="url(#${id}-clip)">${body.join("")}</g>`;
}

export function sea(p: Palette, t: number, o: SeaOptions): string {
  t = loop(t);
  const horizon = o.horizon ?? HORIZON;
  const bottom = o.bottom ?? SCENE_HEIGHT;
  const x0 = o.x ?? 0;
  const width = o.width ?? SCENE_WIDTH;
  const id = o.id;
  const c = o.colours ?? p.sea;
  const depth = bottom - horizon;
  const rand = seeded(o.seed ?? 3);
  const defs: string[] = [
    vGradient(`${id}-sea`, [
      [0, c[0]],
      [0.3, c[1]],
      [1, c[2]],
    ]),
    `<clipPath id="${id}-clip"><rect x="${x0}" y="${horizon}" width="${width}" height="${depth}"/></clipPath>`,
  ];
  const body: string[] = [
    `<rect x="${x0}" y="${horizon}" width="${width}" height="${depth}" fill="url(#${id}-sea)"/>`,
    `<rect x="${x0}" y="${horizon}" width="${width}" height="1.5" fill="${p.sky[2]}" fill-opacity="0.6"/>`,
  ];
  if (o.orbX !== undefined) {
    const glitter = o.glitter ?? 1;
    defs.push(glowGradient(`${id}-path`, p.reflection, 0.55 * glitter, 0.3));
    body.push(
      `<ellipse cx="${n(o.orbX)}" cy="${horizon}" rx="${n(width * 0.2)}" ry="${n(depth * 0.55)}" fill="url(#${id}-path)"/>`,
    );
  }
  if (o.reflection) body.push(o.reflection);
  // Ripples: dashed lines whose dash pattern drifts by exactly one period per loop.
  const bands = o.bands ?? 16;
  const lines: string[] = [];
  for (let i = 0; i < bands; i++) {
    const u = (i + 0.5) / bands;
    const y = horizon + depth * u ** 1.7;
    const dash = 14 + u * 150 * (0.6 + rand() * 0.8);
    const gap = dash * (1.6 + rand() * 2.4);
    const period = dash * 2 + gap * 2.3;
    const offset = drift(t, period, rand() * period, period);
    const x1 = x0 + rand() * width * 0.3;
    const x2 = x0 + width * (0.7 + rand() * 0.3);
    lines.push(
      `<line x1="${n(x1)}" y1="${n(y)}" x2="${n(x2)}" y2="${n(y)}" stroke-width="${n(0.8 + u * 2.6)}" stroke-dasharray="${n(dash)} ${n(gap)} ${n(dash * 0.5)} ${n(gap * 1.3)}" stroke-dashoffset="${n(offset)}" stroke-opacity="${f2(0.1 + u * 0.14)}"/>`,
    );
  }
  body.push(`<g stroke="${p.wave}" stroke-linecap="round">${lines.join("")}</g>`);
  if (o.orbX !== undefined) {
    const glitter = o.glitter ?? 1;
    const rows = 22;
    const sparks: string[] = [];
    for (let i = 0; i < rows; i++) {
      const u = (i + 0.3) / rows;
      const y = horizon + 3 + depth * 0.85 * u ** 1.5;
      const half = 18 + u * width * 0.09 * (0.6 + rand() * 0.8);
      const dash = 6 + u * 40;
      const period = dash * 3.2;
      const offset = drift(t, period * (i % 2 ? 1 : -1), rand() * period, period);
      const shimmer = 0.75 + 0.25 * swing(t, 2, rand());
      const cx = o.orbX + (rand() - 0.5) * 20 * u;
      sparks.push(
        `<line x1="${n(cx - half)}" y1="${n(y)}" x2="${n(cx + half)}" y2="${n(y)}" stroke-width="${n(1 + u * 3)}" stroke-dasharray="${n(dash)} ${n(period - dash)}" stroke-dashoffset="${n(offset)}" stroke-opacity="${f2(glitter * shimmer * (0.85 - u * 0.55))}"/>`,
      );
    }
    body.push(`<g stroke="${p.reflection}" stroke-linecap="round">${sparks.join("")}</g>`);
  }
  return `<defs>${defs.join("")}</defs><g clip-path="url(#${id}-clip)">${body.join("")}</g>`;
}

/** Sky and sea together, sharing one set of options (the orb's x places the glitter path). */
export function seascape(p: Palette, t: number, o: SkyOptions & Omit<SeaOptions, "id">): string {
  t = loop(t);
  return (
    sky(p, t, { ...o, id: `${o.id}-sky` }) +
    sea(p, t, { ...o, id: `${o.id}-sea`, orbX: o.orbX ?? o.orb?.x })
  );
}
