import type { SceneDefinition } from "../shared/scene-definition.ts";

import { beachDawn } from "./beach-dawn.ts";
import { beachHouseScene } from "./beach-house.ts";
import { beachfrontViews } from "./beachfront-views.ts";
import { oceanHouseScene } from "./ocean-house.ts";
import { resortAerial } from "./resort-aerial.ts";
import { resortDusk } from "./resort-dusk.ts";
import { resortNight } from "./resort-night.ts";

export const exteriorScenes: readonly SceneDefinition[] = [
  resortDusk,
  resortAerial,
  beachHouseScene,
  oceanHouseScene,
  beachDawn,
  beachfrontViews,
  resortNight,
];
