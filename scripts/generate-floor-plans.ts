/**
 * Media command: draws the floor plan sheets, one PDF per plan type, into
 * public/documents/floor-plans/. Run from the project root: `npm run media:floor-plans`.
 *
 * The plans are data in floor-plans/plans.ts; floor-plans/sheet.ts lays out each page. Output is
 * deterministic: regenerating unchanged plans gives byte-identical files of about 30 KB each
 * (the brand faces, subset, are most of it).
 */
import { mkdirSync } from "node:fs";
import { plans } from "./floor-plans/plans.ts";
import { writeSheet } from "./floor-plans/sheet.ts";

const OUT_DIR = "public/documents/floor-plans";

mkdirSync(OUT_DIR, { recursive: true });
for (const plan of plans) process.stdout.write(`${await writeSheet(plan, OUT_DIR)}\n`);
