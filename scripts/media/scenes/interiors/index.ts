import type { SceneDefinition } from "../shared/scene-definition.ts";
import { kitchen } from "./kitchen.ts";
import { livingRoom } from "./living-room.ts";
import { primaryBathroom } from "./primary-bathroom.ts";
import { primaryBedroom } from "./primary-bedroom.ts";
import { spa } from "./spa.ts";
import { terraceResidence } from "./terrace-residence.ts";
import { wellnessYoga } from "./wellness-yoga.ts";

export const interiorScenes: readonly SceneDefinition[] = [
  livingRoom,
  kitchen,
  primaryBedroom,
  primaryBathroom,
  terraceResidence,
  spa,
  wellnessYoga,
];
