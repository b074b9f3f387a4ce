/**
 * Reads for the marketing back-office tests: the site's stored settings and the text of the fact
 * sheet a visitor downloads.
 */
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { APIRequestContext } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import type { BackOffice } from "./back-office.ts";

/** Every stored settings row, to show that nothing changed. */
export function storedSettings(office: BackOffice): string {
  const db = new DatabaseSync(join(office.site.dataDir, "site.db"), { readOnly: true });
  try {
    return JSON.stringify(
      db.prepare("SELECT id, version, value FROM site_settings ORDER BY id").all(),
    );
  } finally {
    db.close();
  }
}

/** The fact sheet's text at an address, as a reader's copy and paste would get it. */
export async function factSheetText(request: APIRequestContext, url: string): Promise<string> {
  const answer = await request.get(url);
  if (answer.headers()["content-type"] !== "application/pdf") throw new Error(`${url}: not a PDF`);
  const pdf = await getDocumentProxy(new Uint8Array(await answer.body()));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, " ");
}
