/**
 * Renders scenes to PNG for a look while drawing them:
 *   node scripts/media/preview-scene.ts [--t 0.25] [--width 1200] [--out /tmp/scenes] name ...
 * With no names, renders every scene in the catalogue.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { scenes } from "./scenes/catalogue.ts";
import { SCENE_HEIGHT, SCENE_WIDTH } from "./scenes/shared/scene-definition.ts";
import { svgDocument } from "./scenes/shared/svg.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    t: { type: "string", default: "0" },
    width: { type: "string", default: "1200" },
    out: { type: "string", default: "/tmp/scenes" },
  },
});
const width = Number(values.width);
const height = Math.round((width * SCENE_HEIGHT) / SCENE_WIDTH);
mkdirSync(values.out, { recursive: true });
for (const name of positionals.length ? positionals : [...scenes.keys()]) {
  const scene = scenes.get(name);
  if (!scene) throw new Error(`No scene named ${name}`);
  const svg = svgDocument(scene.render(Number(values.t)), width, height);
  const file = join(values.out, `${name}-t${values.t}.png`);
  await sharp(Buffer.from(svg)).png().toFile(file);
  process.stdout.write(`${file}\n`);
}
