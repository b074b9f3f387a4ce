import { createHash } from "node:crypto";
import { salesContact } from "../../../scripts/fact-sheet/contact.ts";
import { factSheetContent } from "../../../scripts/fact-sheet/content.ts";
import { renderFactSheet } from "../../../scripts/fact-sheet/document.ts";
import { readUnits } from "../../../scripts/fact-sheet/residences.ts";
import { downloads } from "../../content/pages/downloads.ts";
import type { Services } from "../services.server.ts";
import type { SiteSettings } from "./site-settings.server.ts";

/**
 * The fact sheet (spec: the downloads' Fact Sheet PDF), made on request from the stored facts and
 * sales contact rather than committed: its address carries a version of what it is made from,
 * so a shared cache may keep each version for a year and an edit shows as soon as the pages
 * linking it do (within their minute).
 */
export function factSheetVersion(release: string | null, site: SiteSettings, origin: string) {
  return createHash("sha256")
    .update(JSON.stringify([release, site.facts, site.contact, origin]))
    .digest("hex")
    .slice(0, 16);
}

export function factSheetHref(version: string): string {
  return `${downloads.factSheet.href}?v=${version}`;
}

// The last sheet made: rendering takes a moment, and every instance serves the same few versions.
let last: { version: string; pdf: Promise<Buffer> } | undefined;

export async function factSheetResponse(
  { release, config }: Services,
  site: SiteSettings,
  request: Request,
  disposition: "inline" | "attachment",
): Promise<Response> {
  const version = factSheetVersion(release, site, config.publicOrigin);
  if (last?.version !== version) {
    const contact = salesContact(site.contact, config.publicOrigin);
    // The residence types come from the seed price list, as the committed sheet's did: the
    // sheet lists plans and areas, never a residence's status or price.
    const pdf = renderFactSheet(factSheetContent(readUnits(), contact, site.facts));
    last = { version, pdf };
    pdf.catch(() => {
      if (last?.pdf === pdf) last = undefined;
    });
  }
  const pdf = await last.pdf;
  const current = new URL(request.url).searchParams.get("v") === version;
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.length),
      "Content-Disposition": `${disposition}; filename="fact-sheet.pdf"`,
      "Cache-Control": current
        ? "public, max-age=31536000, immutable"
        : "public, max-age=0, s-maxage=60",
      ETag: `"${version}"`,
    },
  });
}
