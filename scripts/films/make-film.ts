/**
 * Makes one film's three files (WebM, MP4 and the JPEG poster) from its scene. Each is written
 * under a temporary name and renamed only when all succeeded, so an interrupted run never leaves a
 * truncated film that the manifest would then describe as current.
 */
import { mkdtempSync, renameSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SceneDefinition } from "../media/scenes/shared/scene-definition.ts";
import { encode } from "./encoder.ts";
import { mp4Arguments, type VideoShape, webmArguments } from "./ffmpeg-arguments.ts";
import { filmFiles, frameCount } from "./film-catalogue.ts";
import { type FilmFrames, frameTimes, renderFrames, sceneFrames, writePoster } from "./frames.ts";

export interface FilmResult {
  frames: number;
  /** Wall-clock time of each stage, for judging what a scene costs. */
  milliseconds: { analysis: number; encode: number; total: number };
  bytes: { webm: number; mp4: number; jpg: number };
}

/** Makes a film from a scene (a background loop) or from frames such as a cut's. */
export async function makeFilm(
  source: SceneDefinition | FilmFrames,
  outDir: string,
  shape: VideoShape,
): Promise<FilmResult> {
  const started = performance.now();
  const film = "render" in source ? sceneFrames(source) : source;
  const files = filmFiles(outDir, film.name);
  const partial = (file: string) => `${file}.partial`;
  const times = frameTimes(frameCount(shape, shape.fps));
  const frames = () => renderFrames(film, times, shape.width, shape.height);
  const workDir = mkdtempSync(join(tmpdir(), `film-${film.name}-`));
  const passLog = join(workDir, "vp9");
  let analysed = started;
  for (const file of Object.values(files)) rmSync(partial(file), { force: true }); // after Ctrl-C
  try {
    // Rendering twice costs a few seconds; holding the frames for the second pass would take
    // 400 MB or more, and writing them out is what this pipeline avoids.
    const analyse = webmArguments(shape, 1, passLog, "", film.loop);
    await encode(frames(), [{ label: "webm pass 1", args: analyse }]);
    analysed = performance.now();
    // The second VP9 pass and x264 share the frames and keep both cores busy.
    await encode(frames(), [
      { label: "webm", args: webmArguments(shape, 2, passLog, partial(files.webm), film.loop) },
      { label: "mp4", args: mp4Arguments(shape, partial(files.mp4), film.loop) },
    ]);
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
      analysis: analysed - started,
      encode: finished - analysed,
      total: finished - started,
    },
    bytes: {
      webm: statSync(files.webm).size,
      mp4: statSync(files.mp4).size,
      jpg: statSync(files.jpg).size,
    },
  };
}
