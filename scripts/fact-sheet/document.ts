/**
 * The fact sheet as a two-page PDF. Deterministic, like the floor plan sheets: fixed dates, no
 * images, pdfkit's built-in fonts. The site's Cormorant Garamond and Jost ship only as WOFF2
 * variable fonts, which pdfkit reads but embeds with empty glyphs, so the sheet uses Times and
 * Helvetica, as the floor plans do.
 */
import PDFDocument from "pdfkit";
import type { FactSheet } from "./content.ts";
import { drawResidencesPage } from "./page-residences.ts";
import { drawResortPage } from "./page-resort.ts";
import { PAGE } from "./type.ts";

// A fixed date: a run-time date would make every regenerated PDF differ from the last.
const CREATED = new Date("2026-01-15T12:00:00Z");

/** Renders the sheet and resolves with the PDF's bytes. */
export function renderFactSheet(sheet: FactSheet): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    lang: "en",
    displayTitle: true,
    info: { ...sheet.info, CreationDate: CREATED, ModDate: CREATED },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  drawResidencesPage(doc, sheet);
  doc.addPage();
  drawResortPage(doc, sheet);
  doc.end();
  return done;
}
