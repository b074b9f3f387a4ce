import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";

// The /gallery page's twenty-two pictures, in order: Resort 1-4, Beach House 5-10, Ocean House
// 11-14, Amenities 15-22 (app/content/pages/gallery.ts).
const viewer = (page: Page) => page.getByRole("dialog", { name: "Gallery" });
const counter = (page: Page) => viewer(page).getByText(/^\d+ \/ \d+$/);
const thumb = (page: Page, caption: string) =>
  page.getByRole("button", { name: `Open image: ${caption}`, exact: true });
const closeButton = (page: Page) => viewer(page).getByRole("button", { name: "Close" });

/**
 * What the viewer does with clicks, keys and swipes is app/components/gallery/gallery.test.tsx;
 * here is what needs the browser: a modal <dialog>'s Escape and Tab, history, scrolling, the
 * renditions fetched, reduced motion, axe and real touch input.
 */
async function openGalleryPage(page: Page, path = "/gallery") {
  await page.goto(path);
  await waitForHydration(page);
}

/** Where focus is: inside the open viewer or not. */
function focusInsideViewer(page: Page) {
  return page.evaluate(() => document.activeElement?.closest("dialog[open]") != null);
}

test.describe("the gallery viewer", () => {
  test("Escape closes and focus returns to the thumbnail; Tab stays in the viewer", async ({
    page,
  }) => {
    await openGalleryPage(page);
    await thumb(page, "The spa").click();
    await expect(closeButton(page)).toBeFocused();
    for (const key of ["Tab", "Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      expect(await focusInsideViewer(page), `focus after ${key}`).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(viewer(page)).toBeHidden();
    await expect(thumb(page, "The spa")).toBeFocused();
    await expect(page).toHaveURL("/gallery");
  });

  test("Back closes the viewer and stays on the page; Forward opens it again", async ({ page }) => {
    await openGalleryPage(page);
    await thumb(page, "The lagoon pool").click();
    await expect(page).toHaveURL("/gallery?image=pool-lagoon");
    await page.goBack();
    await expect(viewer(page)).toBeHidden();
    await expect(page).toHaveURL("/gallery");
    await expect(page.getByRole("heading", { level: 1, name: "Gallery" })).toBeVisible();
    await expect(thumb(page, "The lagoon pool")).toBeFocused();
    await page.goForward();
    await expect(counter(page)).toHaveText("16 / 22");
  });

  test("the page behind does not scroll while the viewer is open", async ({ page }) => {
    await openGalleryPage(page);
    await thumb(page, "The Ocean House").scrollIntoViewIfNeeded();
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    await thumb(page, "The Ocean House").click();
    await expect(viewer(page)).toBeVisible();
    // Chromium already keeps wheel and keys off the page behind a modal dialog; the lock on the
    // root is for browsers that would still scroll it, such as Safari on iOS under a finger.
    await expect(page.locator("html")).toHaveCSS("overflow", "hidden");
    await page.mouse.move(200, 200);
    await page.mouse.wheel(0, 900);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    expect(await page.evaluate(() => window.scrollY)).toBe(before);

    await page.keyboard.press("Escape");
    await expect(viewer(page)).toBeHidden();
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    // The same wheel scrolls the page once the viewer is closed.
    await page.mouse.wheel(0, 900);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
  });

  test("the picture stands in the middle of the window, also where a scrollbar's room is kept", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openGalleryPage(page, "/gallery?image=spa");
    const picture = viewer(page).getByRole("img");
    await expect(picture).toHaveJSProperty("complete", true);
    // modal.css keeps the scrollbar's room while the page is locked; the viewer covers it too.
    const box = await picture.boundingBox();
    if (!box) throw new Error("the viewer's picture has no box");
    expect(Math.abs(box.x - (390 - box.x - box.width))).toBeLessThanOrEqual(1);
    // Nothing is drawn in that room: Close and the next arrow stay whole, left of it.
    const room = await page.evaluate(() => document.body.getBoundingClientRect().right);
    expect(room).toBeLessThan(390);
    for (const control of [
      viewer(page).getByRole("button", { name: "Close" }),
      viewer(page).getByRole("button", { name: "Next image" }),
    ]) {
      const edges = await control.boundingBox();
      expect(edges && edges.x + edges.width).toBeLessThanOrEqual(room);
    }
  });

  test("the viewer fetches the rendition its screen needs, then the neighbours'", async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on("request", (request) => {
      const match = request.url().match(/\/media\/images\/([a-z-]+-\d+)\.\w+/);
      if (match?.[1]) fetched.push(match[1]);
    });

    await page.setViewportSize({ width: 390, height: 844 });
    await openGalleryPage(page, "/gallery?image=kitchen");
    const picture = viewer(page).getByRole("img");
    await expect(picture).toHaveJSProperty("complete", true);
    const phoneSource = await picture.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(phoneSource).toMatch(/\/kitchen-(400|800)\.avif\?/);
    expect(fetched).not.toContain("kitchen-1600");
    expect(fetched).not.toContain("kitchen-2400");

    // The neighbours of Penthouse 1003's great room have thumbnails of other widths, so their
    // 1200 px renditions can only come from the viewer's preloading.
    await page.setViewportSize({ width: 1440, height: 900 });
    const neighbours = [
      page.waitForRequest(/\/ocean-house-1200\.avif/),
      page.waitForRequest(/\/penthouse-dining-1200\.avif/),
    ];
    await openGalleryPage(page, "/gallery?image=penthouse-living");
    await expect(picture).toHaveJSProperty("complete", true);
    expect(await picture.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      /\/penthouse-living-1200\.avif\?/,
    );
    await Promise.all(neighbours);
    expect(fetched).not.toContain("penthouse-living-2400");
  });

  test("under reduced motion nothing animates", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await openGalleryPage(page);
    await thumb(page, "The kitchen").click();
    await expect(viewer(page)).toHaveCSS("animation-name", "none");
    await expect(viewer(page).locator(".gallery-viewer__figure")).toHaveCSS(
      "animation-name",
      "none",
    );
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`the open viewer at ${viewport.width}px has no accessibility violations`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ reducedMotion: "reduce" });
      await openGalleryPage(page, "/gallery?image=penthouse-dining");
      await expect(viewer(page).getByRole("img")).toHaveJSProperty("complete", true);
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
        .analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
      ).toEqual([]);
    });
  }
});

test.describe("swiping in the gallery viewer", () => {
  test.use({ hasTouch: true });

  /** A real touch drag through the DevTools protocol: down, five moves, up. */
  async function swipe(page: Page, dx: number) {
    const box = await viewer(page).getByRole("img").boundingBox();
    if (!box) throw new Error("the viewer shows no picture");
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
    for (let step = 1; step <= 5; step += 1) {
      await cdp.send("Input.dispatchTouchEvent", {
        type: "touchMove",
        touchPoints: [{ x: x + (dx * step) / 5, y }],
      });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await cdp.detach();
  }

  test("a real touch swipe steps: the stage's touch-action leaves sideways drags to the viewer", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openGalleryPage(page, "/gallery?image=resort-dusk");
    await expect(counter(page)).toHaveText("1 / 22");
    await swipe(page, -80);
    await expect(counter(page)).toHaveText("2 / 22");
    await swipe(page, 80);
    await expect(counter(page)).toHaveText("1 / 22");
  });
});
