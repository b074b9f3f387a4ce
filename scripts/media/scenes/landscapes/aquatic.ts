/**
 * A paddleboard and a kayak drifting on glass-clear water, seen from a little above: pale sand
 * shelving into a reef, the boards' shadows sharp on the seabed, caustic light sliding across it.
 * The sun is high on the upper left, so the shadows fall down and to the right.
 */
import { f2, mix, seeded } from "../shared/exterior-tools.ts";
import { palettes } from "../shared/palette.ts";
import type { SceneDefinition } from "../shared/scene-definition.ts";
import { drift, n, swing } from "../shared/svg.ts";
import { craft, KAYAK, kayak, paddleboard, SUP } from "./aquatic-craft.ts";

const ID = "aquatic";
const p = palettes.day;
const deep = mix(p.sea[2], p.sea[1], 0.2);
const shallow = mix(p.pool[0], p.sand[0], 0.35);

function gradient(
  id: string,
  stops: readonly (readonly [number, string, number?])[],
  x1: number,
  y1: number,
  x2: number,
  y2: number,
): string {
  const s = stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`,
    )
    .join("");
  return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

/** A smooth organic blob: a closed curve through points at seeded radii around a centre. */
function blob(cx: number, cy: number, r: number, rand: () => number, squash = 0.7): string {
  const k = 7;
  const pts: [number, number][] = [];
  for (let i = 0; i < k; i++) {
    const a = (i / k) * Math.PI * 2;
    const rr = r * (0.7 + rand() * 0.5);
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr * squash]);
  }
  // Midpoint quadratic smoothing gives rounded coral heads without hard corners.
  const mid = (a: [number, number], b: [number, number]) => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const last = pts[k - 1] as [number, number];
  const first = pts[0] as [number, number];
  const start = mid(last, first);
  let d = `M${n(start[0] ?? 0)} ${n(start[1] ?? 0)}`;
  for (let i = 0; i < k; i++) {
    const a = pts[i] as [number, number];
    const b = pts[(i + 1) % k] as [number, number];
    const m = mid(a, b);
    d += `Q${n(a[0])} ${n(a[1])} ${n(m[0] ?? 0)} ${n(m[1] ?? 0)}`;
  }
  return `${d}Z`;
}

/** The seabed: sand ripples in the shallows and reef heads thickening towards the deep corner. */
function seabed(): string {
  const rand = seeded(404);
  const ridges: string[] = [];
  for (let i = 0; i < 12; i++) {
    const y = 40 + i * 52;
    const x0 = -60 + rand() * 80;
    ridges.push(
      `M${n(x0)} ${n(y)}Q${n(x0 + 130)} ${n(y - 30)} ${n(x0 + 300)} ${n(y - 4)}T${n(x0 + 640)} ${n(y - 10 - rand() * 20)}T${n(x0 + 980)} ${n(y - 16)}T${n(x0 + 1320)} ${n(y - 40)}T${n(x0 + 1660)} ${n(y - 50 - i * 4)}`,
    );
  }
  const heads: string[] = [];
  const tops: string[] = [];
  for (let c = 0; c < 11; c++) {
    // Coral grows in clusters along a diagonal band, larger and denser towards the deep corner.
    const u = (c + rand() * 0.6) / 11;
    const gx = 40 + u * 1600;
    const gy = 1010 - u * 560 + (rand() - 0.4) * 160;
    const size = 0.6 + u * 0.8;
    for (let i = 0; i < 6; i++) {
      const cx = gx + (rand() - 0.5) * 150 * size;
      const cy = gy + (rand() - 0.5) * 90 * size;
      const r = (14 + rand() * 38) * size;
      heads.push(blob(cx, cy, r, rand));
      if (rand() < 0.6) tops.push(blob(cx - r * 0.2, cy - r * 0.2, r * 0.5, rand));
    }
  }
  const reef = mix(p.sea[2], p.garden[1], 0.3);
  // The reef flat: a broad darker band the heads grow out of, so they read as reef, not pebbles.
  // Stacked offset copies at low opacity give the band a soft edge without a blur filter.
  const bed = [0, 1, 2, 3, 4]
    .map(
      (k) =>
        `<path d="M-40 1040C200 ${880 + k * 24} 520 ${900 + k * 20} 760 ${830 + k * 22}S1160 ${540 + k * 26} 1640 ${400 + k * 30}V1040Z"/>`,
    )
    .join("");
  const beds = `<g fill="${p.sea[2]}" fill-opacity="0.08">${bed}</g>`;
  return `${beds}<path d="${ridges.join("")}" fill="none" stroke="${p.wave}" stroke-width="7" stroke-opacity="0.08" stroke-linecap="round"/><path d="${heads.join("")}" fill="${reef}" fill-opacity="0.26"/><path d="${tops.join("")}" fill="${mix(p.garden[0], p.pool[1], 0.5)}" fill-opacity="0.18"/>`;
}

/** Caustics: a tile of bright wandering lines, slid by exactly one tile per loop. */
function caustics(t: number): string {
  const w = 220;
  const h = 150;
  const tile =
    "M0 40Q40 20 80 46T160 30T220 44M0 110Q50 90 100 118T220 104M60 0Q44 40 70 76T52 150M150 0Q170 34 146 74T168 150M100 118Q120 96 146 74M80 46Q76 62 70 76";
  // Tiles written out rather than an SVG pattern: librsvg renders a full-frame pattern slowly.
  const tiles: string[] = [];
  for (let i = -2; i < 8; i++) {
    for (let j = -3; j < 7; j++) {
      tiles.push(
        tile.replace(/(-?\d+) (-?\d+)/g, (_, x, y) => `${Number(x) + i * w} ${Number(y) + j * h}`),
      );
    }
  }
  const tx = drift(t, w, 0, w);
  const ty = drift(t, h, 0, h);
  return `<g transform="rotate(-12) scale(1.5)" opacity="${f2(0.06 + 0.015 * swing(t, 2))}"><path transform="translate(${n(tx - w)} ${n(ty - h)})" d="${tiles.join("")}" fill="none" stroke="${p.glow}" stroke-width="2.2" stroke-linecap="round"/></g>`;
}

export const aquatic: SceneDefinition = {
  name: "aquatic",
  description:
    "A white paddleboard and a sand-coloured kayak floating on clear turquoise water over pale sand and coral heads, their shadows falling on the seabed below.",
  render(t) {
    const water = `<defs>${gradient(
      `${ID}-water`,
      [
        [0, shallow],
        [0.38, p.pool[0]],
        [0.65, p.pool[1]],
        [1, deep],
      ],
      200,
      -100,
      1400,
      1100,
    )}${gradient(
      `${ID}-sheen`,
      [
        [0, p.glow, 0.4],
        [0.4, p.glow, 0],
        [1, p.glow, 0],
      ],
      0,
      0,
      800,
      700,
    )}</defs><rect width="1600" height="1000" fill="url(#${ID}-water)"/>`;
    const sup = craft(p, t, 770, 360, -16, SUP, paddleboard(p), 0);
    const kay = craft(p, t, 850, 640, -10, KAYAK, kayak(p), 0.4);
    // Surface glints: short bright dashes that rock with the swell and twinkle.
    const rand = seeded(77);
    const glints: string[] = [];
    for (let i = 0; i < 26; i++) {
      const y = rand() * 1000;
      const x = rand() * 1600 + 16 * swing(t, 1, rand());
      glints.push(
        `<path d="M${n(x)} ${n(y)}h${n(8 + rand() * 22)}" stroke-opacity="${f2(0.25 + 0.35 * Math.max(0, swing(t, 3, rand())))}"/>`,
      );
    }
    return [
      water,
      seabed(),
      caustics(t),
      sup.shadow,
      kay.shadow,
      `<rect width="1600" height="1000" fill="url(#${ID}-sheen)"/>`,
      sup.hull,
      kay.hull,
      `<g stroke="#ffffff" stroke-width="2.5" stroke-linecap="round">${glints.join("")}</g>`,
    ].join("");
  },
};
