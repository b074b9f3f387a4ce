import { createHash } from "node:crypto";
import { imageAlts } from "../../app/content/media/image-alts.server.ts";
import { type ImageName, imageManifest } from "../../app/content/media/image-manifest.ts";
import { pages } from "../../app/content/pages.ts";
import { PRESS_ARTICLE_CARD } from "../../app/lib/media.ts";
import { cardMarkup, logoMarkup } from "./card-markup.ts";

export const SHARE_OUT_DIRECTORY = "public/media/share";

/** JPEG settings: part of every card's source, so changing them marks every card stale. */
export const JPEG_SETTINGS = { quality: 80, mozjpeg: true, chromaSubsampling: "4:2:0" } as const;

export interface ShareCard {
  /** A page's path, or PRESS_ARTICLE_CARD. */
  name: string;
  file: string;
  title: string;
  picture: ImageName;
}

/**
 * Every card: one per page of app/content/pages.ts, with its title and picture, and one for
 * the press articles, which are added by import at any time and so share a card of their own.
 */
export function shareCards(): ShareCard[] {
  const pageCards = Object.entries(pages).map(([path, page]) => ({
    name: path,
    file: `${path === "/" ? "home" : path.slice(1).replaceAll("/", "-")}.jpg`,
    title: page.title,
    picture: page.picture,
  }));
  return [
    ...pageCards,
    {
      name: PRESS_ARTICLE_CARD,
      file: "press-article.jpg",
      title: "News & Insights",
      picture: "dining-beach",
    },
  ];
}

/** The markup a card is rendered from, with its picture named rather than embedded. */
export function cardSource(card: ShareCard): string {
  const { version } = imageManifest[card.picture];
  const markup = cardMarkup({ title: card.title, pictureSrc: `${card.picture}?v=${version}` });
  return createHash("sha256")
    .update(JSON.stringify(JPEG_SETTINGS))
    .update(markup)
    .digest("hex")
    .slice(0, 10);
}

export function logoSource(): string {
  return createHash("sha256").update(logoMarkup()).digest("hex").slice(0, 10);
}

/**
 * The card's alternative text: its title and what its picture shows, taken from the still's
 * own description up to its first pause after a few words (the whole would read as a caption).
 */
export function cardAlt(card: ShareCard): string {
  const description = imageAlts[card.picture];
  const pause = /[:,]/g;
  let end = description.length;
  for (let match = pause.exec(description); match; match = pause.exec(description)) {
    if (match.index >= 25) {
      end = match.index;
      break;
    }
  }
  const scene = description.slice(0, end).replace(/\.$/, "");
  return `“${card.title}” beside ${scene.charAt(0).toLowerCase()}${scene.slice(1)}, with The Residences wordmark`;
}

/** A hash of a file's bytes, the `?v=` of its URL. */
export function contentVersion(bytes: Uint8Array): string {
  return createHash("sha256").update(bytes).digest("hex").slice(0, 10);
}
