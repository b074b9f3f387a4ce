/**
 * Turns a scene into frames: raw RGB buffers in loop order, rendered by sharp (librsvg) in memory
 * so that no frame ever touches the disk.
 */
import sharp from "sharp";
import type { ImageCrop } from "../../app/lib/media.ts";
import { portraitBox } from "../images/still-encoder.ts";
import {
  SCENE_HEIGHT,
  SCENE_WIDTH,
  type SceneDefinition,
} from "../media/scenes/shared/scene-definition.ts";
import { type SceneBox, svgDocument } from "../media/scenes/shared/svg.ts";

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
  box?: SceneBox,
): Promise<Buffer> {
  const svg = Buffer.from(svgDocument(scene.render(t), width, height, box));
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
 * What a film is made from: a frame for any share t of its length (0 <= t < 1). A background
 * film is a scene's loop; a film to watch is a cut of shots (cut-frames.ts).
 */
export interface FilmFrames {
  /** The film's file name. */
  name: string;
  /** A loop plays again from frame 0 and is checked for a seam; a film to watch ends. */
  loop: boolean;
  /** The frame the poster shows, as a share of the film. */
  posterAt: number;
  /**
   * Drawn from a render or photograph, not vector art: fine detail in every frame, encoded at a
   * lower quality setting so the home page's first view stays within its 600 KB on a phone.
   */
  detailed?: boolean;
  /** A frame of the landscape film, or of a loop's portrait film: the still's 9:16 crop. */
  draw(t: number, width: number, height: number, crop?: ImageCrop): Promise<Buffer>;
}

/** Where the still's focus is when its sidecar names none. */
export const CENTRE = { x: 0.5, y: 0.5 };

/**
 * A scene as a looping film: its phases are the film's, its still is the poster. The portrait
 * film shows the part of the scene the still's portrait crop does, around the sidecar's focus.
 */
export function sceneFrames(scene: SceneDefinition, focus = CENTRE): FilmFrames {
  const portrait = portraitBox(SCENE_WIDTH, SCENE_HEIGHT, focus);
  return {
    name: scene.name,
    loop: true,
    posterAt: 0,
    draw: (t, width, height, crop = "landscape") =>
      renderFrame(scene, t, width, height, crop === "portrait" ? portrait : undefined),
  };
}

/**
 * Renders the frames with a few in flight at once (librsvg is single-threaded, so this is what
 * uses the second core while the encoders wait) but yields them strictly in order.
 */
export async function* renderFrames(
  film: FilmFrames,
  times: readonly number[],
  width: number,
  height: number,
  crop: ImageCrop = "landscape",
  concurrency = 3,
): AsyncGenerator<Buffer> {
  const pending: Promise<Buffer>[] = [];
  let next = 0;
  const fill = () => {
    while (pending.length < concurrency && next < times.length) {
      const t = times[next++] as number;
      const frame = film.draw(t, width, height, crop);
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

/**
 * The poster: one of the film's own frames. A loop's is frame 0, so the swap to the playing film
 * shows no change; a film to watch shows the frame that names it.
 */
export async function writePoster(
  film: FilmFrames,
  width: number,
  height: number,
  file: string,
): Promise<void> {
  const frame = await film.draw(film.posterAt, width, height);
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
