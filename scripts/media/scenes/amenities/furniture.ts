/**
 * Outdoor furniture for the amenity scenes, built in metres on the kit's camera so that every
 * piece shares the scene's perspective. All return markup without ids (lamps reference the
 * scene's one `${id}-glow` gradient), so they can be repeated freely.
 */
import { f2 } from "../shared/exterior-tools.ts";
import type { Palette } from "../shared/palette.ts";
import { palm } from "../shared/palms.ts";
import { n, swing } from "../shared/svg.ts";
import { type Camera, glow, project, scaleAt } from "./kit.ts";

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
