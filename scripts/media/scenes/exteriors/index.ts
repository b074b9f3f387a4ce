import type { SceneDefinition } from "../shared/scene-definition.ts";

import { beachfrontViews } from "./beachfront-views.ts";

export const exteriorScenes: readonly SceneDefinition[] = [beachfrontViews];
