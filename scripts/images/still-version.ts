import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Master } from "./masters.ts";
import { ENCODER_SETTINGS_VERSION } from "./still-encoder.ts";

/**
 * A still's version: a hash of its master's bytes (and the portrait master's), the focus its
 * crops keep and the encoder settings. A replaced master gets a new version and so new URLs,
 * never the year-long cached old picture; equal versions let regeneration skip the still.
 */
export function masterVersion(directory: string, master: Master): string {
  const hash = createHash("sha256").update(ENCODER_SETTINGS_VERSION);
  hash.update(readFileSync(join(directory, master.file)));
  if (master.portraitFile) hash.update(readFileSync(join(directory, master.portraitFile)));
  // Eight hex digits: ample to tell versions apart, and the manifest ships on every page.
  return hash.update(JSON.stringify(master.sidecar.focus)).digest("hex").slice(0, 8);
}
