/**
 * The fact sheet as a two-page PDF, set in the site's Cormorant Garamond and Jost
 * (scripts/media/pdf-fonts.ts). Deterministic, like the floor plan sheets: fixed dates, no
 * images, the same font cuts every run.
 */
import PDFDocument from "pdfkit";
import { registerBrandFonts } from "../media/pdf-fonts.ts";
import type { FactSheet } from "./content.ts";
import { drawResidencesPage } from "./page-residences.ts";
import { drawResortPage } from "./page-resort.ts";
import { PAGE } from "./type.ts";

// A fixed date: a run-time date would make every regenerated PDF differ from the last.
const CREATED = new Date("2026-01-15T12:00:00Z");

/** Renders the sheet and resolves with the PDF's bytes. */
export async function renderFactSheet(sheet: FactSheet): Promise<Buffer> {
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    lang: "en",
    displayTitle: true,
    info: { ...sheet.info, CreationDate: CREATED, ModDate: CREATED },
    // No Helvetica by default: every line names one of the brand's cuts.
    font: "",
  });
  await registerBrandFonts(doc);
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
