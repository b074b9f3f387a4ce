import { readFileSync } from "node:fs";

function fontFace(family: string, file: string): string {
  const data = readFileSync(`node_modules/@fontsource-variable/${file}`).toString("base64");
  return `@font-face{font-family:"${family}";font-weight:100 900;src:url(data:font/woff2;base64,${data}) format("woff2")}`;
}

/**
 * The site's two typefaces as @font-face rules with the fonts inline, for pictures drawn in
 * Chromium from a page with no server behind it (share cards, the email signature's logo).
 */
export function brandFontFaces(): string {
  return [
    fontFace(
      "Cormorant Garamond",
      "cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2",
    ),
    fontFace("Jost", "jost/files/jost-latin-wght-normal.woff2"),
  ].join("\n");
}
