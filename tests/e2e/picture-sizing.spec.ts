import type { Page } from "@playwright/test";
import { pages } from "../../app/content/pages.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { reviewScreens } from "./support/review-screens.ts";

/** The most a picture may be enlarged on screen before it looks soft (issue 26). */
const MOST_ENLARGED = 1.25;

interface Drawn {
  file: string;
  enlarged: number;
  box: string;
}

/**
 * Every picture on the page, loaded (lazy ones too) and measured: device pixels it covers per
 * pixel of the file the browser chose. A covering picture is drawn to fill its box, so the box's
 * tighter side decides; the file's own pixels come from decoding it on its own.
 */
async function drawnPictures(page: Page, dpr: number): Promise<Drawn[]> {
  await page.evaluate(() => {
    for (const img of document.images) img.loading = "eager";
  });
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((img) => img.complete)))
    .toBe(true);
  return page.evaluate(async (density) => {
    const measured = [...document.images].map(async (img) => {
      const box = img.getBoundingClientRect();
      if (box.width < 2 || box.height < 2 || !img.currentSrc) return null;
      const file = new Image();
      file.src = img.currentSrc;
      await file.decode();
      const across = (box.width * density) / file.naturalWidth;
      const down = (box.height * density) / file.naturalHeight;
      const fit = getComputedStyle(img).objectFit;
      return {
        file: new URL(img.currentSrc).pathname,
        enlarged:
          Math.round(100 * (fit === "contain" ? Math.min(across, down) : Math.max(across, down))) /
          100,
        box: `${Math.round(box.width)}x${Math.round(box.height)}`,
      };
    });
    return (await Promise.all(measured)).filter((drawn) => drawn !== null);
  }, dpr);
}

/**
 * Every background film on the page, measured the same way: the browser picks its source for the
 * screen (a phone's portrait film, or the landscape one) when the film loads.
 */
async function drawnFilms(page: Page, dpr: number): Promise<Drawn[]> {
  return page.evaluate(async (density) => {
    const films = [...document.querySelectorAll<HTMLVideoElement>("video.video__film")];
    const measured = films.map(async (video) => {
      video.preload = "metadata";
      video.load();
      await new Promise((resolve) =>
        video.addEventListener("loadedmetadata", resolve, { once: true }),
      );
      const box = video.getBoundingClientRect();
      const across = (box.width * density) / video.videoWidth;
      const down = (box.height * density) / video.videoHeight;
      return {
        file: new URL(video.currentSrc).pathname,
        enlarged: Math.round(100 * Math.max(across, down)) / 100,
        box: `${Math.round(box.width)}x${Math.round(box.height)}`,
      };
    });
    return Promise.all(measured);
  }, dpr);
}

for (const screen of reviewScreens) {
  test.describe(`pictures at ${screen.width}px`, () => {
    test.use({ viewport: screen, deviceScaleFactor: screen.deviceScaleFactor });

    for (const path of Object.keys(pages)) {
      test(`${path}: no picture or film is enlarged beyond ${MOST_ENLARGED}x`, async ({ page }) => {
        await page.goto(path);
        // A slider's later sections draw their pictures once the page has hydrated.
        await waitForHydration(page);
        const drawn = [
          ...(await drawnPictures(page, screen.deviceScaleFactor)),
          ...(await drawnFilms(page, screen.deviceScaleFactor)),
        ];
        const soft = drawn.filter((picture) => picture.enlarged > MOST_ENLARGED);
        expect(soft, "pictures and films drawn from a file too small for their box").toEqual([]);
      });
    }
  });
}
