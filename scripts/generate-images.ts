/**
 * Media command: renders every scene in scripts/media/scenes to stills in AVIF, WebP and JPEG
 * at each width of IMAGE_WIDTHS, into public/media/images/, and writes the typed manifest
 * (and a 9:16 portrait crop at PORTRAIT_WIDTHS) and writes app/content/media/image-manifest.ts and the image-set() backgrounds in app/styles/backdrops.css. Run from the project root: `npm run media:images`.
 *
 * Incremental: a still whose version (a hash of its source) is unchanged and whose files all
 * exist is skipped; `--force` re-encodes everything. Files of scenes that no longer exist are removed.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { backdrops } from "../app/content/media/backdrops.ts";
import { type ImageEntry, imageFileName } from "../app/lib/media.ts";
import { writeBackdropCss } from "./images/backdrop-css.ts";
import { IMAGE_MANIFEST_FILE, writeImageManifest } from "./images/image-manifest-file.ts";
import { encodeStill, MASTER_HEIGHT, MASTER_WIDTH } from "./images/still-encoder.ts";
import { STILLS_DIRECTORY, stillFileNames, stillNameOf } from "./images/still-files.ts";
import { stillVersion } from "./images/still-version.ts";
import { scenes } from "./media/scenes/catalogue.ts";

const OUT_DIR = STILLS_DIRECTORY;

const { values } = parseArgs({ options: { force: { type: "boolean", default: false } } });

/** The versions in the committed manifest, if there is one: what is already on disk. */
async function readCommittedVersions(): Promise<Record<string, string>> {
  if (!existsSync(IMAGE_MANIFEST_FILE)) return {};
  const { imageManifest } = await import(`../${IMAGE_MANIFEST_FILE}`);
  return Object.fromEntries(
    Object.entries(imageManifest as Record<string, ImageEntry>).map(([name, entry]) => [
      name,
      entry.version,
    ]),
  );
}

mkdirSync(OUT_DIR, { recursive: true });
const previous = await readCommittedVersions();
const entries = new Map<string, ImageEntry>();
for (const scene of scenes.values()) {
  const version = stillVersion(scene);
  const expected = stillFileNames(scene.name);
  const current =
    previous[scene.name] === version && expected.every((file) => existsSync(join(OUT_DIR, file)));
  if (values.force || !current) {
    const started = performance.now();
    for (const still of await encodeStill(scene.render(0))) {
      const file = imageFileName(scene.name, still.width, still.extension, still.crop);
      writeFileSync(join(OUT_DIR, file), still.data);
    }
    process.stdout.write(`${scene.name}: ${Math.round(performance.now() - started)} ms\n`);
  }
  entries.set(scene.name, {
    version,
    width: MASTER_WIDTH,
    height: MASTER_HEIGHT,
    alt: scene.description,
  });
}
for (const file of readdirSync(OUT_DIR)) {
  if (!entries.has(stillNameOf(file))) rmSync(join(OUT_DIR, file));
}
writeImageManifest(entries);
writeBackdropCss(backdrops, entries);
