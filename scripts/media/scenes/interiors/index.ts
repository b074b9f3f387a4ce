import type { SceneDefinition } from "../shared/scene-definition.ts";
import { spa } from "./spa.ts";
import { wellnessYoga } from "./wellness-yoga.ts";

export const interiorScenes: readonly SceneDefinition[] = [spa, wellnessYoga];
