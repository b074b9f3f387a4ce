import { readFileSync } from "node:fs";
import subsetFont from "subset-font";

/**
 * The site's typefaces for the PDFs (fact sheet, floor plans). Fontsource ships them as
 * variable WOFF2, which pdfkit embeds with empty glyphs; so each weight the documents set is
 * cut as a static TrueType instance here, once per process, and pdfkit subsets it again.
 * Print sets the serif a step heavier than the screen does: at 6-11 pt, Cormorant's lighter
 * weights break up on paper.
 */
export const SERIF = "Cormorant Garamond Medium";
export const SERIF_ITALIC = "Cormorant Garamond Medium Italic";
export const SERIF_SEMIBOLD = "Cormorant Garamond SemiBold";
export const SANS = "Jost";

const FONTSOURCE = "node_modules/@fontsource-variable";
const cuts = [
  {
    name: SERIF,
    file: "cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2",
    weight: 500,
  },
  {
    name: SERIF_ITALIC,
    file: "cormorant-garamond/files/cormorant-garamond-latin-wght-italic.woff2",
    weight: 500,
  },
  {
    name: SERIF_SEMIBOLD,
    file: "cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2",
    weight: 600,
  },
  { name: SANS, file: "jost/files/jost-latin-wght-normal.woff2", weight: 400 },
];

/** ASCII, Latin-1 and the typographic signs the documents set. */
const CHARACTERS =
  String.fromCharCode(...Array.from({ length: 95 }, (_, index) => 32 + index)) +
  String.fromCharCode(...Array.from({ length: 96 }, (_, index) => 160 + index)) +
  "‘’“”–—…·•×²€";

let prepared: Promise<[string, Buffer][]> | undefined;

function staticCuts(): Promise<[string, Buffer][]> {
  prepared ??= Promise.all(
    cuts.map(async ({ name, file, weight }) => {
      const cut = await subsetFont(readFileSync(`${FONTSOURCE}/${file}`), CHARACTERS, {
        targetFormat: "truetype",
        variationAxes: { wght: weight },
      });
      return [name, cut] as [string, Buffer];
    }),
  );
  return prepared;
}

/** Registers the brand's cuts on a document under the names above. */
export async function registerBrandFonts(doc: PDFKit.PDFDocument): Promise<void> {
  for (const [name, data] of await staticCuts()) doc.registerFont(name, data);
}
