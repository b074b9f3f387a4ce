import type { SceneDefinition } from "../shared/scene-definition.ts";

import { beachDawn } from "./beach-dawn.ts";
import { beachfrontViews } from "./beachfront-views.ts";

export const exteriorScenes: readonly SceneDefinition[] = [beachDawn, beachfrontViews];
