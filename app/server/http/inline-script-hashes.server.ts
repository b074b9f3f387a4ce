import { createHash } from "node:crypto";

// React Router's inline scripts: the module starter, the hydration data, scroll restoration.
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The SHA-256 of each inline script in a document, and of the scripts it adds itself
 * (defer-scripts.server.ts), base64, as a CSP hash source names them.
 */
export function inlineScriptHashes(html: string, added: readonly string[] = []): string[] {
  const hashes = new Set<string>();
  const codes = [...[...html.matchAll(INLINE_SCRIPT)].map(([, code = ""]) => code), ...added];
  for (const code of codes) {
    if (code) hashes.add(createHash("sha256").update(code, "utf8").digest("base64"));
  }
  return [...hashes];
}
