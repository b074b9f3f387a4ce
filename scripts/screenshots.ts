/**
 * Screenshots of the site at the two widths the team reviews (390x844 and 1440x900):
 *   npm run screenshots [-- --base http://localhost:3000] [--out docs/screenshots] [/path ...]
 * With no paths, every page of app/content/pages.ts and the page-not-found screen; each slider
 * page also gets one screenshot per section, reached by its anchor as a visitor's link would,
 * and so does /overview's site plan.
 * The first screen of each page is what is captured: what a visitor sees before scrolling.
 * Uses Debian's Chromium; the site must already be running (`npm start`). JPEG, to keep the
 * committed review folder small; the review itself is docs/screenshots/README.md.
 */
import { mkdirSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { type Browser, chromium, type Page } from "@playwright/test";
import { pages } from "../app/content/pages.ts";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: "string", default: "http://localhost:3000" },
    out: { type: "string", default: "docs/screenshots" },
  },
});
const viewports = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

const fileStem = (path: string) =>
  path
    .replace(/^\/$/, "home")
    .replace("#", "--")
    .replace(/[^a-z0-9-]+/gi, "-")
    .replace(/^-|-$/g, "");

/** The page as a visitor first sees it: fonts in, pictures decoded, nothing still fading in. */
async function settle(page: Page) {
  // A slider's later sections draw their pictures once the page has hydrated (root.tsx marks it).
  await page.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
  await page.evaluate(async () => {
    await document.fonts.ready;
    // Two frames: content-visibility sections near the fold are laid out and painted.
    for (let frame = 0; frame < 2; frame++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    const inView = [...document.images].filter((img) => {
      const box = img.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && box.width > 0;
    });
    await Promise.all(inView.map((img) => img.decode().catch(() => {})));
  });
  // Transitions and entrances finish; a looping cue or a scroll-driven fade never does.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== "running" ||
          !(animation.timeline instanceof DocumentTimeline) ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

async function capture(browser: Browser, path: string): Promise<string[]> {
  const written: string[] = [];
  for (const viewport of viewports) {
    // Reduced motion: films rest on their posters and nothing animates mid-frame.
    const page = await browser.newPage({ viewport, reducedMotion: "reduce" });
    const shoot = async (url: string, name: string) => {
      await page.goto(new URL(url, values.base).href, { waitUntil: "networkidle" });
      await settle(page);
      const file = join(values.out, `${name}-${viewport.width}.jpg`);
      await page.screenshot({ path: file, type: "jpeg", quality: 72 });
      written.push(file);
    };
    await shoot(path, fileStem(path));
    const sections = await page.$$eval(".slider section.slide[id]", (found) =>
      found.slice(1).map((section) => section.id),
    );
    for (const id of sections) await shoot(`${path}#${id}`, `${fileStem(path)}--${id}`);
    await page.close();
  }
  return written;
}

// The site plan is below /overview's first screen, and is as much a picture as its hero.
const below = ["/overview#resort-plan"];
const paths = positionals.length ? positionals : [...Object.keys(pages), ...below, "/no-such-page"];
mkdirSync(values.out, { recursive: true });
if (!positionals.length) {
  for (const file of readdirSync(values.out))
    if (file.endsWith(".jpg")) rmSync(join(values.out, file));
}
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
try {
  for (const path of paths) {
    for (const file of await capture(browser, path)) process.stdout.write(`${file}\n`);
  }
} finally {
  await browser.close();
}
