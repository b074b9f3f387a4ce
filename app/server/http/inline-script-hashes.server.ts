import { createHash } from "node:crypto";

// React writes its tags in lower case; a script's code ends at the first closing tag.
const SCRIPT = Buffer.from("<script");
const SCRIPT_END = Buffer.from("</script>");

const sha256 = (code: Uint8Array | string) => createHash("sha256").update(code).digest("base64");

/**
 * The SHA-256 of each inline script in a document (React Router's module starter, hydration
 * data and scroll restoration, the page's own), and of the scripts it adds itself
 * (defer-scripts.server.ts), base64, as a CSP hash source names them. The document's bytes are
 * hashed as they are: a policy hashes a script's UTF-8.
 */
export function inlineScriptHashes(document: Buffer, added: readonly string[] = []): string[] {
  const hashes = new Set<string>();
  let at = document.indexOf(SCRIPT);
  while (at !== -1) {
    const tagEnd = document.indexOf(">", at);
    const codeEnd = tagEnd === -1 ? -1 : document.indexOf(SCRIPT_END, tagEnd);
    if (codeEnd === -1) break;
    const fromFile = /\ssrc=/.test(document.toString("latin1", at, tagEnd));
    if (!fromFile && codeEnd > tagEnd + 1)
      hashes.add(sha256(document.subarray(tagEnd + 1, codeEnd)));
    at = document.indexOf(SCRIPT, codeEnd);
  }
  for (const code of added) if (code) hashes.add(sha256(code));
  return [...hashes];
}
