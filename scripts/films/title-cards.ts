/**
 * A film's title cards, set by Chromium in the site's own typefaces (librsvg, sharp's SVG
 * renderer, cannot load a web font) and kept as transparent RGBA frames to lay over the film.
 */
import { chromium } from "@playwright/test";
import sharp from "sharp";
import { brandFontFaces } from "../media/brand-fonts.ts";
import type { TitleCard } from "./cut.ts";

const CHROMIUM_PATH = process.env.CHROMIUM || "/usr/bin/chromium";

// The site's tokens (app/styles/tokens.css): ivory type, the brass accent on the deep ocean.
const IVORY = "#fbf8f2";
const BRASS_LIGHT = "#d8bf94";

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A centred card: letter-spaced eyebrow, a brass hairline, the title in the display serif. */
export function titleMarkup(card: TitleCard, width: number, height: number, fonts = ""): string {
  const unit = width / 1280;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><style>
${fonts}
html,body{margin:0;background:transparent}
body{width:${width}px;height:${height}px;display:grid;place-content:center;justify-items:center;color:${IVORY};text-align:center}
.eyebrow{font:400 ${13 * unit}px/1 Jost;letter-spacing:0.34em;text-transform:uppercase;color:${BRASS_LIGHT};padding-left:0.34em}
.rule{width:${44 * unit}px;height:${Math.max(1, unit)}px;margin:${22 * unit}px 0 ${20 * unit}px;background:${BRASS_LIGHT};opacity:0.8}
h1{margin:0;font:400 ${58 * unit}px/1.05 "Cormorant Garamond";letter-spacing:0.01em}
</style></head><body><div class="eyebrow">${escapeHtml(card.eyebrow)}</div><div class="rule"></div><h1>${escapeHtml(card.title)}</h1></body></html>`;
}

/** Each card as width x height x 4 bytes of straight (not premultiplied) RGBA. */
export async function renderTitleCards(
  cards: readonly TitleCard[],
  width: number,
  height: number,
): Promise<Buffer[]> {
  if (cards.length === 0) return [];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
  try {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    const fonts = brandFontFaces();
    const frames: Buffer[] = [];
    for (const card of cards) {
      await page.setContent(titleMarkup(card, width, height, fonts));
      await page.evaluate(() => document.fonts.ready);
      const png = await page.screenshot({ omitBackground: true });
      frames.push(await sharp(png).ensureAlpha().raw().toBuffer());
    }
    return frames;
  } finally {
    await browser.close();
  }
}
