/**
 * Times of day between the four palettes, made only by blending them (so no new colours
 * enter the series): late afternoon is day warmed towards dawn's gold.
 */
import { mix } from "../shared/exterior-tools.ts";
import { type Palette, palettes } from "../shared/palette.ts";

type Triple = readonly [string, string, string];
type Pair = readonly [string, string];

export function blendPalettes(a: Palette, b: Palette, k: number): Palette {
  const c = (x: string, y: string) => mix(x, y, k);
  const t3 = (x: Triple, y: Triple): Triple => [c(x[0], y[0]), c(x[1], y[1]), c(x[2], y[2])];
  const t2 = (x: Pair, y: Pair): Pair => [c(x[0], y[0]), c(x[1], y[1])];
  return {
    sky: t3(a.sky, b.sky),
    orb: c(a.orb, b.orb),
    glow: c(a.glow, b.glow),
    cloud: c(a.cloud, b.cloud),
    land: c(a.land, b.land),
    sea: t3(a.sea, b.sea),
    wave: c(a.wave, b.wave),
    reflection: c(a.reflection, b.reflection),
    sand: t2(a.sand, b.sand),
    stone: c(a.stone, b.stone),
    frame: c(a.frame, b.frame),
    interior: c(a.interior, b.interior),
    pool: t2(a.pool, b.pool),
    garden: t2(a.garden, b.garden),
    lamp: c(a.lamp, b.lamp),
  };
}

export const afternoon: Palette = blendPalettes(palettes.day, palettes.dawn, 0.6);
