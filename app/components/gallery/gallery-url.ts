import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * The open picture lives in the address (`?image=resort-dusk`), so a view can be shared and
 * Back closes the viewer (docs/decisions/008-gallery-viewer.md).
 */
export const GALLERY_PARAM = "image";

/** Marks the history entry the viewer pushed itself; closing then goes back to the entry before. */
const PUSHED_KEY = "galleryViewer";

export function pushedState(): Record<string, true> {
  return { [PUSHED_KEY]: true };
}

export function wasPushedByViewer(state: unknown): boolean {
  return typeof state === "object" && state !== null && PUSHED_KEY in state;
}

export function openImageId(search: string): string | null {
  return new URLSearchParams(search).get(GALLERY_PARAM);
}

/** The query with the picture set (or removed for null), every other parameter kept. */
export function searchWithImage(search: string, id: string | null): string {
  const params = new URLSearchParams(search);
  if (id === null) params.delete(GALLERY_PARAM);
  else params.set(GALLERY_PARAM, id);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** True when only the viewer's parameter differs between two addresses of the same page. */
export function isGalleryOnlyChange(currentUrl: URL, nextUrl: URL): boolean {
  if (currentUrl.pathname !== nextUrl.pathname) return false;
  const current = new URLSearchParams(currentUrl.search);
  const next = new URLSearchParams(nextUrl.search);
  if (current.get(GALLERY_PARAM) === next.get(GALLERY_PARAM)) return false;
  current.delete(GALLERY_PARAM);
  next.delete(GALLERY_PARAM);
  current.sort();
  next.sort();
  return current.toString() === next.toString();
}

/**
 * For a page with a loader that hosts a <Gallery>: opening, stepping through and closing the
 * viewer need no new data, so they must not refetch the page's loader.
 */
export function galleryShouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  return isGalleryOnlyChange(currentUrl, nextUrl) ? false : defaultShouldRevalidate;
}
