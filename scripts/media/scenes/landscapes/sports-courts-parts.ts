/**
 * The built parts of the sports-courts scene, shared with it: camera, colours, the padel courts'
 * glass walls, the lawn, the tennis net and the pavilion clubhouse (split out to keep files short).
 */
import { mix, vGradient } from "../shared/exterior-tools.ts";
import { palettes } from "../shared/palette.ts";
import { n } from "../shared/svg.ts";
import { camera } from "./camera.ts";

export const ID = "sports-courts";
export const p = palettes.day;
export const warm = palettes.dawn.glow;
export const H = 400;
export const cam = camera({ horizon: H, height: 5, focal: 1000 });
/** Shadow per metre of height: rightwards and towards the viewer, long because the sun is low. */
export const SHADOW: readonly [number, number] = [1.5, -1.1];

export const line = mix(p.wave, "#ffffff", 0.6);
export const court = mix(p.pool[1], p.sea[1], 0.35);
export const surround = mix(mix(p.pool[1], p.garden[1], 0.6), p.sea[2], 0.15);
export const shade = mix(p.sea[2], "#000000", 0.35);

/** The lawn, washed towards the sky where it meets the back-of-beach scrub. */
export function lawn(): string {
  return `<defs>${vGradient(`${ID}-lawn`, [
    [0, mix(p.garden[1], p.sky[2], 0.3)],
    [0.25, p.garden[0]],
    [1, mix(p.garden[1], p.sea[2], 0.25)],
  ])}</defs><rect y="${H + 44}" width="1600" height="${1000 - H - 44}" fill="url(#${ID}-lawn)"/>`;
}

/** Padel courts' glass end walls: a faint sky-tinted pane with a fine dark top rail and posts. */
export function padelWalls(z: number): string {
  const out: string[] = [];
  for (const s of [-1, 1]) {
    const x1 = s * 11;
    const x2 = s * 21;
    out.push(
      `<path d="${poly4(x1, z, x2, z, 3)}" fill="${mix(p.sky[1], "#ffffff", 0.4)}" fill-opacity="0.2"/>`,
      `<path d="${poly4(x1, z, x2, z, 3, 2.93)}" fill="${shade}" fill-opacity="0.7"/>`,
    );
    for (const x of [x1, (x1 + x2) / 2, x2]) {
      const [ax, ay] = cam.at(x, z);
      const [, by] = cam.at(x, z, 3);
      out.push(
        `<path d="M${n(ax)} ${n(ay)}V${n(by)}" stroke="${shade}" stroke-opacity="0.7" stroke-width="${n(0.07 * cam.scale(z))}"/>`,
      );
    }
  }
  return out.join("");
}

export function poly4(
  x1: number,
  z1: number,
  x2: number,
  z2: number,
  top: number,
  bottom = 0,
): string {
  const a = cam.at(x1, z1, bottom);
  const b = cam.at(x2, z2, bottom);
  const c = cam.at(x2, z2, top);
  const d = cam.at(x1, z1, top);
  return `M${[a, b, c, d].map(([x, y]) => `${n(x)} ${n(y)}`).join("L")}Z`;
}

export function net(): string {
  const z = 27.9;
  const [lx, ly] = cam.at(-6.4, z);
  const [rx] = cam.at(6.4, z);
  const [, top] = cam.at(0, z, 0.95);
  const [, post] = cam.at(0, z, 1.07);
  const w = 0.08 * cam.scale(z);
  return `<rect x="${n(lx)}" y="${n(top)}" width="${n(rx - lx)}" height="${n(ly - top)}" fill="${shade}" fill-opacity="0.5"/><rect x="${n(lx)}" y="${n(top - w)}" width="${n(rx - lx)}" height="${n(w * 1.4)}" fill="${line}"/><path d="M${n(lx)} ${n(ly)}V${n(post)}M${n(rx)} ${n(ly)}V${n(post)}" stroke="${shade}" stroke-width="${n(w * 1.6)}"/>`;
}

/** The clubhouse: a floating limestone roof on slender columns over a recessed glass pavilion. */
export function pavilion(): string {
  const slab = mix(p.stone, "#ffffff", 0.45);
  const glass = `<defs>${vGradient(`${ID}-glass`, [
    [0, mix(p.sea[2], p.sky[0], 0.3)],
    [1, mix(p.sky[1], warm, 0.3)],
  ])}</defs>`;
  const back = `<path d="${poly4(-10, 50, 10, 50, 4.2)}" fill="url(#${ID}-glass)"/>`;
  const mullions: string[] = [];
  for (let x = -10; x <= 10; x += 2.5) {
    const [ax, ay] = cam.at(x, 50);
    const [, by] = cam.at(x, 50, 4.2);
    mullions.push(`M${n(ax)} ${n(ay)}V${n(by)}`);
  }
  const soffit = `<path d="${poly4(-14, 47, 14, 47, 4.6, 4.2)}" fill="${mix(p.stone, p.sea[2], 0.35)}"/><path d="${poly4(-10, 50, 10, 50, 4.2, 2.4)}" fill="#000000" fill-opacity="0.16"/>`;
  const cols: string[] = [];
  for (let x = -12.5; x <= 12.6; x += 3.125) {
    const [ax, ay] = cam.at(x, 47);
    const [, by] = cam.at(x, 47, 4.2);
    cols.push(`<rect x="${n(ax - 2.2)}" y="${n(by)}" width="4.4" height="${n(ay - by)}"/>`);
  }
  const [, fTop] = cam.at(0, 47, 5.1);
  const [fl, fBot] = cam.at(-15, 47, 4.2);
  const [fr] = cam.at(15, 47, 4.2);
  const roof = `<rect x="${n(fl)}" y="${n(fTop)}" width="${n(fr - fl)}" height="${n(fBot - fTop)}" rx="2" fill="${slab}"/><rect x="${n(fl)}" y="${n(fBot - 2)}" width="${n(fr - fl)}" height="2" fill="${p.stone}"/>`;
  const lamp = `<path d="${poly4(-4, 50, 3, 50, 2.4)}" fill="${p.lamp}" fill-opacity="0.35"/>`;
  return `${glass}${back}${lamp}<path d="${mullions.join("")}" stroke="${mix(p.frame, "#000000", 0.35)}" stroke-width="1.4"/>${soffit}<g fill="${slab}">${cols.join("")}</g>${roof}`;
}
