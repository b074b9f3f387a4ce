/**
 * Media command: draws every scene in scripts/media/scenes as a master (SVG and sidecar) in
 * media/masters, leaving alone any name a photograph or render has replaced. Then run
 * `npm run media:images` to publish them. Run from the project root: `npm run media:scenes`.
 */
import { mkdirSync } from "node:fs";
import { MASTERS_DIRECTORY } from "./images/masters.ts";
import { writeSceneMasters } from "./media/scene-masters.ts";
import { scenes } from "./media/scenes/catalogue.ts";

mkdirSync(MASTERS_DIRECTORY, { recursive: true });
const { written, replaced } = writeSceneMasters(scenes.values(), MASTERS_DIRECTORY);
process.stdout.write(`Drew ${written.length} scene masters in ${MASTERS_DIRECTORY}.\n`);
if (replaced.length) {
  process.stdout.write(`Left alone, replaced by a picture: ${replaced.join(", ")}.\n`);
}
