import type { SceneDefinition } from "../shared/scene-definition.ts";

import { diningBeach } from "./dining-beach.ts";
import { poolInfinity } from "./pool-infinity.ts";

export const amenitiesScenes: readonly SceneDefinition[] = [poolInfinity, diningBeach];
