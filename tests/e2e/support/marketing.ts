/**
 * What the press and team tests read straight from a back-office site's database, to show
 * what changed and what did not; and pictures to upload, made as a photographer's would be.
 */
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import sharp from "sharp";
import type { BackOffice } from "./back-office.ts";

type MarketingTable = "press_articles" | "team_members" | "uploaded_pictures" | "staff_audit_log";

/** Every row of a table as text, in a stable order: equal before and after means unchanged. */
export function snapshot(office: BackOffice, table: MarketingTable): string {
  const db = new DatabaseSync(join(office.site.dataDir, "site.db"), { readOnly: true });
  try {
    return JSON.stringify(db.prepare(`SELECT * FROM ${table} ORDER BY 1`).all());
  } finally {
    db.close();
  }
}

/** A JPEG of the given size: a warm gradient, like a photograph of the resort at dusk. */
export async function photograph(width: number, height: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x2="0" y2="1"><stop offset="0" stop-color="#e8c9a0"/>
    <stop offset="1" stop-color="#2f5d73"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.6}" cy="${height * 0.4}" r="${height / 6}" fill="#f6e7c8"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
