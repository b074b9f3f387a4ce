import type { Page } from "@playwright/test";
import { analyticsBaseUrl } from "../../playwright.config.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

/**
 * WCAG 2.4.11 Focus Not Obscured on the slider pages (issue 29): a Tab walk through every stop
 * of the page, forwards, finds each focused element at least partly in view once the page has
 * come to rest, and not covered by the consent banner, the header or any other fixed layer.
 */
const sliderPages = ["/", "/beach-house", "/ocean-house", "/amenities", "/mandarin-oriental"];
/** More stops than any page has: a walk that never ends fails rather than hangs. */
const MAX_STOPS = 120;

/** Resolves once the page has kept one scroll position for a dozen frames: at rest. */
function atRest(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const tick = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 12) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/**
 * The focused element, described, when no point of it on screen shows it: each point is
 * off screen or has a fixed layer the element is not in drawn over it. Null when it shows
 * (or when focus has left the page).
 */
function hiddenFocus() {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return null;
  const layerOf = (start: Element | null) => {
    for (let e = start; e; e = e.parentElement) {
      const { position } = getComputedStyle(e);
      if (position === "fixed" || position === "sticky") return e;
    }
    return null;
  };
  const own = layerOf(focused);
  const box = focused.getBoundingClientRect();
  for (let i = 0; i < 5; i++) {
    for (let j = 0; j < 3; j++) {
      const x = box.left + (box.width * (i + 0.5)) / 5;
      const y = box.top + (box.height * (j + 0.5)) / 3;
      if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
      const hit = document.elementFromPoint(x, y);
      if (hit && (focused.contains(hit) || layerOf(hit) === own)) return null;
    }
  }
  const name =
    focused.getAttribute("aria-label") ?? focused.textContent?.trim().replace(/\s+/g, " ");
  return `${focused.tagName.toLowerCase()} "${name?.slice(0, 40)}" at ${Math.round(box.top)}`;
}

async function walk(page: Page, key: "Tab" | "Shift+Tab" = "Tab") {
  const hidden: string[] = [];
  let stops = 0;
  for (; stops < MAX_STOPS; stops++) {
    await page.keyboard.press(key);
    await atRest(page);
    if (await page.evaluate(() => document.activeElement === document.body)) break;
    const found = await page.evaluate(hiddenFocus);
    if (found) hidden.push(`stop ${stops + 1}: ${found}`);
  }
  expect(stops, "the walk reached the end of the page").toBeLessThan(MAX_STOPS);
  expect(stops, "the walk met the page's links").toBeGreaterThan(10);
  return hidden;
}

async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
  await expect(page.locator(".slider[data-ready]")).toBeAttached();
}

/** Answers Google's tags empty, as the tests have no internet; the banner is never answered. */
function stubGoogle(page: Page) {
  return page
    .context()
    .route(/google|doubleclick|gstatic/, (route) => route.fulfill({ status: 200, body: "" }));
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test.describe(`focus on slider pages at ${viewport.width}px`, () => {
    test.use({ viewport });

    for (const path of sliderPages) {
      test(`${path}: no Tab stop is hidden under the consent banner`, async ({ page }) => {
        test.setTimeout(120_000);
        await stubGoogle(page);
        await open(page, `${analyticsBaseUrl}${path}`);
        const banner = page.getByRole("region", { name: "Cookie choice" });
        await expect(banner).toBeVisible();
        await banner.evaluate((element) =>
          Promise.all(element.getAnimations().map((animation) => animation.finished)),
        );
        expect(await walk(page)).toEqual([]);
      });

      test(`${path}: no Tab stop is hidden`, async ({ page }) => {
        test.setTimeout(120_000);
        await open(page, path);
        expect(await walk(page)).toEqual([]);
      });

      test(`${path}: no Tab stop is hidden walking back with Shift+Tab`, async ({ page }) => {
        test.setTimeout(120_000);
        await open(page, path);
        expect(await walk(page, "Shift+Tab")).toEqual([]);
      });
    }
  });
}

test("a section the slider rests on stays in place when the consent banner goes", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await stubGoogle(page);
  await open(page, `${analyticsBaseUrl}/amenities#sports`);
  const banner = page.getByRole("region", { name: "Cookie choice" });
  await expect(banner).toBeVisible();
  const top = () =>
    page.locator("#sports").evaluate((e) => Math.round(e.getBoundingClientRect().top));
  await atRest(page);
  expect(await top()).toBe(0);
  await banner.getByRole("button", { name: "Decline" }).click();
  await expect(banner).toHaveCount(0);
  await atRest(page);
  expect(await top()).toBe(0);
});
