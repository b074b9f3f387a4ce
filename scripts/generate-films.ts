/**
 * Media command: renders the looping background films as drifts over their still masters, each
 * also as a portrait film, and the films to watch from their cuts of the pictures' masters,
 * into public/media/films/ (WebM, MP4 and a JPEG poster each) and rewrites
 * app/content/media/film-manifest.ts.
 *   npm run media:films                       all films in scripts/films/film-catalogue.ts
 *   npm run media:films -- kids-club aquatic  only these; the manifest keeps the others
 * Needs ffmpeg with libvpx-vp9 and libx264 (`apt-get install ffmpeg`, or FFMPEG=/path/to/ffmpeg),
 * and for a cut's title cards Chromium (/usr/bin/chromium, or CHROMIUM=/path/to/chromium).
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { cutFrames } from "./films/cut-frames.ts";
import { driftFrames } from "./films/drift-frames.ts";
import { requireFfmpeg } from "./films/encoder.ts";
import { maxFilmBytes } from "./films/ffmpeg-arguments.ts";
import { selectFilms } from "./films/film-arguments.ts";
import {
  FILM_FPS,
  FILM_HEIGHT,
  FILM_WIDTH,
  films,
  isLoop,
  PORTRAIT_FILM_HEIGHT,
  PORTRAIT_FILM_WIDTH,
} from "./films/film-catalogue.ts";
import { makeFilm } from "./films/make-film.ts";
import { collectManifest, writeManifest } from "./films/manifest.ts";
import { renderTitleCards } from "./films/title-cards.ts";
import { MASTERS_DIRECTORY, type Master, readMasters } from "./images/masters.ts";

const OUT_DIR = "public/media/films";
const MANIFEST = "app/content/media/film-manifest.ts";

function stillOf(masters: Map<string, Master>, name: string) {
  const master = masters.get(name);
  if (!master) {
    throw new Error(
      `the film ${name} drifts over its still, but ${MASTERS_DIRECTORY} has no ${name} master`,
    );
  }
  return {
    file: join(MASTERS_DIRECTORY, master.file),
    portraitFile: master.portraitFile && join(MASTERS_DIRECTORY, master.portraitFile),
    focus: master.sidecar.focus,
  };
}

const kb = (bytes: number) => `${Math.round(bytes / 1000)} KB`;
const seconds = (milliseconds: number) => `${(milliseconds / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  // Every frame is new, so libvips's operation cache would only hold on to ~150 MB of them.
  sharp.cache(false);
  const selected = selectFilms(process.argv.slice(2), films);
  requireFfmpeg();
  mkdirSync(OUT_DIR, { recursive: true });
  const masters = new Map(readMasters(MASTERS_DIRECTORY).map((master) => [master.name, master]));
  const masterFiles = new Map(
    [...masters.values()].map((master) => [master.name, join(MASTERS_DIRECTORY, master.file)]),
  );
  try {
    for (const spec of selected) {
      const film = spec.cut
        ? await cutFrames(
            spec.name,
            spec.cut,
            masterFiles,
            await renderTitleCards(spec.cut.titles, FILM_WIDTH, FILM_HEIGHT),
          )
        : await driftFrames(spec.name, stillOf(masters, spec.name), spec.drift);
      const shape = {
        width: FILM_WIDTH,
        height: FILM_HEIGHT,
        fps: FILM_FPS,
        seconds: spec.seconds,
      };
      const result = await makeFilm(film, OUT_DIR, shape, {
        width: PORTRAIT_FILM_WIDTH,
        height: PORTRAIT_FILM_HEIGHT,
      });
      const { jpg, ...films } = result.bytes;
      const { landscape, portrait, total } = result.milliseconds;
      const sizes = Object.entries(films).map(([format, bytes]) => `${format} ${kb(bytes)}`);
      process.stdout.write(
        `${spec.name}: ${result.frames} frames in ${seconds(total)} (landscape ${seconds(landscape)}, portrait ${seconds(portrait)}); ${sizes.join(", ")}, poster ${kb(jpg)}\n`,
      );
      const budget = maxFilmBytes(isLoop(spec));
      for (const [format, bytes] of Object.entries(films)) {
        if (bytes > budget) {
          process.stderr.write(`warning: ${spec.name}.${format} is over ${kb(budget)}\n`);
        }
      }
    }
  } finally {
    // Also after a failure, so that the films finished before it are described with their sizes.
    const manifest = collectManifest(films, OUT_DIR, { width: FILM_WIDTH, height: FILM_HEIGHT });
    const watched = films.filter((film) => !isLoop(film)).map((film) => film.name);
    writeManifest(MANIFEST, manifest.entries, watched);
    process.stdout.write(`${MANIFEST}: ${Object.keys(manifest.entries).length} films\n`);
    if (manifest.missing.length > 0) {
      process.stdout.write(
        `not made yet, so not in the manifest: ${manifest.missing.join(", ")}\n`,
      );
    }
  }
}

// One line on stderr and exit code 1, like the other operator commands.
main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  process.stderr.write(`media:films: ${message.replace(/\s+/g, " ").trim()}\n`);
  process.exitCode = 1;
});
