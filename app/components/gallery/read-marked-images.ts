import type { ImageAlts } from "../../lib/use-image-alt.ts";
import {
  GALLERY_CAPTION_ATTRIBUTE,
  GALLERY_GROUP_ATTRIBUTE,
  GALLERY_IMAGE_ATTRIBUTE,
  type GalleryImage,
  galleryImages,
  type MarkedElement,
} from "./gallery-images.ts";

export interface GalleryEntry {
  element: HTMLElement;
  image: GalleryImage;
}

function describe(element: HTMLElement): MarkedElement {
  const img = element instanceof HTMLImageElement ? element : element.querySelector("img");
  return {
    marker: element.getAttribute(GALLERY_IMAGE_ATTRIBUTE) ?? "",
    src: img ? img.currentSrc || img.getAttribute("src") : element.getAttribute("src"),
    backgroundImage: () => getComputedStyle(element).backgroundImage,
    alt: element.getAttribute("alt") ?? img?.getAttribute("alt") ?? null,
    ariaLabel: element.getAttribute("aria-label"),
    caption: element.getAttribute(GALLERY_CAPTION_ATTRIBUTE),
    group: element.getAttribute(GALLERY_GROUP_ATTRIBUTE),
  };
}

/**
 * Every element marked as a gallery image inside `root`, in document order, with its picture;
 * `alts` describes the generated stills shown without alternative text of their own.
 */
export function readMarkedImages(root: ParentNode, alts: ImageAlts): GalleryEntry[] {
  const elements = [...root.querySelectorAll<HTMLElement>(`[${GALLERY_IMAGE_ATTRIBUTE}]`)];
  const images = galleryImages(elements.map(describe), alts);
  return elements.flatMap((element, index) => {
    const image = images[index];
    return image ? [{ element, image }] : [];
  });
}
