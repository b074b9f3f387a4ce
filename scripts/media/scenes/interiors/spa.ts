import { f2, mix } from "../shared/exterior-tools.ts";
import { palettes } from "../shared/palette.ts";
import type { SceneDefinition } from "../shared/scene-definition.ts";
import { n, swing } from "../shared/svg.ts";
import {
  face,
  line,
  makeCamera,
  pointsAttr,
  project,
  projectPolygon,
  rectXY,
  rectXZ,
  rectYZ,
  type Vec3,
} from "./camera.ts";
import { glow, vessel } from "./decor.ts";
import { chaise } from "./furniture.ts";
import { type Opening, openingRect, pierced } from "./room.ts";
import { lighting, shadowShape } from "./solids.ts";
import { seaView } from "./view.ts";

const p = palettes.day;
const dusk = palettes.dusk;
const id = "spa";
const cam = makeCamera({ eye: 1.4, x: 0.35 });
const room = { x0: -3.2, x1: 3.2, z1: 14, height: 3.4 };
const pool = { x0: -1.5, x1: 1.5, z0: 2.2, z1: 12.6, y: -0.06 };
const win: Opening = { x0: -2.4, x1: 2.4, y0: 0.25, y1: 3.05, z: room.z1 };
const light = lighting(dusk.stone, p.reflection, 0.45);
const stone = mix(p.stone, p.sand[1], 0.55);
const shade = dusk.stone;
const teak = mix(dusk.sand[0], p.sand[1], 0.3);

/** Light lines crossing the water, sliding towards the camera and fading at both ends of their run. */
function waterLines(t: number): string {
  let out = "";
  const count = 14;
  // Everything hangs on each line's place along its run (u), not its index, so after one loop
  // every line stands where its neighbour began and the markup repeats exactly.
  const runs = Array.from({ length: count }, (_, i) => ((i + t) / count) % 1).sort((a, b) => a - b);
  for (const u of runs) {
    const z = pool.z1 - u * (pool.z1 - pool.z0);
    const fade = Math.sin(Math.PI * u);
    const wobble = swing(2 * t + 3 * u) * 0.3;
    out += line(
      cam,
      [pool.x0 + 0.4 + wobble, pool.y + 0.001, z],
      [pool.x1 - 0.6 + wobble, pool.y + 0.001, z],
      `stroke-opacity="${f2(0.35 * fade)}" stroke-width="${n(0.6 + 1.6 * u)}"`,
    );
  }
  return `<g stroke="${p.reflection}" stroke-linecap="round">${out}</g>`;
}

/** The window mirrored in the pool, broken into bands that shift with the water. */
function poolReflection(t: number): string {
  const bands = 9;
  let out = "";
  for (let i = 0; i < bands; i++) {
    const y0 = win.y0 + ((win.y1 - win.y0) * i) / bands;
    const y1 = y0 + (win.y1 - win.y0) / bands;
    const dx = swing(t, 1, i * 0.23) * 0.035 * (1 + i * 0.1);
    const m = (y: number) => 2 * pool.y - y;
    out += face(
      cam,
      rectXY(win.x0 + dx, win.x1 + dx, m(y0), m(y1), room.z1),
      `fill-opacity="${f2(0.2 - i * 0.015)}"`,
    );
  }
  return `<g fill="${p.reflection}">${out}</g>`;
}

/** Caustics: a few soft wavy light lines thrown up onto the ceiling above the water. */
function caustics(t: number): string {
  let d = "";
  for (let i = 0; i < 7; i++) {
    const z = 5.5 + i * 1.1;
    const pts: [number, number][] = [];
    for (let k = 0; k <= 8; k++) {
      const x = pool.x0 + (k / 8) * (pool.x1 - pool.x0);
      const dz = Math.sin(k * 1.3 + i + 2 * Math.PI * t) * 0.18;
      const [sx, sy] = project(cam, [x, room.height - 0.01, z + dz]);
      pts.push([sx, sy]);
    }
    d += `M${pts.map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}`;
  }
  return `<path d="${d}" fill="none" stroke="${p.reflection}" stroke-width="1.2" stroke-opacity="${f2(0.16 + 0.05 * swing(t))}" stroke-linejoin="round"/>`;
}

/** Candle niches set into the right-hand wall: seen into through their openings, lit from within. */
function niches(t: number): string {
  const d = 0.3;
  return [4.5, 7.5, 10.5]
    .map((z, i) => {
      const hole = projectPolygon(cam, rectYZ(0.9, 1.5, z - 0.35, z + 0.35, room.x1 - 0.001));
      const clip = `${id}-niche${i}`;
      const flicker = 0.85 + 0.15 * swing(t, 3, i * 0.3);
      return (
        `<clipPath id="${clip}"><polygon points="${pointsAttr(hole)}"/></clipPath><g clip-path="url(#${clip})">` +
        `<polygon points="${pointsAttr(hole)}" fill="${mix(stone, shade, 0.35)}"/>` +
        face(
          cam,
          rectYZ(0.9, 1.5, z - 0.35, z + 0.35, room.x1 + d),
          `fill="${mix(p.lamp, stone, 0.35)}"`,
        ) +
        face(
          cam,
          rectXZ(room.x1, room.x1 + d, z - 0.35, z + 0.35, 0.9),
          `fill="${mix(p.lamp, stone, 0.15)}"`,
        ) +
        vessel(cam, room.x1 + d * 0.55, 0.9, z, 0.05, 0.1, p.interior, p.lamp) +
        glow(cam, `${clip}-glow`, room.x1 + d * 0.55, 1.06, z, 0.3, p.lamp, 0.8 * flicker) +
        `</g>` +
        glow(cam, `${clip}-spill`, room.x1 - 0.02, 1.2, z, 0.7, p.lamp, 0.25 * flicker)
      );
    })
    .join("");
}

export const spa: SceneDefinition = {
  name: id,
  description:
    "The spa's relaxation pool: a long still pool between warm stone walls, teak loungers along its edge and a wide window at the far end framing the sea, in soft light.",
  render(t) {
    const baseY = project(cam, [0, 0, room.z1])[1];
    const poolPoly = projectPolygon(cam, rectXZ(pool.x0, pool.x1, pool.z0, pool.z1, pool.y));
    const defs =
      `<linearGradient id="${id}-floor" x1="0" y1="${n(baseY)}" x2="0" y2="1000" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${mix(stone, shade, 0.05)}"/><stop offset="1" stop-color="${mix(stone, shade, 0.25)}"/></linearGradient>` +
      `<linearGradient id="${id}-water" x1="0" y1="${n(baseY)}" x2="0" y2="1000" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${p.pool[0]}"/><stop offset="1" stop-color="${mix(p.pool[1], p.sea[1], 0.4)}"/></linearGradient>` +
      `<linearGradient id="${id}-wall" x1="0" y1="0" x2="0" y2="1000" gradientUnits="userSpaceOnUse"><stop offset="0" stop-color="${mix(stone, shade, 0.28)}"/><stop offset="1" stop-color="${mix(stone, shade, 0.1)}"/></linearGradient>` +
      `<radialGradient id="${id}-haze"><stop offset="0" stop-color="${p.reflection}" stop-opacity="0.45"/><stop offset="1" stop-color="${p.reflection}" stop-opacity="0"/></radialGradient>`;
    const coping = (pts: Vec3[]) => face(cam, pts, `fill="${mix(stone, p.reflection, 0.3)}"`);
    const loungers = [6.4, 9.0, 11.6].map((z) => ({
      x: -2.45,
      z,
      cushion: p.interior,
      frame: teak,
    }));
    return [
      `<defs>${defs}</defs>`,
      seaView(id, p, t, {
        clouds: 2,
        orbX: 900,
        glitter: 0.5,
        x: 580,
        width: 460,
        top: 360,
        bottom: 700,
      }),
      pierced(
        cam,
        rectXY(room.x0, room.x1, 0, room.height, room.z1),
        [openingRect(win)],
        `fill="url(#${id}-wall)"`,
      ),
      face(
        cam,
        rectXZ(room.x0, room.x1, -1, room.z1, room.height),
        `fill="${mix(teak, p.interior, 0.45)}"`,
      ),
      `<g stroke="${dusk.sand[0]}" stroke-width="1" stroke-opacity="0.25">${Array.from({ length: 27 }, (_, i) => line(cam, [room.x0 + (i + 1) * 0.23, room.height - 0.005, -1], [room.x0 + (i + 1) * 0.23, room.height - 0.005, room.z1], "")).join("")}</g>`,
      caustics(t),
      face(cam, rectXZ(room.x0, room.x1, -1, room.z1, 0), `fill="url(#${id}-floor)"`),
      face(cam, rectYZ(0, room.height, -1, room.z1, room.x0), `fill="url(#${id}-wall)"`),
      face(cam, rectYZ(0, room.height, -1, room.z1, room.x1), `fill="url(#${id}-wall)"`),
      `<g stroke="${shade}" stroke-width="1" stroke-opacity="0.15">${[3, 6, 9, 12].flatMap((z) => [line(cam, [room.x0, 0, z], [room.x0, room.height, z], ""), line(cam, [room.x1, 0, z], [room.x1, room.height, z], "")]).join("")}${[1.2, 2.3].flatMap((y) => [line(cam, [room.x0, y, -1], [room.x0, y, room.z1], ""), line(cam, [room.x1, y, -1], [room.x1, y, room.z1], "")]).join("")}</g>`,
      niches(t),
      `<ellipse cx="${n(project(cam, [0, 0, room.z1])[0])}" cy="${n(baseY)}" rx="420" ry="90" fill="url(#${id}-haze)"/>`,
      `<polygon points="${poolPoly.map(([x, y]) => `${n(x)},${n(y)}`).join(" ")}" fill="url(#${id}-water)"/>`,
      face(
        cam,
        rectYZ(pool.y, 0, pool.z0, pool.z1, pool.x1),
        `fill="${mix(p.pool[1], shade, 0.2)}"`,
      ),
      face(
        cam,
        rectXY(pool.x0, pool.x1, pool.y, 0, pool.z1),
        `fill="${mix(p.pool[0], p.reflection, 0.3)}"`,
      ),
      poolReflection(t),
      waterLines(t),
      coping(rectXZ(pool.x0 - 0.3, pool.x0, pool.z0 - 0.3, pool.z1 + 0.3, 0.01)),
      coping(rectXZ(pool.x1, pool.x1 + 0.3, pool.z0 - 0.3, pool.z1 + 0.3, 0.01)),
      coping(rectXZ(pool.x0 - 0.3, pool.x1 + 0.3, pool.z1, pool.z1 + 0.3, 0.01)),
      coping(rectXZ(pool.x0 - 0.3, pool.x1 + 0.3, pool.z0 - 0.3, pool.z0, 0.01)),
      ...loungers.map((l) =>
        shadowShape(
          cam,
          { x: l.x, z: l.z - 1, w: 0.72, d: 2, y0: 0, y1: 0.4, colour: "" },
          light,
          shade,
          0.14,
        ),
      ),
      ...loungers.reverse().map((l) => chaise(cam, { ...l, rot: Math.PI }, light)),
    ].join("");
  },
};
