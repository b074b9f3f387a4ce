/**
 * One floor plan sheet as a PDF: the page frame (wordmark, title, rules and footer) around the
 * plan and the residence panel, set in the site's faces (scripts/media/pdf-fonts.ts). Output is
 * deterministic (fixed dates, the same font cuts, no images), so regenerating unchanged plans
 * gives byte-identical files.
 */
import { createWriteStream } from "node:fs";
import { join } from "node:path";
import PDFDocument from "pdfkit";
import { registerBrandFonts, SERIF, SERIF_ITALIC } from "../media/pdf-fonts.ts";
import { caption } from "./caption.ts";
import { HAIRLINE, INK, MUTED } from "./palette.ts";
import type { Doc } from "./pen.ts";
import { drawPlan } from "./plan-drawing.ts";
import type { Plan } from "./plans.ts";
import { drawPanel } from "./residence-panel.ts";

// A fixed date: a run-time date would make every regenerated PDF differ from the last.
const CREATED = new Date("2026-01-15T12:00:00Z");
// Letter's width and A4's height: the sheet prints at 100% on either paper.
const PAGE = { width: 792, height: 595 };
const DISCLAIMER =
  "Floor plans are not to scale and are digital representations only; dimensions and areas are approximate and subject to change.";

/** The wordmark and sheet title, the rules between the parts, and the disclaimer footer. */
function drawFrame(doc: Doc, plan: Plan) {
  caption(doc, "THE RESIDENCES", 40, 36, 17, INK, "left", { font: SERIF, spacing: 5 });
  caption(doc, "Mandarin Oriental, Grand Cayman", 40, 59, 10.5, MUTED, "left", {
    font: SERIF_ITALIC,
    spacing: 0.5,
  });
  caption(doc, "FLOOR PLAN", 752, 41, 6.5, MUTED, "right", { spacing: 2.4 });
  caption(doc, `${plan.house}  ·  ${plan.name}`, 752, 56, 11, INK, "right", {
    font: SERIF,
    spacing: 0.6,
  });
  doc.moveTo(40, 82).lineTo(752, 82).lineWidth(0.5).stroke(INK);
  doc.moveTo(522, 100).lineTo(522, 526).lineWidth(0.4).stroke(HAIRLINE);
  doc.moveTo(40, 542).lineTo(752, 542).lineWidth(0.4).stroke(HAIRLINE);
  caption(doc, DISCLAIMER, 40, 552, 6, MUTED, "left", { spacing: 0.15 });
  caption(doc, "BEACH BAY, GRAND CAYMAN", 752, 552, 6, MUTED, "right", { spacing: 1.4 });
}

/** Writes the plan's sheet into outDir and resolves with the file's path once it is on disk. */
export async function writeSheet(plan: Plan, outDir: string) {
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    info: {
      Title: `${plan.house} ${plan.name} Floor Plan`,
      Author: "The Residences at Mandarin Oriental, Grand Cayman",
      Subject: `${plan.rooms}; ${plan.interior} sq ft interior, ${plan.terrace} sq ft terraces`,
      CreationDate: CREATED,
      ModDate: CREATED,
    },
    // No Helvetica by default: every line names one of the brand's cuts.
    font: "",
  });
  await registerBrandFonts(doc);
  const path = join(outDir, `${plan.file}.pdf`);
  const written = new Promise<void>((resolve, reject) => {
    doc.pipe(createWriteStream(path)).on("finish", resolve).on("error", reject);
  });
  drawFrame(doc, plan);
  drawPlan(doc, plan, { x: 40, y: 136, w: 466, h: 390 });
  drawPanel(doc, plan, 548, 204);
  doc.end();
  await written;
  return path;
}
