/**
 * Media command: publishes every master in media/masters (a picture file and its sidecar) as
 * AVIF, WebP and JPEG at each width of IMAGE_WIDTHS it has pixels for, plus a 9:16 crop around
 * its focus, into public/media/images/; then writes app/content/media/image-manifest.ts and the
 * image-set() backgrounds in app/styles/backdrops.css. Run from the project root:
 * `npm run media:images` (`--force` re-encodes every still).
 *
 * Incremental: a still whose version (a hash of its master) is unchanged and whose files all
 * exist is kept. Files of masters that no longer exist are removed.
 */
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";
import { backdrops } from "../app/content/media/backdrops.ts";
import type { ImageEntry } from "../app/lib/media.ts";
import { writeBackdropCss } from "./images/backdrop-css.ts";
import { IMAGE_MANIFEST_FILE, writeImageManifest } from "./images/image-manifest-file.ts";
import { MASTERS_DIRECTORY } from "./images/masters.ts";
import { publishMasters } from "./images/renditions.ts";
import { STILLS_DIRECTORY } from "./images/still-files.ts";

const { values } = parseArgs({ options: { force: { type: "boolean", default: false } } });

/** The committed manifest, if there is one: what is already published. */
async function readPublished(): Promise<Record<string, ImageEntry>> {
  if (!existsSync(IMAGE_MANIFEST_FILE)) return {};
  const { imageManifest } = await import(`../${IMAGE_MANIFEST_FILE}`);
  return imageManifest;
}

const entries = await publishMasters({
  mastersDirectory: MASTERS_DIRECTORY,
  outDirectory: STILLS_DIRECTORY,
  published: await readPublished(),
  force: values.force,
  log: (line) => process.stdout.write(`${line}\n`),
});
writeImageManifest(entries);
writeBackdropCss(backdrops, entries);
