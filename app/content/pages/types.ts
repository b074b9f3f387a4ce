import type { FilmName } from "../media/film-manifest.ts";
import type { ImageName } from "../media/image-manifest.ts";

/** Shapes shared by the page copy modules; the page components render them. */

/** One titled passage of a page: a section with its heading, copy and a picture. */
export interface Story {
  /** The section's id: also its anchor in the address bar and in subnavs. */
  id: string;
  eyebrow?: string;
  title: string;
  paragraphs: readonly string[];
  image: ImageName;
  /** A film of the same scene, played behind the copy on slider pages; the image is its poster. */
  film?: FilmName;
}

/** An in-page anchor for a subnav. */
export interface Anchor {
  id: string;
  label: string;
}

/** A heading with a short list, as used in summaries and "what happens next" panels. */
export interface TitledList {
  title: string;
  items: readonly string[];
}

/** The proportions of a captioned picture (app/components/media/media-figure.tsx). */
export type FigureShape = "landscape" | "portrait" | "wide" | "square";

/** Legal texts (app/content/pages/legal.ts): titled sections of paragraphs, lists and a cookie table. */
export interface CookieRow {
  cookie: string;
  purpose: string;
  expires: string;
}

export interface LegalBlock {
  heading?: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
  cookies?: readonly CookieRow[];
}

export interface LegalSection {
  id: string;
  title: string;
  updated?: string;
  blocks: readonly LegalBlock[];
}
