/**
 * The site's sand and ocean palette (app/styles/tokens.css), for the fact sheet. Hex only: pdfkit
 * takes no rgb() with alpha, so the token lines are drawn with opacity instead.
 */
export const IVORY = "#fbf8f2";
export const SAND_100 = "#efe6d8";
export const SAND_200 = "#e2d4bd";
export const SAND_400 = "#c2a77f";
export const BRASS = "#8a6a3f";
export const BRASS_LIGHT = "#d8bf94";
export const OCEAN_900 = "#0e2730";
export const OCEAN_700 = "#1b4654";
export const OCEAN_500 = "#3f7482";
export const INK = "#1f2a2e";
export const INK_MUTED = "#56636a";
export const ON_DARK = "#f4eee4";
export const ON_DARK_MUTED = "#c9c0b2";
/** --color-line on white: ink at 14% opacity, flattened. */
export const LINE = "#dcdedf";
