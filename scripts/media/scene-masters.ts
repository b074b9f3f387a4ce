import { existsSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Sidecar } from "../images/masters.ts";
import type { SceneDefinition } from "./scenes/shared/scene-definition.ts";
import { svgDocument } from "./scenes/shared/svg.ts";

/** What the scene generator says of every picture it makes. */
export const SCENE_CREDIT = "Digital illustration";

/** A scene's still as a master: the SVG of its first frame and its sidecar. */
export function sceneMaster(scene: SceneDefinition): { svg: string; sidecar: Sidecar } {
  return {
    svg: `${svgDocument(scene.render(0))}\n`,
    sidecar: {
      alt: scene.description,
      credit: SCENE_CREDIT,
      focus: scene.focus ?? { x: 0.5, y: 0.5 },
      representation: true,
    },
  };
}

/** A name whose master is a picture file (a photograph or a render) rather than a scene's SVG. */
export function replacedByPicture(directory: string, name: string): boolean {
  return readdirSync(directory).some(
    (file) => file.startsWith(`${name}.`) && !file.endsWith(".svg") && !file.endsWith(".json"),
  );
}

/**
 * Writes every scene's master into the masters folder, except where a picture file has taken
 * its name: that master and its sidecar belong to whoever supplied the picture.
 */
export function writeSceneMasters(
  scenes: Iterable<SceneDefinition>,
  directory: string,
): { written: string[]; replaced: string[] } {
  const written: string[] = [];
  const replaced: string[] = [];
  for (const scene of scenes) {
    if (existsSync(directory) && replacedByPicture(directory, scene.name)) {
      replaced.push(scene.name);
      continue;
    }
    const { svg, sidecar } = sceneMaster(scene);
    writeFileSync(join(directory, `${scene.name}.svg`), svg);
    writeFileSync(join(directory, `${scene.name}.json`), `${JSON.stringify(sidecar, null, 2)}\n`);
    written.push(scene.name);
  }
  return { written, replaced };
}
