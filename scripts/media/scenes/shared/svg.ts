import { SCENE_HEIGHT, SCENE_WIDTH } from "./scene-definition.ts";

/** Part of a scene, in its own units. */
export interface SceneBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

const WHOLE_SCENE: SceneBox = { left: 0, top: 0, width: SCENE_WIDTH, height: SCENE_HEIGHT };

/**
 * Wraps a scene's body in a standalone SVG document at the given pixel size, showing `box` of
 * the scene (all of it unless told), centred and cropped to the document's shape.
 */
export function svgDocument(
  body: string,
  width = SCENE_WIDTH,
  height = SCENE_HEIGHT,
  box = WHOLE_SCENE,
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${box.left} ${box.top} ${box.width} ${box.height}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
}

/** A value that swings between -1 and 1 once per loop (or `cycles` times), so films loop seamlessly. */
export function swing(t: number, cycles = 1, phase = 0): number {
  return Math.sin(2 * Math.PI * (t * cycles + phase));
}

/** Position along a track that wraps: moves `distance` per loop and comes back to the start. */
export function drift(t: number, distance: number, offset = 0, wrap = SCENE_WIDTH): number {
  return (((offset + t * distance) % wrap) + wrap) % wrap;
}

/** Rounds coordinates so the markup stays short and renders identically on every machine. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10);
}
