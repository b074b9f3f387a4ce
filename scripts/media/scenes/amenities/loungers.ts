/**
 * Poolside sun loungers on the kit's camera (1.95 m by 0.72 m, backrest raised at one end),
 * returned as markup without ids.
 */
import { mix } from "../shared/exterior-tools.ts";
import { type Camera, face, spanX, spanZ } from "./kit.ts";

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
