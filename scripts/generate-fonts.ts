/**
 * Media command: the site's web fonts, cut down from the Fontsource files to what its pages
 * draw, into app/assets/fonts/, and their @font-face rules into app/styles/fonts.css. Run from
 * the project root after the typefaces change: `npm run media:fonts`.
 *
 * Fontsource's "latin" files carry every weight of the variable fonts and about 250 code
 * points; every page waits on them, and a phone's first view pays for their bytes. Cut to
 * Latin-1 and the typographic punctuation the copy uses (curly quotes, dashes, ellipsis, euro),
 * to the weights the stylesheets set (300 to 500; emphasis is 500, see base.css), and to the
 * OpenType features a browser applies by itself plus those the stylesheets ask for, they are a
 * third smaller. The display italic, used only for accents at 350, is that one weight.
 *
 * The cut faces are families of their own, named first in tokens.css: a character they lack
 * falls through to Fontsource's complete families after them, so nothing a visitor or a press
 * article types goes missing; only the rare page that needs it loads the larger file.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
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
}

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
const CSS_FILE = "app/styles/fonts.css";

const faces: CutFace[] = [
  {
    family: "Cormorant Garamond Cut",
    style: "normal",
    source: `${FONTSOURCE}/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2`,
    file: "cormorant-garamond-cut.woff2",
    weight: { min: 300, max: 500 },
    features: [],
  },
  {
    family: "Cormorant Garamond Cut",
    style: "italic",
    source: `${FONTSOURCE}/cormorant-garamond/files/cormorant-garamond-latin-wght-italic.woff2`,
    file: "cormorant-garamond-cut-italic-350.woff2",
    weight: 350,
    features: [],
  },
  {
    family: "Jost Cut",
    style: "normal",
    source: `${FONTSOURCE}/jost/files/jost-latin-wght-normal.woff2`,
    file: "jost-cut.woff2",
    weight: { min: 300, max: 500 },
    // font-variant-numeric: the price list, the slide and gallery counters.
    features: ["tnum", "lnum"],
  },
];

/** Printable ASCII, Latin-1, and the punctuation and signs of English copy. */
const PUNCTUATION = "Œœ–—‘’‚“”„•…‹›€™−";
const codePoints = [
  ...range(0x20, 0x7e),
  ...range(0xa0, 0xff),
  ...[...PUNCTUATION].map((character) => character.codePointAt(0) ?? 0),
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

const text = String.fromCodePoint(...codePoints);
const rules: string[] = [];
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
  rules.push(
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
  process.stdout.write(`${face.file}: ${original.length} → ${cut.length} bytes\n`);
}
writeFileSync(
  CSS_FILE,
  `/* Written by scripts/generate-fonts.ts (npm run media:fonts); edit that, not this. */\n\n${rules.join("\n\n")}\n`,
);
// Laid out as the formatter would, so `npm run lint` passes on the generated file.
spawnSync("node_modules/.bin/biome", ["format", "--write", CSS_FILE], { stdio: "inherit" });
