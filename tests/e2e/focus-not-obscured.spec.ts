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

/**
 * Resolves once the page, and the section bar's list that scrolls sideways on a phone, have
 * kept one scroll position for a dozen frames: at rest.
 */
function atRest(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const position = () =>
          [
            window.scrollY,
            ...[...document.querySelectorAll(".subnav__list")].map((list) => list.scrollLeft),
          ].join();
        let last = position();
        let still = 0;
        const tick = () => {
          const now = position();
          still = now === last ? still + 1 : 0;
          last = now;
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

/**
 * The focused element, described, when any part of it is not shown (WCAG 2.4.11 asks for no
 * less than a part; a link in a bar or card is read and aimed at whole): a point off screen, a
 * layer it is not in drawn over it, or, in a section bar, the bar's clipped or faded edge.
 */
function partlyHiddenFocus() {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return null;
  const box = focused.getBoundingClientRect();
  const hidden: string[] = [];
  for (let i = 0; i < 5; i++) {
    for (let j = 0; j < 3; j++) {
      const x = box.left + (box.width * (i + 0.5)) / 5;
      const y = box.top + (box.height * (j + 0.5)) / 3;
      const hit =
        x >= 0 && y >= 0 && x < innerWidth && y < innerHeight
          ? document.elementFromPoint(x, y)
          : null;
      if (!hit) hidden.push("off screen");
      else if (!focused.contains(hit)) hidden.push(`under ${hit.closest("[class]")?.className}`);
    }
  }
  const list = focused.closest(".subnav__list");
  if (list) {
    const style = getComputedStyle(list);
    const fade = (name: string) => Number.parseFloat(style.getPropertyValue(name)) || 0;
    const clear = list.getBoundingClientRect();
    if (
      box.left < clear.left + fade("--subnav-fade-start") - 1 ||
      box.right > clear.right - fade("--subnav-fade-end") + 1
    ) {
      hidden.push("under the bar's faded edge");
    }
  }
  if (hidden.length === 0) return null;
  const name = focused.textContent?.trim().replace(/\s+/g, " ");
  return `${focused.tagName.toLowerCase()} "${name?.slice(0, 40)}" at ${Math.round(box.top)}: ${[...new Set(hidden)].join(", ")}`;
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

/**
 * The phone's section bars and the breadcrumb card (issue 29): each link there, reached with
 * Tab or Shift+Tab, shows whole, sideways within its bar and clear of the header, the bar and
 * the consent banner. The walks go back from the foot of the page through the footer and the
 * card, forward again to the end, and on from the top through the section bar.
 */
test.describe("on a phone, links in the section bar and the breadcrumb card show whole", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const inScope = ".subnav, .breadcrumb-card, .site-footer";
  const focusIn = (page: Page, selector: string) =>
    page.evaluate((within) => document.activeElement?.closest(within) != null, selector);

  async function step(page: Page, key: "Tab" | "Shift+Tab", hidden: string[]) {
    await page.keyboard.press(key);
    await atRest(page);
    if (!(await focusIn(page, inScope))) return false;
    const found = await page.evaluate(partlyHiddenFocus);
    if (found) hidden.push(`${key}: ${found}`);
    return true;
  }

  for (const { path, bar } of [
    { path: "/beach-house", bar: "Hotel & Residences" },
    { path: "/availability", bar: "Selection" },
  ]) {
    for (const banner of [false, true]) {
      test(`${path}: each, reached forward or back, shows whole${banner ? " above the consent banner" : ""}`, async ({
        page,
      }) => {
        test.setTimeout(120_000);
        if (banner) await stubGoogle(page);
        await page.goto(`${banner ? analyticsBaseUrl : ""}${path}`);
        await waitForHydration(page);
        if (banner) {
          const region = page.getByRole("region", { name: "Cookie choice" });
          await expect(region).toBeVisible();
          await region.evaluate((element) =>
            Promise.all(element.getAnimations().map((animation) => animation.finished)),
          );
        }
        const hidden: string[] = [];
        // Back from the foot of the page through the footer and the card, to the card's top.
        let stops = 0;
        while ((await step(page, "Shift+Tab", hidden)) || stops === 0) {
          stops += 1;
          expect(stops, "the walk back came out above the card").toBeLessThan(MAX_STOPS);
        }
        expect(stops, "the walk back met the card and the footer").toBeGreaterThan(5);
        // Forward again into the card and through the footer, to the end of the page.
        stops = 0;
        while (!(await step(page, "Tab", hidden))) {
          stops += 1;
          expect(stops, "the walk forward met the card again").toBeLessThan(MAX_STOPS);
        }
        while (await page.evaluate(() => document.activeElement !== document.body)) {
          await step(page, "Tab", hidden);
          stops += 1;
          expect(stops, "the walk forward reached the end").toBeLessThan(MAX_STOPS);
        }
        // From the top of the page into the section bar and through it.
        const links = page.getByRole("navigation", { name: bar }).getByRole("link");
        stops = 0;
        while (!(await focusIn(page, ".subnav"))) {
          await step(page, "Tab", hidden);
          stops += 1;
          expect(stops, "the walk forward met the section bar").toBeLessThan(MAX_STOPS);
        }
        for (let link = 1; link < (await links.count()); link++) {
          await step(page, "Tab", hidden);
        }
        await expect(links.last()).toBeFocused();
        expect(hidden).toEqual([]);
      });
    }
  }
});
