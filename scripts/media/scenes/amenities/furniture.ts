/**
 * Outdoor furniture for the amenity scenes, built in metres on the kit's camera so that every
 * piece shares the scene's perspective. All return markup without ids (lamps reference the
 * scene's one `${id}-glow` gradient), so they can be repeated freely.
 */
import { f2 } from "../shared/exterior-tools.ts";
import type { Palette } from "../shared/palette.ts";
import { palm } from "../shared/palms.ts";
import { n, swing } from "../shared/svg.ts";
import { box, type Camera, glow, project, scaleAt, type Tones } from "./kit.ts";

export interface LampOptions {
  id: string;
  x: number;
  /** Height of the lamp's foot (0 on the deck; hanging lamps give their bottom). */
  y: number;
  z: number;
  colour: string;
  frame: string;
  t: number;
  phase: number;
  /** Size in metres (a floor lantern is about 0.55 tall). */
  size?: number;
  /** Cord up to this height, for pendants. */
  hang?: number;
}

/** A lantern: dark frame round a glowing pane, a breathing halo, and a pool of light below it. */
export function lantern(c: Camera, o: LampOptions): string {
  const s = scaleAt(c, o.z);
  const h = (o.size ?? 0.55) * s;
  const w = h * 0.46;
  const [x, y] = project(c, [o.x, o.y, o.z]);
  const breathe = 0.85 + 0.15 * swing(o.t, 2, o.phase);
  const out: string[] = [];
  if (o.y < 0.05) out.push(glow(o.id, x, y, h * 1.8, h * 0.36, 0.7 * breathe));
  else if (o.y < 1)
    out.push(glow(o.id, x, project(c, [o.x, 0, o.z])[1], h * 2.2, h * 0.45, 0.45 * breathe));
  if (o.hang !== undefined) {
    const top = project(c, [o.x, o.hang, o.z])[1];
    out.push(
      `<path d="M${n(x)} ${n(top)}V${n(y - h)}" stroke="${o.frame}" stroke-width="${n(Math.max(0.6, s * 0.012))}"/>`,
    );
  }
  out.push(
    glow(o.id, x, y - h * 0.5, h * 2.4, h * 2.4, 0.55 * breathe),
    `<rect x="${n(x - w / 2)}" y="${n(y - h * 0.92)}" width="${n(w)}" height="${n(h * 0.84)}" rx="${n(w * 0.12)}" fill="${o.frame}"/>`,
    `<rect x="${n(x - w * 0.34)}" y="${n(y - h * 0.82)}" width="${n(w * 0.68)}" height="${n(h * 0.64)}" fill="${o.colour}" fill-opacity="${f2(0.8 + 0.2 * breathe)}"/>`,
    `<path d="M${n(x - w * 0.62)} ${n(y - h * 0.9)}L${n(x)} ${n(y - h * 1.08)}L${n(x + w * 0.62)} ${n(y - h * 0.9)}Z" fill="${o.frame}"/>`,
  );
  return out.join("");
}

/** A round table in a long white cloth, a candle glowing on it; chairs either side. */
export function table(
  c: Camera,
  id: string,
  x: number,
  z: number,
  cloth: Tones,
  chair: Tones,
  flame: string,
  t: number,
  phase: number,
): string {
  const r = 0.5;
  const top = 0.76;
  const [cx, cy] = project(c, [x, top, z]);
  const [, by] = project(c, [x, 0.02, z]);
  const s = scaleAt(c, z);
  const rx = r * s;
  const ry = (rx * (c.eye - top)) / z;
  const byr = (rx * c.eye) / z;
  const out: string[] = [];
  // Chairs at the far side first, then the two beside the table.
  for (const side of [-1, 1]) {
    const sx = x + side * 0.78;
    out.push(
      box(c, [sx - 0.22, sx + 0.22], [0.44, 0.5], [z - 0.2, z + 0.25], chair),
      box(
        c,
        [side > 0 ? sx + 0.18 : sx - 0.22, side > 0 ? sx + 0.22 : sx - 0.18],
        [0, 0.95],
        [z - 0.2, z + 0.25],
        chair,
      ),
      box(c, [sx - 0.2, sx - 0.16], [0, 0.44], [z - 0.18, z - 0.14], chair),
      box(c, [sx + 0.16, sx + 0.2], [0, 0.44], [z - 0.18, z - 0.14], chair),
    );
  }
  out.push(
    `<path d="M${n(cx - rx)} ${n(cy)}L${n(cx - rx * 1.02)} ${n(by)}A${n(rx * 1.02)} ${n(byr)} 0 0 0 ${n(cx + rx * 1.02)} ${n(by)}L${n(cx + rx)} ${n(cy)}Z" fill="${cloth.front}"/>`,
    `<path d="M${n(cx + rx * 0.35)} ${n(cy)}L${n(cx + rx * 0.4)} ${n(by + byr * 0.9)}A${n(rx)} ${n(byr)} 0 0 0 ${n(cx + rx * 1.02)} ${n(by)}L${n(cx + rx)} ${n(cy)}Z" fill="${cloth.side}"/>`,
    `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${cloth.top}"/>`,
  );
  const breathe = 0.8 + 0.2 * swing(t, 3, phase);
  out.push(
    glow(id, cx, cy - s * 0.06, s * 0.7, s * 0.5, 0.7 * breathe),
    `<rect x="${n(cx - s * 0.025)}" y="${n(cy - s * 0.12)}" width="${n(s * 0.05)}" height="${n(s * 0.11)}" fill="${flame}"/>`,
  );
  return out.join("");
}

export interface PalmAt {
  x: number;
  z: number;
  metres: number;
  lean: number;
  seed: number;
  colour: string;
  trunk?: string;
  rim?: string;
  fronds?: number;
  sway?: number;
}

/** A coconut palm planted at [x, z] on the deck or sand, sized in metres by the camera. */
export function palmAt(p: Palette, t: number, c: Camera, o: PalmAt): string {
  const [x, y] = project(c, [o.x, 0, o.z]);
  const s = scaleAt(c, o.z);
  const { colour, trunk, rim, seed, fronds } = o;
  const sway = o.sway ?? 1.3;
  return palm(p, t, {
    x,
    y,
    height: o.metres * s,
    lean: o.lean * s,
    colour,
    trunk,
    rim,
    seed,
    fronds,
    sway,
    phase: seed * 0.19,
  });
}
