import type { SceneDefinition } from "../shared/scene-definition.ts";

import { marina } from "./marina.ts";

/** The island's landscapes and leisure settings, each drawn once (not in exteriors/). */
export const landscapesScenes: readonly SceneDefinition[] = [marina];
