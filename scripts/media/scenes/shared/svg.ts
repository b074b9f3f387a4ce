import { SCENE_HEIGHT, SCENE_WIDTH } from "./scene-definition.ts";

/** Wraps a scene's body in a standalone SVG document at the given pixel size. */
export function svgDocument(body: string, width = SCENE_WIDTH, height = SCENE_HEIGHT): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}" preserveAspectRatio="xMidYMid slice">${body}</svg>`;
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
