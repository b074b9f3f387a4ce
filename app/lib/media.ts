/**
 * Where published media lives and how its URLs are built: one module for the media commands,
 * the components and the tests. Stills are made by `npm run media:images` from the masters in
 * media/masters, films by `npm run media:films` from the same masters, as drifts over one or cuts
 * of several (docs/decisions/005-media-pipeline.md).
 */

/**
 * Every still exists at these widths, so srcset covers phones at 1x to large screens at 2x: a
 * master too small for them is refused rather than enlarged.
 */
export const IMAGE_WIDTHS = [400, 800, 1200, 1600, 2400] as const;

/**
 * Pictures that fill a portrait screen (immersive heroes) switch to a 9:16 crop of the same
 * scene there, instead of the browser scaling a landscape picture up to the screen's height.
 * The 1000 px step is for a film's poster on a tall phone at about 2x: a 9:16 frame covering
 * a 390 x 844 screen is 475 CSS px wide, 950 px at 2x, which would otherwise take the 1200 px
 * crop, half as heavy again.
 */
export const PORTRAIT_WIDTHS = [400, 800, 1000, 1200] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number] | (typeof PORTRAIT_WIDTHS)[number];
export const PORTRAIT_ASPECT = 16 / 9;
/** Screens that draw the portrait crop: narrower than 4:5. */
export const PORTRAIT_SCREEN = "(max-aspect-ratio: 4 / 5)";

/**
 * Marks a hero the browser finds only once the stylesheet applies (a CSS backdrop): the
 * page's modules then wait until it is painted (app/server/defer-scripts.server.ts), since
 * they would otherwise share a phone's connection with the largest thing on the screen.
 */
export const LATE_HERO_ATTRIBUTE = "data-late-hero";

export type ImageCrop = "landscape" | "portrait";

/** Best first: <picture> lists AVIF and WebP sources, and the <img> falls back to JPEG. */
export const IMAGE_FORMATS = [
  { extension: "avif", type: "image/avif" },
  { extension: "webp", type: "image/webp" },
  { extension: "jpg", type: "image/jpeg" },
] as const;
export type ImageExtension = (typeof IMAGE_FORMATS)[number]["extension"];

export const IMAGE_DIRECTORY = "/media/images";
export const FILM_DIRECTORY = "/media/films";

export interface ImageEntry {
  /** A hash of the master's bytes and focus: it changes whenever the picture does, so URLs bust caches. */
  version: string;
  width: number;
  height: number;
}

/**
 * What a sidecar says of who made a picture (app/content/media/image-credits.ts), kept apart
 * from the manifest so the pages' first load does not carry it. Its alternative text travels
 * as data instead (app/content/media/image-alts.server.ts, sent by the root loader).
 */
export interface ImageCredit {
  credit: string;
  /** A digital representation (render or illustration) rather than a photograph of what exists. */
  representation: boolean;
}

/** The file name of one rendition, as the generator writes it under public/. */
export function imageFileName(
  name: string,
  width: ImageWidth,
  extension: ImageExtension,
  crop: ImageCrop = "landscape",
): string {
  return `${name}${crop === "portrait" ? "-portrait" : ""}-${width}.${extension}`;
}

export function imageUrl(
  name: string,
  version: string,
  width: ImageWidth,
  extension: ImageExtension,
  crop: ImageCrop = "landscape",
): string {
  return `${IMAGE_DIRECTORY}/${imageFileName(name, width, extension, crop)}?v=${version}`;
}

export function imageSrcSet(
  name: string,
  version: string,
  extension: ImageExtension,
  crop: ImageCrop = "landscape",
): string {
  const widths = crop === "portrait" ? PORTRAIT_WIDTHS : IMAGE_WIDTHS;
  return widths
    .map((width) => `${imageUrl(name, version, width, extension, crop)} ${width}w`)
    .join(", ");
}

/** What the site knows of a generated film (app/content/media/film-manifest.ts). */
export interface FilmEntry {
  /** The spec's cache-busting media version, bumped by hand in scripts/films/film-catalogue.ts. */
  version: number;
  width: number;
  height: number;
  seconds: number;
}

/**
 * Film URLs carry the film's version number as a cache-busting query, as the spec says. A
 * background loop also has a portrait film, for screens taller than 9:16.
 */
export function filmUrl(
  name: string,
  version: number,
  extension: "webm" | "mp4" | "jpg",
  crop: ImageCrop = "landscape",
): string {
  const file = crop === "portrait" ? `${name}.portrait` : name;
  return `${FILM_DIRECTORY}/${file}.${extension}?v=${version}`;
}

/**
 * Share cards: one 1200x630 JPEG per page (and one for press articles), the size Open Graph
 * and Twitter's large card show uncropped. Made by `npm run media:share-images`
 * (scripts/generate-share-images.ts) into public/media/share/.
 */
export const SHARE_DIRECTORY = "/media/share";
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
/** The card every press article shares: articles are imported at any time, so none has its own. */
export const PRESS_ARTICLE_CARD = "press-article";

export interface ShareImageEntry {
  file: string;
  /** A hash of the file's bytes: the cache-busting `?v=`. */
  version: string;
  alt: string;
}

/** A share card's or the logo's path, versioned like every generated medium. */
export function shareMediaUrl(entry: { file: string; version: string }): string {
  return `${SHARE_DIRECTORY}/${entry.file}?v=${entry.version}`;
}
