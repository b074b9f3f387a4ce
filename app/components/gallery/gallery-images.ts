import { type ImageName, imageManifest } from "../../content/media/image-manifest.ts";
import { IMAGE_DIRECTORY } from "../../lib/media.ts";
import type { ImageAlts } from "../../lib/use-image-alt.ts";

/**
 * Which elements are gallery images and what the viewer shows for each (spec section 2,
 * "Modal gallery"): the source comes from the data attribute, the `src` or the background
 * image; the alt text from `alt` or `aria-label`; the caption from a data attribute. Pure, so
 * the rules are tested without a DOM; read-marked-images.ts reads the attributes.
 */
export const GALLERY_IMAGE_ATTRIBUTE = "data-gallery-image";
export const GALLERY_CAPTION_ATTRIBUTE = "data-gallery-caption";
/** The group a picture belongs to, shown above its caption (the /gallery page's four groups). */
export const GALLERY_GROUP_ATTRIBUTE = "data-gallery-group";

/** What one marked element says about its picture. */
export interface MarkedElement {
  /** The data attribute's value: a generated image's name, a URL, or "" when only a flag. */
  marker: string;
  /** The element's own `src`, or that of the <img> inside it. */
  src: string | null;
  /** The computed `background-image`; a function because computing styles costs a layout. */
  backgroundImage: () => string | null;
  alt: string | null;
  ariaLabel: string | null;
  caption: string | null;
  group: string | null;
}

export type GallerySource = { kind: "generated"; name: ImageName } | { kind: "url"; url: string };

export interface GalleryImage {
  /** How the address names the picture (`?image=`): its generated name, else its position. */
  id: string;
  source: GallerySource;
  alt: string;
  caption: string | null;
  group: string | null;
}

export function isImageName(value: string): value is ImageName {
  return Object.hasOwn(imageManifest, value);
}

/** The first url(…) of a CSS image value such as a computed `background-image`. */
export function backgroundImageUrl(value: string | null): string | null {
  const match = value?.match(/url\(\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([^)\s]+))\s*\)/);
  if (!match) return null;
  const url = match[1] ?? match[2] ?? match[3] ?? "";
  return url.replace(/\\(.)/g, "$1") || null;
}

const RENDITION = new RegExp(
  `^${IMAGE_DIRECTORY}/([a-z0-9-]+?)(?:-portrait)?-\\d+\\.(?:avif|webp|jpg)$`,
);

/**
 * The generated still a URL is a rendition of, if any: the viewer then serves that still's
 * srcset and picks the size it needs, instead of enlarging a thumbnail's rendition.
 */
export function generatedImageName(url: string): ImageName | null {
  const path = url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, "").split(/[?#]/)[0] ?? "";
  const name = path.match(RENDITION)?.[1];
  return name && isImageName(name) ? name : null;
}

function sourceOf(url: string): GallerySource {
  const name = isImageName(url) ? url : generatedImageName(url);
  return name ? { kind: "generated", name } : { kind: "url", url };
}

/** The data attribute first, then the `src`, then the background image. */
export function gallerySource(element: MarkedElement): GallerySource | null {
  const url =
    element.marker.trim() ||
    element.src?.trim() ||
    backgroundImageUrl(element.backgroundImage()) ||
    null;
  return url ? sourceOf(url) : null;
}

/** `alt`, then `aria-label`; failing both, a generated still's description, then the caption. */
export function galleryAlt(element: MarkedElement, source: GallerySource, alts: ImageAlts): string {
  const given = element.alt?.trim() || element.ariaLabel?.trim();
  if (given) return given;
  if (source.kind === "generated") return alts[source.name];
  return element.caption?.trim() ?? "";
}

/**
 * The viewer's pictures, in document order, one entry per marked element (null where an
 * element names no picture). A still shown twice gets a second id, so each opens at its place.
 */
export function galleryImages(
  elements: readonly MarkedElement[],
  alts: ImageAlts,
): (GalleryImage | null)[] {
  const taken = new Set<string>();
  return elements.map((element, position) => {
    const source = gallerySource(element);
    if (!source) return null;
    let id = source.kind === "generated" ? source.name : String(position + 1);
    if (taken.has(id)) id = `${id}-${position + 1}`;
    taken.add(id);
    return {
      id,
      source,
      alt: galleryAlt(element, source, alts),
      caption: element.caption?.trim() || null,
      group: element.group?.trim() || null,
    };
  });
}
