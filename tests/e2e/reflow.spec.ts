import { pages } from "../../app/content/pages.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

/**
 * WCAG 1.4.10 Reflow (issue 29): at 320 px, and at a phone's 390 px, no page is wider than the
 * window, from its top to its end, so nothing needs a sideways scroll to be read.
 */
for (const viewport of [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
]) {
  test.describe(`reflow at ${viewport.width}px`, () => {
    test.use({ viewport, reducedMotion: "reduce" });

    for (const path of Object.keys(pages)) {
      test(`${path} is no wider than the window`, async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        await page.evaluate(() => document.fonts.ready);
        // Parts laid out only as they near the screen are measured on the way down, a step at a
        // time: headless Chromium now and then stops drawing frames on a page that is still live,
        // so a step waits two frames or a quarter second, whichever comes first.
        const widths = new Set<number>();
        for (let y = 0; ; y += viewport.height / 2) {
          await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);
          const { width, height } = await page.evaluate(async () => {
            await new Promise((done) => {
              setTimeout(done, 250);
              requestAnimationFrame(() => requestAnimationFrame(done));
            });
            const root = document.documentElement;
            return { width: root.scrollWidth, height: root.scrollHeight };
          });
          widths.add(width);
          if (y >= height - viewport.height) break;
        }
        expect(Math.max(...widths)).toBeLessThanOrEqual(viewport.width);
      });
    }

    test("a slider section's label, film control and Next cue sit side by side on screen", async ({
      page,
    }) => {
      await page.goto("/amenities");
      await waitForHydration(page);
      await page.evaluate(() => document.fonts.ready);
      const clashes = await page.evaluate(() =>
        [...document.querySelectorAll(".slide")].flatMap((slide) => {
          const boxes = [".slide-bar__label", ".video__control", ".slide-bar__cue"]
            .map((selector) => [selector, slide.querySelector(selector)?.getBoundingClientRect()])
            .filter((entry): entry is [string, DOMRect] => entry[1] !== undefined);
          const found: string[] = [];
          for (const [name, box] of boxes) {
            if (box.left < 0 || box.right > innerWidth)
              found.push(`${slide.id}: ${name} off screen`);
          }
          for (const [i, [a, boxA]] of boxes.entries()) {
            for (const [b, boxB] of boxes.slice(i + 1)) {
              if (boxA.left < boxB.right && boxB.left < boxA.right) {
                found.push(`${slide.id}: ${a} overlaps ${b}`);
              }
            }
          }
          return found;
        }),
      );
      expect(clashes).toEqual([]);
    });
  });
}
