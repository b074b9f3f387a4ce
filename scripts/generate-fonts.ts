/**
 * Media command: the site's web fonts, cut down from the Fontsource files to what its pages
 * draw, into app/assets/fonts/, and their @font-face rules into app/styles/fonts.css (the upright
 * faces, which every page declares) and app/styles/fonts-italic.css (the display italic, which
 * only pages that set it in their first view declare; app/lib/use-late-italic-face.ts adds it
 * elsewhere once the page has hydrated). Run from the project root after the typefaces change:
 * `npm run media:fonts`.
 *
 * Fontsource's "latin" files carry every weight of the variable fonts and about 250 code
 * points; every page waits on them, and a phone's first view pays for their bytes. Cut to the
 * characters below, to the weights the stylesheets set (300 to 500; emphasis is 500, see
 * base.css), and to the OpenType features a browser applies by itself plus those the
 * stylesheets ask for, they are a third to two fifths smaller. The display italic, used only
 * for accents at 350, is that one weight.
 *
 * The cut faces are families of their own, named first in tokens.css: a character they lack
 * falls through to Fontsource's complete families after them, so nothing a visitor or a press
 * article types goes missing; only the rare page that needs it loads the larger file.
 *
 * Until an upright face arrives, text is set in a system face scaled to its widths and given
 * its ascent and descent (Capsize's fallback faces, named next in tokens.css), so lines keep
 * their height and nearly their length, and the page does not jump when the brand's face lands.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import notoSerif from "@capsizecss/metrics/notoSerif";
import roboto from "@capsizecss/metrics/roboto";
import timesNewRoman from "@capsizecss/metrics/timesNewRoman";
import { fromBuffer } from "@capsizecss/unpack";
import subsetFont from "subset-font";

interface CutFace {
  family: string;
  style: "normal" | "italic";
  source: string;
  file: string;
  /** The weight axis as the file keeps it: a range, or one pinned weight. */
  weight: number | { min: number; max: number };
  /** OpenType features beyond the browser's defaults that the stylesheets turn on. */
  features: string[];
  /** The stylesheet its @font-face rule is written to. */
  sheet: string;
  /** System faces that stand in, metric-matched, while it loads. */
  fallbacks: Fallback[];
}

type FallbackMetrics = Parameters<typeof createFontStack>[0][number];

interface Fallback {
  metrics: FallbackMetrics;
  /** The local names it goes by: a face and its metric-compatible twins share the overrides. */
  names: string[];
}

/** The weight of running text and display titles, which most lines on the site are set in. */
const TEXT_WEIGHT = 350;

/** Apple's and Windows' Times, and its metric twins on Linux and ChromeOS; Android's Noto. */
const SERIF_FALLBACKS: Fallback[] = [
  {
    metrics: timesNewRoman,
    names: ["Times New Roman", "Liberation Serif", "Tinos"],
  },
  { metrics: notoSerif, names: ["Noto Serif"] },
];
const SANS_FALLBACKS: Fallback[] = [
  { metrics: arial, names: ["Arial", "Liberation Sans", "Arimo"] },
  { metrics: roboto, names: ["Roboto"] },
];

/**
 * The features browsers apply unasked: kerning, ligatures and contextual forms, composed and
 * localised glyphs, mark positioning. Keeping only these (hb-subset keeps every feature
 * unless told) drops the small capitals, stylistic sets and alternate figures nobody sets.
 */
const DEFAULT_FEATURES = [
  "kern",
  "liga",
  "clig",
  "calt",
  "ccmp",
  "locl",
  "mark",
  "mkmk",
  "rlig",
  "rvrn",
];

const FONTSOURCE = "node_modules/@fontsource-variable";
const OUT_DIRECTORY = "app/assets/fonts";
const UPRIGHT_SHEET = "app/styles/fonts.css";
const ITALIC_SHEET = "app/styles/fonts-italic.css";

const faces: CutFace[] = [
  {
    family: "Cormorant Garamond Cut",
    style: "normal",
    source: `${FONTSOURCE}/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2`,
    file: "cormorant-garamond-cut.woff2",
    weight: { min: 300, max: 500 },
    features: [],
    sheet: UPRIGHT_SHEET,
    fallbacks: SERIF_FALLBACKS,
  },
  {
    family: "Cormorant Garamond Cut",
    style: "italic",
    source: `${FONTSOURCE}/cormorant-garamond/files/cormorant-garamond-latin-wght-italic.woff2`,
    file: "cormorant-garamond-cut-italic-350.woff2",
    weight: 350,
    features: [],
    sheet: ITALIC_SHEET,
    fallbacks: [],
  },
  {
    family: "Jost Cut",
    style: "normal",
    source: `${FONTSOURCE}/jost/files/jost-latin-wght-normal.woff2`,
    file: "jost-cut.woff2",
    weight: { min: 300, max: 500 },
    // font-variant-numeric: the price list, the slide and gallery counters.
    features: ["tnum", "lnum"],
    sheet: UPRIGHT_SHEET,
    fallbacks: SANS_FALLBACKS,
  },
];

/**
 * Printable ASCII; the accented small letters of Latin-1 (ß to ÿ, the names and places buyers
 * type and the copy quotes: café, Curaçao, São Tomé) with the capitals the copy uses; the signs
 * it sets (©, ·, °, ², ×, non-breaking space); the punctuation of English copy. Latin-1's other
 * capitals and signs (¡¿, ¼½¾, Ø, Þ, ...) cost a fifth of each file in glyphs and kerning and
 * appear nowhere on the site: a name or article that uses one draws it from the complete family.
 */
const SIGNS = "\u00a0©®°²·×";
const CAPITALS = "ÅÉ";
const PUNCTUATION = "Œœ–—‘’‚“”„•…‹›€™−";
const codePoints = [
  ...range(0x20, 0x7e),
  ...range(0xdf, 0xff).filter((point) => point !== 0xf7),
  ...[...SIGNS, ...CAPITALS, ...PUNCTUATION].map((character) => character.codePointAt(0) ?? 0),
].sort((a, b) => a - b);

function range(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** The code points as a CSS unicode-range, consecutive ones joined. */
function unicodeRange(points: number[]): string {
  const parts: string[] = [];
  const hex = (point: number) => point.toString(16).toUpperCase();
  for (let start = 0; start < points.length; ) {
    let end = start;
    while (end + 1 < points.length && points[end + 1] === (points[end] ?? 0) + 1) end++;
    const [first = 0, last = 0] = [points[start], points[end]];
    parts.push(first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`);
    start = end + 1;
  }
  return parts.join(",");
}

/**
 * The face's stand-ins, each a family of its own ("Jost Cut Fallback: Arial"): faces of one
 * family with the same descriptors would hide each other, not fall back in turn.
 */
async function fallbackRules(face: CutFace, original: Buffer): Promise<string[]> {
  if (face.fallbacks.length === 0) return [];
  // Measured at the weight most text is set in (base.css): a variable font's letters widen
  // with its weight, and its default instance is another weight.
  const instance = await subsetFont(original, text, {
    targetFormat: "truetype",
    variationAxes: { wght: TEXT_WEIGHT },
  });
  const metrics = await fromBuffer(instance);
  return face.fallbacks.map(({ metrics: fallback, names }) => {
    const { fontFaces } = createFontStack([metrics, fallback], { fontFaceFormat: "styleObject" });
    // Capsize names the family and its source after the fallback's one name; only the metric
    // overrides are kept.
    const { fontFamily, src, ...overrides } = fontFaces[0]?.["@font-face"] ?? {};
    return [
      "@font-face {",
      `  font-family: "${face.family} Fallback: ${fallback.familyName}";`,
      `  font-style: ${face.style};`,
      `  src: ${names.map((name) => `local("${name}")`).join(", ")};`,
      ...Object.entries(overrides).map(
        ([key, value]) => `  ${key.replace(/[A-Z]/g, "-$&").toLowerCase()}: ${value};`,
      ),
      "}",
    ].join("\n");
  });
}

const text = String.fromCodePoint(...codePoints);
const rules = new Map<string, string[]>();
for (const face of faces) {
  const original = readFileSync(face.source);
  const cut = await subsetFont(original, text, {
    targetFormat: "woff2",
    variationAxes: { wght: face.weight },
    keepFeatures: [...DEFAULT_FEATURES, ...face.features],
  });
  writeFileSync(`${OUT_DIRECTORY}/${face.file}`, cut);
  const weight =
    typeof face.weight === "number" ? `${face.weight}` : `${face.weight.min} ${face.weight.max}`;
  const sheet = rules.get(face.sheet) ?? [];
  rules.set(face.sheet, sheet);
  sheet.push(
    [
      "@font-face {",
      `  font-family: "${face.family}";`,
      `  font-style: ${face.style};`,
      `  font-weight: ${weight};`,
      "  font-display: swap;",
      `  src: url("../assets/fonts/${face.file}") format("woff2");`,
      `  unicode-range: ${unicodeRange(codePoints)};`,
      "}",
    ].join("\n"),
  );
  sheet.push(...(await fallbackRules(face, original)));
  process.stdout.write(`${face.file}: ${original.length} → ${cut.length} bytes\n`);
}

for (const [sheet, sheetRules] of rules) {
  writeFileSync(
    sheet,
    `/* Written by scripts/generate-fonts.ts (npm run media:fonts); edit that, not this. */\n\n${sheetRules.join("\n\n")}\n`,
  );
  // Laid out as the formatter would, so `npm run lint` passes on the generated file.
  spawnSync("node_modules/.bin/biome", ["format", "--write", sheet], { stdio: "inherit" });
}
