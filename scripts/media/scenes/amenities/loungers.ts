/**
 * Poolside furniture on the kit's camera: sun loungers (1.95 m by 0.72 m, backrest raised at one
 * end), market parasols and curtained cabanas. All return markup without ids.
 */
import { mix } from "../shared/exterior-tools.ts";
import type { Palette } from "../shared/palette.ts";
import { n } from "../shared/svg.ts";
import { box, type Camera, face, project, scaleAt, spanX, spanZ, tones } from "./kit.ts";

const LENGTH = 1.95;
const WIDTH = 0.72;
const SEAT = 0.36;

export interface LoungerOptions {
  x: number;
  /** Depth of the near long side. */
  z: number;
  /** Which end the backrest is raised at (-1 left, 1 right). */
  head: -1 | 1;
  frame: string;
  cushion: string;
  /** Lit colour of the backrest's face and cushion top. */
  light: string;
  /** Floor shadow: colour, offset [dx, dz] in metres, opacity. */
  shadow?: readonly [string, number, number, number];
}

/** A lounger lying along x, seen from its long side. */
export function lounger(c: Camera, o: LoungerOptions): string {
  const z0 = o.z;
  const z: [number, number] = [z0, z0 + WIDTH];
  const X = (s: number) => o.x + o.head * (LENGTH / 2 - s);
  const out: string[] = [];
  if (o.shadow) {
    const [colour, dx, dz, alpha] = o.shadow;
    const far = z0 + WIDTH + dz;
    // biome-ignore format: one corner per pair keeps the footprint legible
    out.push(face(c, [[X(0), 0, z0], [X(LENGTH), 0, z0], [X(LENGTH) + dx, 0, far], [X(0) + dx, 0, far]], colour, alpha));
  }
  const leg = (s: number) => spanX(c, [X(s), X(s + 0.08)], [0, z0], [0.24, z0], o.frame);
  out.push(
    spanZ(c, z, [X(0.55), SEAT], [X(LENGTH), SEAT], o.light),
    spanZ(c, z, [X(0.62), SEAT], [X(0.1), 0.92], mix(o.light, o.cushion, 0.3)),
    // The near side: cushion edge and raised back, then the slim timber frame and its legs.
    spanX(c, [X(0.55), X(LENGTH)], [SEAT - 0.08, z0], [SEAT, z0], o.cushion),
    // biome-ignore format: one corner per pair keeps the profile legible
    face(c, [[X(0.62), SEAT, z0], [X(0.1), 0.92, z0], [X(0.02), 0.88, z0], [X(0.54), SEAT - 0.08, z0]], o.cushion),
    spanX(c, [X(0.02), X(LENGTH)], [0.2, z0], [0.28, z0], o.frame),
    leg(0.12),
    leg(LENGTH - 0.2),
  );
  return out.join("");
}

export interface BehindTones {
  back: string;
  cushion: string;
  side: string;
  rim: string;
  shadow: string;
}

/**
 * A lounger seen from behind, its backrest towards the viewer and its foot towards the sea:
 * the back of the raised backrest, the cushion running away, and a long shadow cast forwards.
 */
export function loungerFromBehind(c: Camera, x: number, z: number, k: BehindTones): string {
  const x1 = x + WIDTH;
  const span: [number, number] = [x, x1];
  const inset: [number, number] = [x + 0.03, x1 - 0.03];
  const foot = z + LENGTH;
  const bz = z + 0.62;
  const tz = z + 0.08;
  const sideX = x > 0 ? x : x1;
  const leg = (lx: number) => spanX(c, [lx, lx + 0.06], [0, z + 0.5], [0.3, z + 0.5], k.back);
  return [
    // The low sun ahead throws the shadow long towards the viewer.
    // biome-ignore format: one corner per triple keeps the footprint legible
    face(c, [[x, 0, foot], [x1, 0, foot], [x1 + 0.1, 0, z - 2.2], [x - 0.1, 0, z - 2.2]], k.shadow),
    spanX(c, inset, [0, foot - 0.2], [0.24, foot - 0.2], k.back),
    spanX(c, span, [SEAT, bz], [SEAT, foot], k.cushion),
    spanZ(c, [bz, foot], [sideX, 0.2], [sideX, SEAT], k.side),
    spanX(c, span, [SEAT, bz], [0.92, tz], k.back),
    // biome-ignore format: one corner per triple keeps the backrest's edge legible
    face(c, [[sideX, SEAT, bz], [sideX, 0.92, tz], [sideX, 0.86, tz - 0.04], [sideX, SEAT - 0.1, bz + 0.1]], k.side),
    // A folded towel over the top of the backrest, lit along its crest.
    spanX(c, inset, [0.7, tz + 0.2], [0.95, tz - 0.01], k.cushion),
    spanX(c, inset, [0.93, tz], [0.96, tz + 0.03], k.rim),
    leg(x + 0.06),
    leg(x1 - 0.12),
  ].join("");
}

/** A market parasol: the cone's outside where the eye is above the rim, its underside below. */
export function parasol(
  c: Camera,
  x: number,
  z: number,
  fabric: string,
  under: string,
  pole: string,
): string {
  const rim: [number, number][] = [];
  const R = 1.35;
  const rimY = 2.1;
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    rim.push(project(c, [x + Math.cos(a) * R, rimY, z + Math.sin(a) * R]));
  }
  const apex = project(c, [x, 2.6, z]);
  const foot = project(c, [x, 0, z]);
  const w = Math.max(1, scaleAt(c, z) * 0.045);
  const ring = rim.map(([a, b]) => `${n(a)} ${n(b)}`).join("L");
  const xs = rim.map(([a]) => a);
  const midY = project(c, [x, rimY, z])[1];
  const cone = `M${n(Math.min(...xs))} ${n(midY)}L${n(apex[0])} ${n(apex[1])}L${n(Math.max(...xs))} ${n(midY)}Z`;
  const underside = rimY > c.eye ? `<path d="M${ring}Z" fill="${under}"/>` : "";
  return `<path d="M${n(foot[0])} ${n(foot[1])}V${n(apex[1])}" stroke="${pole}" stroke-width="${n(w)}"/><path d="${cone}" fill="${fabric}"/>${underside}`;
}

/** A white cabana: timber posts and roof, a daybed inside, drapes tied back at the front. */
export function cabana(p: Palette, c: Camera, x: number, z: number): string {
  const w = 3.2;
  const d = 2.6;
  const fabric = tones(p.interior, "#ffffff", p.land, 0.3);
  const timber = tones(mix(mix(p.frame, p.land, 0.6), p.sea[2], 0.3), p.sand[0], p.sea[2], 0.4);
  const x1 = x + w;
  const linen = tones(p.interior, "#ffffff", p.land, 0.25);
  const out: string[] = [
    // Closed back drape, in the cabana's own shade.
    spanX(c, [x, x1], [0, z + d], [2.4, z + d], mix(p.interior, p.sea[2], 0.3)),
    box(c, [x + 0.3, x1 - 0.3], [0, 0.42], [z + 0.5, z + d - 0.1], linen),
    box(c, [x + 0.4, x1 - 0.4], [0.42, 0.8], [z + d - 0.45, z + d - 0.15], fabric),
    box(c, [x, x + 0.12], [0, 2.4], [z, z + 0.12], timber),
    box(c, [x1 - 0.12, x1], [0, 2.4], [z, z + 0.12], timber),
    box(c, [x - 0.15, x1 + 0.15], [2.4, 2.72], [z - 0.15, z + d + 0.15], timber),
  ];
  // Front drapes gathered and tied back at each post.
  const zf = z - 0.02;
  for (const [px, dir] of [
    [x + 0.06, 1],
    [x1 - 0.06, -1],
  ] as const) {
    const drape = [
      [0, 2.4],
      [0.6, 2.4],
      [0.08, 1.15],
      [0.34, 0],
      [0, 0],
    ] as const;
    out.push(
      face(
        c,
        drape.map(([dx, y]) => [px + dx * dir, y, zf] as const),
        fabric.front,
      ),
    );
  }
  return out.join("");
}
