/**
 * Pictures uploaded from the back office (press pictures, team portraits): made by the server
 * in the pipeline's formats (app/lib/media.ts) at a few widths, and served from
 * /pictures/{hash}-{width}.{format}. A page stores the JPEG at the largest width and derives
 * the rest from it, so the press calls keep their single `image` address.
 */
import { IMAGE_FORMATS } from "./media.ts";

/** The largest picture the back office takes: a photograph straight from a camera. */
export const PICTURE_MAX_BYTES = 5 * 1024 * 1024;

export interface PictureKind {
  /** Width over height of every rendition. */
  aspect: number;
  widths: readonly number[];
}

/** Press pictures are drawn 1200 by 750 (16:10), as the list and the article page draw them. */
export const PRESS_PICTURE: PictureKind = { aspect: 16 / 10, widths: [400, 800, 1200] };
/** Team portraits are small, upright (4:5) and never wider than a column. */
export const TEAM_PORTRAIT: PictureKind = { aspect: 4 / 5, widths: [200, 400] };

export const PICTURE_DIRECTORY = "/pictures";
const UPLOADED = /^\/pictures\/([0-9a-f]{16})-(\d+)\.jpg$/;

export function pictureFile(hash: string, width: number, extension: string): string {
  return `${hash}-${width}.${extension}`;
}

/** The address a page stores for an uploaded picture: its largest JPEG. */
export function uploadedPictureAddress(hash: string, kind: PictureKind): string {
  return `${PICTURE_DIRECTORY}/${pictureFile(hash, Math.max(...kind.widths), "jpg")}`;
}

/**
 * The <source> sets of an uploaded picture, best format first, or null for any other address
 * (a committed file under /media/press, drawn as it is).
 */
export function uploadedPictureSources(address: string, kind: PictureKind) {
  const match = UPLOADED.exec(address);
  if (!match) return null;
  const hash = match[1] ?? "";
  return IMAGE_FORMATS.map(({ extension, type }) => ({
    type,
    srcSet: kind.widths
      .map((width) => `${PICTURE_DIRECTORY}/${pictureFile(hash, width, extension)} ${width}w`)
      .join(", "),
  }));
}
