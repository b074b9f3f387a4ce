import type { SceneDefinition } from "../shared/scene-definition.ts";

import { poolInfinity } from "./pool-infinity.ts";

export const amenitiesScenes: readonly SceneDefinition[] = [poolInfinity];
