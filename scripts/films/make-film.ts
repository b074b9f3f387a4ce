/**
 * Makes one film's files (WebM, MP4 and the JPEG poster, and a loop's portrait WebM and MP4) from
 * its frames. Each is written under a temporary name and renamed only when all succeeded, so an
 * interrupted run never leaves a truncated film that the manifest would then describe as current.
 */
import { mkdtempSync, renameSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ImageCrop } from "../../app/lib/media.ts";
import { encode } from "./encoder.ts";
import { mp4Arguments, type VideoShape, webmArguments } from "./ffmpeg-arguments.ts";
import { filmFiles, frameCount } from "./film-catalogue.ts";
import { type FilmFrames, frameTimes, renderFrames, writePoster } from "./frames.ts";

export interface FilmResult {
  frames: number;
  /** Wall-clock time of each stage, for judging what a film costs. */
  milliseconds: { landscape: number; portrait: number; total: number };
  bytes: { webm: number; mp4: number; jpg: number; portraitWebm?: number; portraitMp4?: number };
}

/**
 * Makes a film from its frames (a drift's background loop or a cut's film to watch); a loop given
 * a portrait size gets its portrait film too.
 */
export async function makeFilm(
  film: FilmFrames,
  outDir: string,
  shape: VideoShape,
  portraitSize?: { width: number; height: number },
): Promise<FilmResult> {
  const started = performance.now();
  const files = filmFiles(outDir, film.name, film.loop && portraitSize !== undefined);
  const partial = (file: string) => `${file}.partial`;
  const times = frameTimes(frameCount(shape, shape.fps));
  const workDir = mkdtempSync(join(tmpdir(), `film-${film.name}-`));
  let landscapeDone = started;
  for (const file of Object.values(files)) rmSync(partial(file), { force: true }); // after Ctrl-C
  // Rendering twice costs a few seconds; holding the frames for the second pass would take
  // 400 MB or more, and writing them out is what this pipeline avoids.
  const encodeBoth = async (size: VideoShape, crop: ImageCrop, webm: string, mp4: string) => {
    const frames = () => renderFrames(film, times, size.width, size.height, crop);
    const passLog = join(workDir, `vp9-${crop}`);
    const analyse = webmArguments(size, 1, passLog, "", film.loop);
    await encode(frames(), [{ label: `${crop} webm pass 1`, args: analyse }]);
    // The second VP9 pass and x264 share the frames and keep both cores busy.
    await encode(frames(), [
      { label: `${crop} webm`, args: webmArguments(size, 2, passLog, webm, film.loop) },
      { label: `${crop} mp4`, args: mp4Arguments(size, mp4, film.loop) },
    ]);
  };
  try {
    await encodeBoth(shape, "landscape", partial(files.webm), partial(files.mp4));
    landscapeDone = performance.now();
    if (portraitSize && files.portraitWebm && files.portraitMp4) {
      const portrait = { ...shape, ...portraitSize };
      await encodeBoth(
        portrait,
        "portrait",
        partial(files.portraitWebm),
        partial(files.portraitMp4),
      );
    }
    await writePoster(film, shape.width, shape.height, partial(files.jpg));
    for (const file of Object.values(files)) renameSync(partial(file), file);
  } finally {
    for (const file of Object.values(files)) rmSync(partial(file), { force: true });
    rmSync(workDir, { recursive: true, force: true });
  }
  const finished = performance.now();
  return {
    frames: times.length,
    milliseconds: {
      landscape: landscapeDone - started,
      portrait: finished - landscapeDone,
      total: finished - started,
    },
    bytes: {
      webm: statSync(files.webm).size,
      mp4: statSync(files.mp4).size,
      jpg: statSync(files.jpg).size,
      ...(files.portraitWebm && { portraitWebm: statSync(files.portraitWebm).size }),
      ...(files.portraitMp4 && { portraitMp4: statSync(files.portraitMp4).size }),
    },
  };
}
