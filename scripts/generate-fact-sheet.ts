/**
 * Media command: writes the two-page fact sheet the downloads page links to,
 * public/documents/fact-sheet.pdf. Run from the project root: `npm run media:fact-sheet`.
 *
 * The facts come from the content modules, the seed price list (db/seeds/units.csv) and the sales
 * settings (SALES_PHONE, PUBLIC_URL and the social links; their defaults when unset). Output is
 * deterministic: regenerating from unchanged inputs gives a byte-identical file.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { downloads } from "../app/content/pages/downloads.ts";
import { salesContact } from "./fact-sheet/contact.ts";
import { factSheetContent } from "./fact-sheet/content.ts";
import { renderFactSheet } from "./fact-sheet/document.ts";
import { readUnits } from "./fact-sheet/residences.ts";

const OUT = `public${downloads.factSheet.href}`;

const pdf = await renderFactSheet(factSheetContent(readUnits(), salesContact()));
mkdirSync(dirname(OUT), { recursive: true });
writeFileSync(OUT, pdf);
process.stdout.write(`${OUT} (${Math.round(pdf.length / 1024)} KB)\n`);
