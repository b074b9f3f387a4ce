/**
 * Media command: draws each page's share card (Open Graph and Twitter), a 1200x630 JPEG of the
 * page's title in the display serif beside its hero still with the wordmark, one card shared by
 * the press articles, and a square PNG logo for search results, into public/media/share/; then
 * writes app/content/media/share-image-manifest.ts with each file's content hash for `?v=`.
 * Run from the project root after a page's title or picture changes: `npm run media:share-images`
 * (`-- --force` redraws every card).
 *
 * Chromium sets the type in the site's own Cormorant Garamond and Jost (the same reason as
 * scripts/generate-signature-logo.ts), at two device pixels per CSS pixel; sharp then scales
 * the picture down to its size and encodes it.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Page } from "@playwright/test";
import sharp from "sharp";
import {
  imageFileName,
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
  type ShareImageEntry,
} from "../app/lib/media.ts";
import { STILLS_DIRECTORY } from "./images/still-files.ts";
import { brandFontFaces } from "./media/brand-fonts.ts";
import { cardMarkup, LOGO_SIZE, logoMarkup } from "./share-images/card-markup.ts";
import {
  type Drawn,
  SHARE_MANIFEST_FILE,
  writeShareManifest,
} from "./share-images/manifest-file.ts";
import {
  cardAlt,
  cardSource,
  contentVersion,
  JPEG_SETTINGS,
  logoSource,
  SHARE_OUT_DIRECTORY,
  type ShareCard,
  shareCards,
} from "./share-images/share-cards.ts";

const SCALE = 2;
const CHROMIUM_PATH = "/usr/bin/chromium";
const LOGO_FILE = "logo.png";

const { values } = parseArgs({ options: { force: { type: "boolean", default: false } } });

const fontCss = brandFontFaces();

/** What is already drawn: the committed manifest, when there is one. */
async function committedSources(): Promise<Record<string, string>> {
  if (!existsSync(SHARE_MANIFEST_FILE)) return {};
  const manifest = await import(`../${SHARE_MANIFEST_FILE}`);
  return manifest.shareImageSources;
}

async function screenshot(page: Page, markup: string): Promise<Buffer> {
  await page.setContent(markup, { waitUntil: "load" });
  await page.evaluate(() => document.fonts.ready);
  return page.screenshot({ type: "png" });
}

async function drawCard(page: Page, card: ShareCard): Promise<Buffer> {
  const still = readFileSync(join(STILLS_DIRECTORY, imageFileName(card.picture, 1600, "jpg")));
  const pictureSrc = `data:image/jpeg;base64,${still.toString("base64")}`;
  const shot = await screenshot(page, cardMarkup({ title: card.title, pictureSrc, fontCss }));
  return sharp(shot)
    .resize(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT, { kernel: "lanczos3" })
    .jpeg(JPEG_SETTINGS)
    .toBuffer();
}

mkdirSync(SHARE_OUT_DIRECTORY, { recursive: true });
const previous = await committedSources();
const cards = shareCards();
const entries = new Map<string, Drawn<ShareImageEntry>>();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH });
try {
  const context = await browser.newContext({ deviceScaleFactor: SCALE });
  const page = await context.newPage();

  await page.setViewportSize({ width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT });
  for (const card of cards) {
    const source = cardSource(card);
    const path = join(SHARE_OUT_DIRECTORY, card.file);
    const current = !values.force && previous[card.name] === source && existsSync(path);
    if (!current) {
      writeFileSync(path, await drawCard(page, card));
      process.stdout.write(`${card.file}: drawn\n`);
    }
    const bytes = readFileSync(path);
    entries.set(card.name, {
      entry: { file: card.file, version: contentVersion(bytes), alt: cardAlt(card) },
      source,
    });
  }

  const logoPath = join(SHARE_OUT_DIRECTORY, LOGO_FILE);
  const source = logoSource();
  if (values.force || previous.logo !== source || !existsSync(logoPath)) {
    await page.setViewportSize({ width: LOGO_SIZE, height: LOGO_SIZE });
    const shot = await screenshot(page, logoMarkup(fontCss));
    await sharp(shot)
      .resize(LOGO_SIZE, LOGO_SIZE, { kernel: "lanczos3" })
      .png({ palette: true, colours: 64, compressionLevel: 9 })
      .toFile(logoPath);
    process.stdout.write(`${LOGO_FILE}: drawn\n`);
  }
  const logo = {
    entry: {
      file: LOGO_FILE,
      version: contentVersion(readFileSync(logoPath)),
      width: LOGO_SIZE,
      height: LOGO_SIZE,
    },
    source,
  };

  const kept = new Set([...cards.map((card) => card.file), LOGO_FILE]);
  for (const file of readdirSync(SHARE_OUT_DIRECTORY)) {
    if (!kept.has(file)) rmSync(join(SHARE_OUT_DIRECTORY, file));
  }
  writeShareManifest(entries, logo);
  for (const [name, { entry }] of entries) {
    const size = readFileSync(join(SHARE_OUT_DIRECTORY, entry.file)).length;
    process.stdout.write(`${name}: ${entry.file} ${(size / 1024).toFixed(1)} KB\n`);
  }
} finally {
  await browser.close();
}
