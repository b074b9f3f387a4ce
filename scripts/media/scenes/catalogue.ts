import { interiorScenes } from "./interiors/index.ts";
import type { SceneDefinition } from "./shared/scene-definition.ts";

/** Every scene the site's stills and films are made from, by name. */
export const scenes: ReadonlyMap<string, SceneDefinition> = new Map(
  interiorScenes.map((scene) => [scene.name, scene]),
);
