/**
 * What a film is made from, and its frames on their way to the encoders: raw RGB buffers in order,
 * drawn in memory so that no frame ever touches the disk.
 */
import sharp from "sharp";
import type { ImageCrop } from "../../app/lib/media.ts";

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

/**
 * What a film is made from: a frame for any share t of its length (0 <= t < 1). A background
 * film is a drift over a still master (drift-frames.ts); a film to watch is a cut of shots
 * (cut-frames.ts). Both are drawn from renders or photographs, so every frame has fine detail.
 */
export interface FilmFrames {
  /** The film's file name. */
  name: string;
  /** A loop (a drift) plays again from frame 0 and has a portrait film; a film to watch ends. */
  loop: boolean;
  /** The frame the poster shows, as a share of the film. */
  posterAt: number;
  /** A frame of the landscape film, or of a loop's portrait film: the still's 9:16 crop. */
  draw(t: number, width: number, height: number, crop?: ImageCrop): Promise<Buffer>;
}

/** Where the still's focus is when its sidecar names none. */
export const CENTRE = { x: 0.5, y: 0.5 };

/**
 * Draws the frames with a few in flight at once (so the second core works while the encoders
 * wait) but yields them strictly in order.
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
