/**
 * The looping background films the site plays, each made from the scene of the same name in
 * scripts/media/scenes/catalogue.ts by `npm run media:films`.
 */
import { join } from "node:path";

export interface FilmSpec {
  /** The scene the film is rendered from; also the film's file name. */
  scene: string;
  /**
   * Cache-busting number the site appends as `?v=N`. Bump it by hand whenever the film is
   * regenerated with a visible change: the URL stays the same, so caches would keep the old one.
   */
  version: number;
  /** Length of one loop: 6 s, or 8 s for a scene whose motion reads better slower. */
  seconds: number;
}

/** 24 fps reads as film and keeps files small; the scenes' slow motion needs no more. */
export const FILM_FPS = 24;
/** 720p is sharp enough for a darkened full-bleed background and keeps each file a few hundred KB. */
export const FILM_WIDTH = 1280;
export const FILM_HEIGHT = 720;

export const films: readonly FilmSpec[] = [
  { scene: "resort-dusk", version: 2, seconds: 6 },
  { scene: "resort-aerial", version: 1, seconds: 6 },
  // Its swash runs up the sand once per loop; 8 s is the unhurried rhythm of real surf.
  { scene: "beachfront-views", version: 2, seconds: 8 },
  { scene: "wellness-yoga", version: 1, seconds: 6 },
  { scene: "sports-courts", version: 1, seconds: 6 },
  { scene: "aquatic", version: 1, seconds: 6 },
  { scene: "kids-club", version: 1, seconds: 6 },
  { scene: "sunset-terrace", version: 1, seconds: 6 },
  { scene: "penthouse-living", version: 1, seconds: 6 },
];

/** Frames in one loop: always whole, also for a length such as 6.5 s. */
export function frameCount(film: Pick<FilmSpec, "seconds">, fps = FILM_FPS): number {
  return Math.round(film.seconds * fps);
}

export interface FilmFiles {
  webm: string;
  mp4: string;
  jpg: string;
}

/** Where a film's files live; the manifest reads the same paths. */
export function filmFiles(outDir: string, name: string): FilmFiles {
  return {
    webm: join(outDir, `${name}.webm`),
    mp4: join(outDir, `${name}.mp4`),
    jpg: join(outDir, `${name}.jpg`),
  };
}
