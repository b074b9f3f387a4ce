/**
 * The layers of the aerial view, back to front on the ground and then upwards: the coast (sea,
 * reef, shallows, beach, island), the pools and gardens, and the two buildings with their shadows.
 */
import { type AerialCamera, block } from "../shared/exterior-aerial.ts";
import { f2, mix, poly, vGradient } from "../shared/exterior-tools.ts";
import type { Palette } from "../shared/palette.ts";
import { drift, n, swing } from "../shared/svg.ts";

type Point = readonly [number, number];

const XS = Array.from({ length: 33 }, (_, i) => -800 + i * 50);
// The beach bows gently seawards in the middle; the reef runs offshore roughly parallel to it.
const shoreZ = (x: number) => 560 + 0.0008 * x * x - 0.03 * x;
const reefZ = (x: number) => 508 + 0.0005 * x * x + 0.02 * x;
const edgeZ = (x: number) => shoreZ(x) + 24;

function strip(cam: AerialCamera, near: (x: number) => number, far: (x: number) => number): string {
  const a = XS.map((x) => cam.at(x, near(x)));
  const b = [...XS].reverse().map((x) => cam.at(x, far(x)));
  return poly([...a, ...b]);
}

export function beachFront(cam: AerialCamera, p: Palette, t: number, id: string): string {
  const line = (z: (x: number) => number) =>
    XS.map((x) => cam.at(x, z(x)).map(n).join(" ")).join(" ");
  const wash = swing(t);
  const defs = `<defs>${vGradient(`${id}-deep`, [
    [0, p.sea[1]],
    [1, p.sea[2]],
  ])}${vGradient(`${id}-shallow`, [
    [0, p.pool[0]],
    [1, mix(p.pool[1], p.sea[1], 0.3)],
  ])}${vGradient(`${id}-island`, [
    [0, mix(p.garden[0], p.sky[2], 0.5)],
    [0.7, p.garden[1]],
    [1, mix(p.garden[1], p.land, 0.2)],
  ])}</defs>`;
  const near = XS.map((x) => cam.at(x, edgeZ(x)));
  const island = `<path d="${poly([cam.at(-9000, edgeZ(-800) + 400), ...near, cam.at(9000, edgeZ(800) + 400), cam.at(9000, 20000), cam.at(-9000, 20000)])}" fill="url(#${id}-island)"/>`;
  // North Sound: the island's great inland lagoon, pale in the haze beyond the resort.
  const sound = `<path d="${cam.path([
    [-1600, 2000],
    [-700, 1700],
    [0, 1600],
    [600, 1750],
    [1500, 2100],
    [2400, 3400],
    [-2600, 3400],
  ])}" fill="${mix(p.pool[0], p.sky[2], 0.35)}"/>`;
  const mangrove = `<path d="${cam.path([
    [-1600, 1940],
    [-700, 1640],
    [0, 1540],
    [600, 1690],
    [1500, 2040],
    [1500, 2100],
    [600, 1750],
    [0, 1600],
    [-700, 1700],
    [-1600, 2000],
  ])}" fill="${mix(p.garden[1], p.land, 0.5)}"/>`;
  // Coral heads and sand bars show through the clear shallows.
  const heads = [
    [-200, 530, 16, 4],
    [-90, 524, 10, 3],
    [40, 527, 14, 3],
    [170, 534, 18, 4],
    [-40, 540, 12, 2],
    [110, 543, 10, 2],
  ]
    .map(([x = 0, z = 0, rx = 0, rz = 0]) => {
      const [cx, cy] = cam.at(x, z);
      const k = cam.scale(z);
      return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx * k)}" ry="${n(rz * k * 0.5)}"/>`;
    })
    .join("");
  const reefs = `<g fill="${p.sea[1]}" fill-opacity="0.35">${heads}</g><path d="${strip(
    cam,
    (x) => shoreZ(x) - 14,
    (x) => shoreZ(x) - 4,
  )}" fill="${p.sand[0]}" fill-opacity="0.25"/>`;
  const shallows = `<path d="${strip(cam, reefZ, shoreZ)}" fill="url(#${id}-shallow)"/>`;
  // Surf breaks along the reef: broken white lines whose pattern rolls along once per loop.
  const surf = `<polyline points="${line(reefZ)}" fill="none" stroke="${p.wave}" stroke-width="14" stroke-opacity="0.18"/><polyline points="${line(reefZ)}" fill="none" stroke="${p.wave}" stroke-width="3.5" stroke-dasharray="90 14 40 26 140 20" stroke-dashoffset="${n(drift(t, 330, 0, 330))}" stroke-opacity="0.7" stroke-linecap="round"/><polyline points="${line((x) => reefZ(x) + 5)}" fill="none" stroke="${p.wave}" stroke-width="2" stroke-dasharray="50 70 20 60" stroke-dashoffset="${n(drift(t, -200, 20, 200))}" stroke-opacity="0.35"/>`;
  const sand = `<path d="${strip(cam, (x) => shoreZ(x) - 1.2 * (1 + wash) * 0.5, edgeZ)}" fill="${p.sand[0]}"/>`;
  const foam = `<polyline points="${line((x) => shoreZ(x) - 1.5 - wash)}" fill="none" stroke="${p.wave}" stroke-width="3" stroke-opacity="${f2(0.6 + 0.2 * wash)}"/>`;
  const wet = `<polyline points="${line((x) => shoreZ(x) + 1.5)}" fill="none" stroke="${p.sand[1]}" stroke-width="4"/>`;
  const ripples = [0.2, 0.45, 0.7].map((u, i) => {
    const y = 1000 - (1000 - cam.at(0, reefZ(0))[1]) * u;
    return `<line x1="0" y1="${n(y)}" x2="1600" y2="${n(y)}" stroke="${p.wave}" stroke-width="1.5" stroke-dasharray="120 180 60 240" stroke-dashoffset="${n(drift(t, 600, i * 77, 600))}" stroke-opacity="0.12"/>`;
  });
  return `${defs}<rect width="1600" height="1000" fill="url(#${id}-deep)"/>${ripples.join("")}${island}${mangrove}${sound}${shallows}${reefs}${surf}${sand}${wet}${foam}`;
}

export function lagoon(cam: AerialCamera, p: Palette, t: number, id: string): string {
  const ring = (cx: number, cz: number, rx: number, rz: number, wobble: number): Point[] =>
    Array.from({ length: 24 }, (_, i) => {
      const a = (i / 24) * Math.PI * 2;
      const k = 1 + wobble * Math.sin(a * 3 + 1) + wobble * 0.5 * Math.cos(a * 5);
      return [cx + Math.cos(a) * rx * k, cz + Math.sin(a) * rz * k] as const;
    });
  // Stone terraces hug the buildings; everything else is garden, edged with soft curves.
  const deck = `<path d="${cam.path([
    [-120, 592],
    [-20, 588],
    [40, 590],
    [100, 592],
    [100, 612],
    [40, 616],
    [-110, 614],
  ])}" fill="${mix(p.stone, p.sand[0], 0.5)}"/>`;
  const garden = `<path d="${cam.path([
    [-330, 600],
    [-200, 586],
    [-60, 583],
    [60, 584],
    [200, 586],
    [330, 598],
    [360, 760],
    [-360, 760],
  ])}" fill="${p.garden[1]}"/>`;
  // Belts of tree canopy beyond the gardens, darker bands with soft scalloped edges.
  const belt = (z: number, depth: number, shade: number) => {
    const front: (readonly [number, number])[] = [];
    for (let x = -900; x <= 900; x += 30)
      front.push([x, z + 6 * Math.sin(x * 0.05) + 4 * Math.sin(x * 0.13)]);
    const back = front.map(([x, zz]) => [x, zz + depth] as const).reverse();
    return `<path d="${cam.path([...front, ...back], 5)}" fill="${mix(p.garden[1], p.land, shade)}"/>`;
  };
  const trees = belt(700, 40, 0.35) + belt(790, 60, 0.3) + belt(920, 90, 0.25);
  const pool = cam.path(ring(-45, 600, 55, 7, 0.14));
  const rim = `<path d="${cam.path(ring(-45, 600, 59, 8.5, 0.14))}" fill="${p.stone}"/>`;
  const water = `<defs>${vGradient(`${id}-pool`, [
    [0, p.pool[1]],
    [1, p.pool[0]],
  ])}</defs><path d="${pool}" fill="url(#${id}-pool)"/>`;
  // Caustic glints drift across the lagoon pool.
  const glints = [0, 1, 2].map((i) => {
    const z = 595 + i * 3;
    const pts = [-90, -45, 0, 5].map((x) => cam.at(x, z).map(n).join(" ")).join(" ");
    return `<polyline points="${pts}" fill="none" stroke="#ffffff" stroke-width="1.4" stroke-dasharray="14 26" stroke-dashoffset="${n(drift(t, 40, i * 13, 40))}" stroke-opacity="0.5"/>`;
  });
  const infinity = `<path d="${cam.path([
    [28, 594],
    [96, 594],
    [96, 603],
    [28, 603],
  ])}" fill="${p.stone}"/><path d="${cam.path([
    [30, 595],
    [94, 595],
    [94, 602],
    [30, 602],
  ])}" fill="${p.pool[1]}"/>`;
  const loungers = Array.from({ length: 10 }, (_, i) => {
    const x = i < 6 ? -92 + i * 12 : 36 + (i - 6) * 16;
    const z = i < 6 ? 590 : 605;
    return `<path d="${cam.path(
      [
        [x, z],
        [x + 1.4, z],
        [x + 1.4, z + 3],
        [x, z + 3],
      ],
      0.4,
    )}" fill="#ffffff"/>`;
  }).join("");
  const paths = [-110, 10, 110]
    .map(
      (x) =>
        `<path d="${cam.path([
          [x - 2, edgeZ(x) - 4],
          [x + 2, edgeZ(x) - 4],
          [x + 2, 590],
          [x - 2, 590],
        ])}" fill="${p.sand[1]}"/>`,
    )
    .join("");
  return `${garden}${trees}${deck}${paths}${rim}${water}${glints.join("")}${infinity}${loungers}`;
}

export function floors(cam: AerialCamera, p: Palette, t: number): string {
  const glass = mix(p.sea[2], p.sky[0], 0.35);
  const tones = {
    roof: mix(p.stone, "#ffffff", 0.5),
    front: glass,
    side: mix(glass, "#000000", 0.25),
  };
  const slab = mix(p.stone, "#ffffff", 0.6);
  const out: string[] = [];
  // Shadows fall to the left and a little seawards, away from the sun high on the right.
  const shadow = (x1: number, x2: number, z1: number, z2: number, h: number) => {
    const dx = -h * 0.7;
    const dz = -h * 0.25;
    return `<path d="${cam.path([
      [x2, z2],
      [x2, z1],
      [x2 + dx, z1 + dz],
      [x1 + dx, z1 + dz],
      [x1 + dx, z2 + dz],
      [x1, z2],
    ])}" fill="#000000" fill-opacity="0.14"/>`;
  };
  out.push(shadow(-100, 10, 616, 638, 16), shadow(40, 64, 644, 668, 38));
  for (let k = 0; k < 4; k++) {
    // Each floor steps back from the sea, leaving a deep terrace on the roof of the one below.
    const b = {
      x1: -100 + k * 4,
      x2: 10 - k * 2,
      z1: 616 + k * 4,
      z2: 638,
      h1: k * 4,
      h2: k * 4 + 4,
    };
    out.push(block(cam, b, tones));
    const band = [
      cam.at(b.x1, b.z1, b.h2),
      cam.at(b.x2, b.z1, b.h2),
      cam.at(b.x2, b.z1, b.h2 - 0.9),
      cam.at(b.x1, b.z1, b.h2 - 0.9),
    ];
    out.push(`<path d="${poly(band)}" fill="${slab}"/>`);
  }
  out.push(block(cam, { x1: 40, x2: 64, z1: 644, z2: 668, h1: 0, h2: 38 }, tones));
  for (let k = 1; k <= 10; k++) {
    const h = k * 3.8;
    const front = [
      cam.at(40, 644, h),
      cam.at(64, 644, h),
      cam.at(64, 644, h - 0.8),
      cam.at(40, 644, h - 0.8),
    ];
    const side = [
      cam.at(40, 644, h),
      cam.at(40, 668, h),
      cam.at(40, 668, h - 0.8),
      cam.at(40, 644, h - 0.8),
    ];
    out.push(
      `<path d="${poly(front)}" fill="${slab}"/><path d="${poly(side)}" fill="${mix(slab, "#000000", 0.2)}"/>`,
    );
  }
  // Sun catches the glass for a moment as the loop turns.
  const [gx, gy] = cam.at(52, 644, 30);
  out.push(
    `<circle cx="${n(gx)}" cy="${n(gy)}" r="${n(3 + swing(t))}" fill="#ffffff" fill-opacity="0.5"/>`,
  );
  return out.join("");
}
