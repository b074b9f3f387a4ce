/** Shapes shared by the page copy modules; the page components render them. */

/** Time of day of a decorative horizon scene (app/components/page/horizon-scene.tsx). */
export type SceneTime = "dawn" | "day" | "dusk" | "night";

/** What frames the horizon: open sea, a beach, a terrace, a window, a pool edge; or the resort from the air. */
export type SceneView = "sea" | "shore" | "terrace" | "window" | "pool" | "aerial";

export interface Scene {
  time: SceneTime;
  view: SceneView;
}

/** One titled passage of a page: a section with its heading, copy and a scene. */
export interface Story {
  /** The section's id: also its anchor in the address bar and in subnavs. */
  id: string;
  eyebrow?: string;
  title: string;
  paragraphs: readonly string[];
  scene: Scene;
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

/** The proportions of a captioned scene (app/components/page/scene-figure.tsx). */
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
