/**
 * Turns a scene into frames: raw RGB buffers in loop order, rendered by sharp (librsvg) in memory
 * so that no frame ever touches the disk.
 */
import sharp from "sharp";
import type { SceneDefinition } from "../media/scenes/shared/scene-definition.ts";
import { svgDocument } from "../media/scenes/shared/svg.ts";

/**
 * The loop phases of the frames: i / count for i in 0..count-1. Phase 1 is left out because it is
 * phase 0 again, so the player's jump from the last frame back to the first is one ordinary step.
 */
export function frameTimes(count: number): number[] {
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(`A film needs a whole number of frames, not ${count}`);
  }
  return Array.from({ length: count }, (_, i) => i / count);
}

/** One frame as packed 8-bit RGB, exactly width x height (what ffmpeg's rgb24 rawvideo expects). */
export async function renderFrame(
  scene: SceneDefinition,
  t: number,
  width: number,
  height: number,
): Promise<Buffer> {
  const svg = Buffer.from(svgDocument(scene.render(t), width, height));
  // Scenes are opaque; flattening only makes a stray transparent pixel the same in film and poster.
  const { data, info } = await sharp(svg)
    .flatten({ background: "#000000" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  // A wrong size would shear every frame of the video, so fail here instead.
  if (info.width !== width || info.height !== height || info.channels !== 3) {
    throw new Error(
      `${scene.name} rendered at ${info.width}x${info.height}x${info.channels}, not ${width}x${height}x3`,
    );
  }
  return data;
}

/**
 * Renders the frames with a few in flight at once (librsvg is single-threaded, so this is what
 * uses the second core while the encoders wait) but yields them strictly in order.
 */
export async function* renderFrames(
  scene: SceneDefinition,
  times: readonly number[],
  width: number,
  height: number,
  concurrency = 3,
): AsyncGenerator<Buffer> {
  const pending: Promise<Buffer>[] = [];
  let next = 0;
  const fill = () => {
    while (pending.length < concurrency && next < times.length) {
      const t = times[next++] as number;
      const frame = renderFrame(scene, t, width, height);
      // Handled when its turn comes; this only stops an early rejection counting as unhandled.
      frame.catch(() => {});
      pending.push(frame);
    }
  };
  fill();
  while (pending.length > 0) {
    const frame = await (pending.shift() as Promise<Buffer>);
    fill();
    yield frame;
  }
}

/** The poster: the film's own frame 0, so the swap to the playing film shows no change. */
export async function writePoster(
  scene: SceneDefinition,
  width: number,
  height: number,
  file: string,
): Promise<void> {
  const frame = await renderFrame(scene, 0, width, height);
  await sharp(frame, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 78, progressive: true, mozjpeg: true })
    .toFile(file);
}

/**
 * The share of pixels that change visibly (by more than 16 of 255 in a channel) between render(1)
 * and render(0). Non-periodic motion makes every loop jump, so the film command refuses a scene
 * with a seam instead of encoding it; rounding noise in the markup changes only a few edge pixels.
 */
export async function loopSeam(
  scene: SceneDefinition,
  width: number,
  height: number,
): Promise<number> {
  if (scene.render(1) === scene.render(0)) return 0;
  const [end, start] = await Promise.all([
    renderFrame(scene, 1, width, height),
    renderFrame(scene, 0, width, height),
  ]);
  let changed = 0;
  for (let i = 0; i < start.length; i += 3) {
    for (let c = 0; c < 3; c++) {
      if (Math.abs((end[i + c] as number) - (start[i + c] as number)) > 16) {
        changed++;
        break;
      }
    }
  }
  return changed / (width * height);
}

/** Share of pixels allowed to jump between render(1) and render(0): rounding at edges, no more. */
export const MAX_SEAM = 0.0002;

/** Refuses a scene whose last frame would not lead smoothly back into the first. */
export async function assertLoops(scene: SceneDefinition, width: number, height: number) {
  const seam = await loopSeam(scene, width, height);
  if (seam > MAX_SEAM) {
    throw new Error(
      `${scene.name} does not loop: ${(seam * 100).toFixed(2)}% of pixels jump between render(1) and render(0); make its motion periodic in t`,
    );
  }
}
