import { createHash } from "node:crypto";
import type { SceneDefinition } from "../media/scenes/shared/scene-definition.ts";
import { ENCODER_SETTINGS_VERSION, stillDocuments } from "./still-encoder.ts";

/**
 * The still's version: a hash of its source and the encoder settings. Equal versions mean the
 * committed files are current, so regeneration can skip them and a test can spot stale ones.
 */
export function stillVersion(scene: SceneDefinition): string {
  const { landscape, portrait } = stillDocuments(scene.render(0));
  return createHash("sha256")
    .update(ENCODER_SETTINGS_VERSION)
    .update(landscape)
    .update(portrait)
    .digest("hex")
    .slice(0, 10);
}
