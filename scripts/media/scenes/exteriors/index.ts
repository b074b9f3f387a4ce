import type { SceneDefinition } from "../shared/scene-definition.ts";

import { beachDawn } from "./beach-dawn.ts";
import { beachfrontViews } from "./beachfront-views.ts";
import { oceanHouseScene } from "./ocean-house.ts";
import { resortDusk } from "./resort-dusk.ts";
import { resortNight } from "./resort-night.ts";

export const exteriorScenes: readonly SceneDefinition[] = [
  resortDusk,
  oceanHouseScene,
  beachDawn,
  beachfrontViews,
  resortNight,
];
