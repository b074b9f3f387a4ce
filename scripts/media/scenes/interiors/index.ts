import type { SceneDefinition } from "../shared/scene-definition.ts";
import { spa } from "./spa.ts";

export const interiorScenes: readonly SceneDefinition[] = [spa];
