import type { SceneDefinition } from "../shared/scene-definition.ts";
import { diningRoom } from "./dining-room.ts";

/** The evening and amenity rooms (names the interiors set already draws are left to it). */
export const clubScenes: readonly SceneDefinition[] = [diningRoom];
