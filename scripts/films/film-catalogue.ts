/**
 * The films the site plays, made by `npm run media:films`: looping background films, each
 * drifting over the still master of the same name in media/masters, and films to watch, each cut
 * from shots of several pictures' masters in media/masters.
 */
import { join } from "node:path";
import { cutSeconds, type FilmCut } from "./cut.ts";
import type { Drift } from "./drift-frames.ts";
import { penthouseCut } from "./penthouse-cut.ts";

interface FilmBase {
  /**
   * The film's name and file name; a drift's is also its still's, the master it is drawn from
   * (a cut's pictures are named by its shots).
   */
  name: string;
  /**
   * Cache-busting number the site appends as `?v=N`. Bump it by hand whenever the film is
   * regenerated with a visible change: the URL stays the same, so caches would keep the old one.
   */
  version: number;
  /** Length of the film: a drift's one loop, or a cut's whole length (cutSeconds). */
  seconds: number;
}

/** A background loop: the frame's slow movement over its still. */
interface DriftSpec extends FilmBase {
  drift: Drift;
  cut?: never;
}

/** A film to watch, cut from shots of several pictures: its shots, titles and fades. */
interface CutSpec extends FilmBase {
  cut: FilmCut;
  drift?: never;
}

export type FilmSpec = DriftSpec | CutSpec;

/** 24 fps reads as film and keeps files small; the slow camera moves need no more. */
export const FILM_FPS = 24;
/** 720p is sharp enough for a darkened full-bleed background and keeps each file a few hundred KB. */
export const FILM_WIDTH = 1280;
export const FILM_HEIGHT = 720;
/**
 * A loop's portrait film, for screens taller than 9:16: a phone 390 px wide at 2x draws the 9:16
 * frame about 475 px wide, 950 device pixels, so 810 px is under 1.25x enlarged.
 */
export const PORTRAIT_FILM_WIDTH = 810;
export const PORTRAIT_FILM_HEIGHT = 1440;

export const films: readonly FilmSpec[] = [
  // The shore from the east: the frame closes in slowly along the beach and back.
  { name: "resort-shore", version: 5, seconds: 12, drift: { zoom: 0.05, pan: 0.02 } },
  // The render of the one model: the frame closes in on the resort and moves along the beach.
  { name: "resort-aerial", version: 9, seconds: 12, drift: { zoom: 0.06, pan: 0.025 } },
  // The render of the beach from the water's edge: the frame closes in slowly along the foam.
  { name: "beachfront-views", version: 6, seconds: 12, drift: { zoom: 0.05, pan: 0.02 } },
  // The render of the yoga pavilion: the frame closes in slowly towards the mats and the sea.
  { name: "wellness-yoga", version: 3, seconds: 12, drift: { zoom: 0.05, pan: 0.02 } },
  // The render of the sports center: the frame closes in slowly over the clay court.
  { name: "sports-courts", version: 4, seconds: 12, drift: { zoom: 0.05, pan: 0.02 } },
  // The render of the shallows: the frame closes in slowly on the paddleboard and the kayak.
  { name: "aquatic", version: 3, seconds: 12, drift: { zoom: 0.05, pan: 0.02 } },
  // The render of the kids club: the frame closes in slowly on the table and the aquarium.
  { name: "kids-club", version: 6, seconds: 12, drift: { zoom: 0.05, pan: 0.02 } },
  // The render of the spa: the frame closes in slowly down the pool to the garden window.
  { name: "spa", version: 3, seconds: 12, drift: { zoom: 0.05, pan: 0.02 } },
  // The render of the sunset terrace: the frame closes in slowly towards the sun on the sea.
  { name: "sunset-terrace", version: 8, seconds: 12, drift: { zoom: 0.05, pan: 0.02 } },
  // The render of the penthouse's great room: the frame closes in towards the open glass.
  { name: "penthouse-living", version: 3, seconds: 12, drift: { zoom: 0.05, pan: -0.02 } },
  // The /penthouse-1003 film, a new name so the Ocean House keeps its loop of the great room.
  { name: "penthouse-1003", version: 10, seconds: cutSeconds(penthouseCut), cut: penthouseCut },
];

/** A background loop, as against a film to watch (a cut): only loops have portrait films. */
export function isLoop(film: Pick<FilmSpec, "cut">): boolean {
  return !film.cut;
}

/** Frames in one loop: always whole, also for a length such as 6.5 s. */
export function frameCount(film: Pick<FilmSpec, "seconds">, fps = FILM_FPS): number {
  return Math.round(film.seconds * fps);
}

export interface FilmFiles {
  webm: string;
  mp4: string;
  jpg: string;
  /** A loop's portrait film (a film to watch has none). */
  portraitWebm?: string;
  portraitMp4?: string;
}

/** Where a film's files live; the manifest reads the same paths. */
export function filmFiles(outDir: string, name: string, loop = true): FilmFiles {
  const files = {
    webm: join(outDir, `${name}.webm`),
    mp4: join(outDir, `${name}.mp4`),
    jpg: join(outDir, `${name}.jpg`),
  };
  if (!loop) return files;
  return {
    ...files,
    portraitWebm: join(outDir, `${name}.portrait.webm`),
    portraitMp4: join(outDir, `${name}.portrait.mp4`),
  };
}
