/**
 * Poolside sun loungers on the kit's camera (1.95 m by 0.72 m, backrest raised at one end),
 * returned as markup without ids.
 */
import { type Camera, face, spanX, spanZ } from "./kit.ts";

const LENGTH = 1.95;
const WIDTH = 0.72;
const SEAT = 0.36;

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
