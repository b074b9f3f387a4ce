/**
 * The tennis court seen from above its baseline in early morning: a long low pavilion behind it,
 * padel courts half hidden at the sides, palms whose long shadows reach across the court, and a
 * strip of sea beyond. The sun is low on the left, behind the scene, so shadows fall forward.
 */
import { mix, vGradient } from "../shared/exterior-tools.ts";
import { palm, seaGrape } from "../shared/palms.ts";
import type { SceneDefinition } from "../shared/scene-definition.ts";
import { sea, sky } from "../shared/seascape.ts";
import { n } from "../shared/svg.ts";
import { castShadow, sunWash } from "./light.ts";
import {
  cam,
  court,
  H,
  ID,
  lawn,
  line,
  net,
  p,
  padelWalls,
  pavilion,
  poly4,
  SHADOW,
  shade,
  surround,
  warm,
} from "./sports-courts-parts.ts";

function ground(): string {
  const pave = mix(p.stone, p.sand[1], 0.4);
  const apron = `<path d="${cam.quad([
    [-30, 5],
    [30, 5],
    [30, 46],
    [-30, 46],
  ])}" fill="${pave}"/>`;
  const tennis = `<path d="${cam.quad([
    [-9, 6],
    [9, 6],
    [9, 44],
    [-9, 44],
  ])}" fill="${surround}"/><path d="${cam.quad([
    [-5.49, 16],
    [5.49, 16],
    [5.49, 39.8],
    [-5.49, 39.8],
  ])}" fill="${court}"/>`;
  // Court markings: stroke widths follow depth so far lines thin out as real ones do.
  const seg = (x1: number, z1: number, x2: number, z2: number) => {
    const [ax, ay] = cam.at(x1, z1);
    const [bx, by] = cam.at(x2, z2);
    const w = 0.08 * cam.scale((z1 + z2) / 2);
    return `<path d="M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}" stroke-width="${n(w)}"/>`;
  };
  const marks: string[] = [];
  for (const x of [-5.49, -4.12, 4.12, 5.49]) marks.push(seg(x, 16, x, 39.8));
  for (const z of [16, 39.8]) marks.push(seg(-5.49, z, 5.49, z));
  for (const z of [21.5, 34.3]) marks.push(seg(-4.12, z, 4.12, z));
  marks.push(seg(0, 21.5, 0, 34.3), seg(0, 16, 0, 16.4), seg(0, 39.4, 0, 39.8));
  const padel = [-1, 1]
    .map((s) => {
      const x1 = s * 11;
      const x2 = s * 21;
      const pad = `<path d="${cam.quad([
        [x1, 18],
        [x2, 18],
        [x2, 38],
        [x1, 38],
      ])}" fill="${court}"/>`;
      const ls = [
        seg(x1, 28, x2, 28),
        seg(x1, 21, x2, 21),
        seg(x1, 35, x2, 35),
        seg((x1 + x2) / 2, 21, (x1 + x2) / 2, 35),
      ];
      return pad + ls.join("");
    })
    .join("");
  return `${apron}${tennis}${padel}<g stroke="${line}" stroke-opacity="0.9" fill="none">${marks.join("")}</g>`;
}

const PALMS = [
  { x: -19, z: 49, h: 13, lean: -1.2 },
  { x: 19, z: 51, h: 14, lean: 1.5 },
  { x: -6, z: 66, h: 15, lean: -0.6 },
  { x: 24, z: 62, h: 11, lean: 1.8 },
  { x: -12.5, z: 27, h: 12, lean: -1.4 },
  { x: 13, z: 22, h: 11, lean: 1.2 },
];

function palms(t: number, from: number, to: number, shadows: boolean): string {
  return PALMS.slice(from, to)
    .map((q, i) => {
      const [x, y] = cam.at(q.x, q.z);
      const s = cam.scale(q.z);
      const near = q.z < 30;
      const tree = (colour: string) =>
        palm(p, t, {
          x,
          y,
          height: q.h * s,
          lean: q.lean * s,
          colour,
          fronds: shadows ? 6 : q.z > 55 ? 7 : 9,
          trunk: shadows ? colour : mix(p.frame, p.sea[2], 0.45),
          rim: shadows ? undefined : mix(warm, "#ffffff", 0.3),
          seed: 70 + from + i,
          phase: (from + i) * 0.17,
          sway: 1.3,
        });
      if (shadows) {
        const tip = cam.at(q.x + q.h * SHADOW[0], q.z + q.h * SHADOW[1]);
        return castShadow(tree(shade), [x, y], tip, q.h * s);
      }
      const deep = mix(p.garden[1], p.sea[2], 0.72);
      return tree(near ? deep : mix(deep, p.sky[2], 0.2 + (q.z - 48) / 40));
    })
    .join("");
}

export const sportsCourts: SceneDefinition = {
  name: "sports-courts",
  description:
    "A tennis court and two padel courts among palms in fresh morning light, with a long low limestone pavilion clubhouse behind and a strip of turquoise sea beyond.",
  render(t) {
    const shore = H + 40;
    const backdrop = [
      sky(p, t, {
        id: `${ID}-sky`,
        horizon: H,
        orb: { x: 300, y: 300, r: 26, glow: 480 },
        clouds: 3,
        cloudSeed: 19,
        cloudBand: [80, 320],
      }),
      sea(p, t, {
        id: `${ID}-sea`,
        horizon: H,
        bottom: shore + 4,
        bands: 5,
        orbX: 300,
        glitter: 0.6,
        colours: [mix(p.sea[0], p.pool[0], 0.5), p.pool[1], p.sea[1]],
      }),
      `<rect y="${shore}" width="1600" height="5" fill="${p.sand[0]}"/>`,
      // The back-of-beach canopy, washed towards the sky by distance.
      [120, 330, 560, 1000, 1230, 1470]
        .map((x, i) =>
          seaGrape(p, t, {
            x,
            y: shore + 18,
            width: 260,
            height: 34,
            colour: mix(p.garden[1], p.sky[2], 0.3),
            light: mix(p.garden[1], p.sky[2], 0.45),
            seed: 90 + i,
          }),
        )
        .join(""),
    ].join("");
    // The pavilion's stone terrace: a shallow plinth whose lit riser lines the court's far side.
    const pave = mix(p.stone, "#ffffff", 0.3);
    const hedge = `<path d="${cam.quad(
      [
        [-17, 46],
        [17, 46],
        [17, 53],
        [-17, 53],
      ],
      0.35,
    )}" fill="${pave}"/><path d="${poly4(-17, 46, 17, 46, 0.35)}" fill="${mix(p.stone, p.sand[1], 0.5)}"/>`;
    const wash = sunWash(`${ID}-sun`, warm, 300, 300, 1100, 560, 0.22);
    const shadowLayer = `<g opacity="0.3">${palms(t, 4, 6, true)}</g><path d="${poly4(-6.4, 27.9, 6.4, 27.9, 0.2)}" fill="${shade}" fill-opacity="0.2" transform="translate(26 6)"/>`;
    return [
      backdrop,
      lawn(),
      palms(t, 2, 4, false),
      hedge,
      pavilion(),
      palms(t, 0, 2, false),
      ground(),
      padelWalls(38),
      shadowLayer,
      net(),
      padelWalls(18),
      palms(t, 4, 6, false),
      // Shade of unseen trees behind the viewer anchors the foreground and frames the court.
      `<defs>${vGradient(`${ID}-fore`, [
        [0, shade, 0],
        [1, shade, 0.3],
      ])}</defs><rect y="760" width="1600" height="240" fill="url(#${ID}-fore)"/>`,
      wash,
    ].join("");
  },
};
