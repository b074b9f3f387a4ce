import { createHash } from "node:crypto";

// React Router's inline scripts: the module starter, the hydration data, scroll restoration.
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The SHA-256 of each inline script in a document, base64, as a CSP hash source names it. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, code = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (code) hashes.add(createHash("sha256").update(code, "utf8").digest("base64"));
  }
  return [...hashes];
}
