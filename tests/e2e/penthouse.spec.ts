import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";

const film = (page: Page) => page.getByRole("dialog", { name: "Penthouse 1003: The Film" });
const legal = (page: Page) => page.getByRole("dialog", { name: "Legal" });
// Read through CSS: a closed dialog leaves the accessibility tree, its film stays in the page.
const video = (page: Page) => page.locator("dialog video");
const playback = (page: Page) =>
  video(page).evaluate((media: HTMLVideoElement) => ({
    paused: media.paused,
    time: media.currentTime,
    duration: media.duration,
  }));
const controls = (page: Page) => page.locator(".film-player__controls");

/** Opens the film and waits until it is really playing. */
async function watchFilm(page: Page) {
  await page.getByRole("button", { name: "Watch Film" }).click();
  await expect(film(page)).toBeVisible();
  await expect.poll(async () => (await playback(page)).time).toBeGreaterThan(0.2);
}

test.describe("the penthouse film page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/penthouse-1003");
    await waitForHydration(page);
  });

  test("hides the menu and keeps the logo, Inquire and Proceed to Website", async ({ page }) => {
    await expect(page.getByRole("button", { name: "Explore" })).toHaveCount(0);
    await expect(
      page.getByRole("link", { name: /^The Residences .*Grand Cayman \(home\)$/ }),
    ).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Inquire" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Penthouse 1003" })).toBeVisible();
    await expect(page.getByText(/over 8,300\s+sq\s+ft/)).toBeVisible();
    await page.getByRole("link", { name: "Proceed to Website" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("Watch Film plays the film in a dialog; Escape stops it and it rewinds", async ({
    page,
  }) => {
    const watch = page.getByRole("button", { name: "Watch Film" });
    await watch.click();
    await expect(film(page)).toBeVisible();
    await expect(film(page).getByRole("button", { name: "Close" })).toBeFocused();
    await expect.poll(async () => (await playback(page)).time).toBeGreaterThan(0.3);
    expect((await playback(page)).paused).toBe(false);

    // Focus stays inside while the dialog is open.
    for (let i = 0; i < 4; i += 1) await page.keyboard.press("Tab");
    expect(await film(page).evaluate((dialog) => dialog.contains(document.activeElement))).toBe(
      true,
    );

    await page.keyboard.press("Escape");
    await expect(film(page)).toBeHidden();
    await expect(watch).toBeFocused();
    expect((await playback(page)).paused).toBe(true);
    // It rewinds half a second after closing, once it is out of sight.
    await expect.poll(async () => (await playback(page)).time).toBe(0);
  });

  test("the film's poster is fetched when the film opens, not with the page", async ({ page }) => {
    const posterRequests = () =>
      page.evaluate(
        () =>
          performance
            .getEntriesByType("resource")
            .filter((entry) => /\/media\/films\/penthouse-1003\.jpg/.test(entry.name)).length,
      );
    expect(await posterRequests()).toBe(0);
    await page.getByRole("button", { name: "Watch Film" }).click();
    await expect(video(page)).toHaveAttribute("poster", /\/media\/films\/penthouse-1003\.jpg/);
    await expect.poll(posterRequests).toBe(1);
  });

  test("the film lasts at least 45 s and opens playing, with the site's controls", async ({
    page,
  }) => {
    await watchFilm(page);
    const { paused, duration } = await playback(page);
    expect(paused).toBe(false);
    expect(duration).toBeGreaterThanOrEqual(45);
    // The site's controls, not the browser's.
    await expect(video(page)).not.toHaveAttribute("controls");
    const dialog = film(page);
    for (const name of ["Pause", "Full screen"]) {
      await expect(dialog.getByRole("button", { name })).toBeVisible();
    }
    // The film is silent: no sound control that would do nothing.
    await expect(dialog.getByRole("button", { name: /mute/i })).toHaveCount(0);
    await expect(dialog.getByRole("slider", { name: "Position in the film" })).toBeVisible();
    // Elapsed and total, as m:ss.
    await expect(controls(page)).toContainText(
      new RegExp(`0:\\d\\d\\D+0:${Math.floor(duration)}$`),
    );
    // Every control is at least 44 px each way, for a finger.
    for (const control of await controls(page).locator("button, input").all()) {
      const box = await control.boundingBox();
      expect(box?.width).toBeGreaterThanOrEqual(44);
      expect(box?.height).toBeGreaterThanOrEqual(44);
    }
  });

  test("Pause and Play take turns, and the button says which it will do", async ({ page }) => {
    await watchFilm(page);
    await film(page).getByRole("button", { name: "Pause" }).click();
    await expect.poll(async () => (await playback(page)).paused).toBe(true);
    const stopped = (await playback(page)).time;
    await expect(film(page).getByRole("button", { name: "Play" })).toBeVisible();
    expect((await playback(page)).time).toBe(stopped);

    await film(page).getByRole("button", { name: "Play" }).click();
    await expect(film(page).getByRole("button", { name: "Pause" })).toBeVisible();
    await expect.poll(async () => (await playback(page)).time).toBeGreaterThan(stopped);
  });

  test("a press on the progress bar moves the film there", async ({ page }) => {
    await watchFilm(page);
    await page.keyboard.press("k");
    const slider = film(page).getByRole("slider", { name: "Position in the film" });
    const box = await slider.boundingBox();
    if (!box) throw new Error("no progress bar");
    await page.mouse.click(box.x + box.width * 0.5, box.y + box.height / 2);
    const { time, duration } = await playback(page);
    expect(time / duration).toBeGreaterThan(0.45);
    expect(time / duration).toBeLessThan(0.55);
  });

  test("the keyboard pauses with K or Space and moves 5 s with the arrows", async ({ page }) => {
    await watchFilm(page);
    // From the Close button, where focus starts: K pauses the film.
    await page.keyboard.press("k");
    await expect.poll(async () => (await playback(page)).paused).toBe(true);
    await expect(film(page).getByRole("button", { name: "Play" })).toBeVisible();

    const slider = film(page).getByRole("slider", { name: "Position in the film" });
    await slider.focus();
    await page.keyboard.press("Home");
    await expect.poll(async () => (await playback(page)).time).toBe(0);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect.poll(async () => (await playback(page)).time).toBeCloseTo(10, 1);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(async () => (await playback(page)).time).toBeCloseTo(5, 1);
    await expect(slider).toHaveAttribute("aria-valuetext", /^5 seconds of 54 seconds$/);

    await page.keyboard.press("Space");
    await expect.poll(async () => (await playback(page)).paused).toBe(false);
    await expect(film(page).getByRole("button", { name: "Pause" })).toBeVisible();
  });

  test("the controls fade while the film plays and come back when the pointer moves", async ({
    page,
  }) => {
    await page.clock.install();
    await page.reload();
    await waitForHydration(page);
    await watchFilm(page);
    await page.mouse.move(200, 200);
    await page.clock.runFor(3000);
    await expect(controls(page)).toHaveCSS("opacity", "0");
    const frame = await video(page).boundingBox();
    await page.mouse.move((frame?.x ?? 0) + 100, (frame?.y ?? 0) + 100);
    await expect(controls(page)).toHaveCSS("opacity", "1");
    // Keyboard focus on a control keeps them however long the film plays.
    await page.keyboard.press("Tab");
    await page.clock.runFor(5000);
    await expect(controls(page)).toHaveCSS("opacity", "1");
  });

  test("the film dialog closes itself when the film ends", async ({ page }) => {
    await watchFilm(page);
    await video(page).evaluate((media: HTMLVideoElement) => {
      media.currentTime = Math.max(0, media.duration - 0.2);
    });
    await expect(film(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Watch Film" })).toBeFocused();
  });

  test("Legal opens the disclaimer in a dialog that a click beside it closes", async ({ page }) => {
    const opener = page.getByRole("button", { name: "Legal" });
    await opener.click();
    await expect(legal(page)).toBeVisible();
    await expect(legal(page)).toContainText("not an offer to sell");
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);

    await page.mouse.click(5, 5);
    await expect(legal(page)).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await legal(page).getByRole("link", { name: "Read every legal notice" }).click();
    await expect(page).toHaveURL(/\/legal$/);
    await expect(page.getByRole("heading", { level: 1, name: "Legal" })).toBeVisible();
    // The page behind scrolls again: the lock went with the dialog.
    await expect(page.locator("html")).not.toHaveClass(/modal-open/);
  });

  test("the open film dialog has no accessibility violations, playing or paused", async ({
    page,
  }) => {
    await watchFilm(page);
    const axe = () =>
      new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
        .analyze();
    expect((await axe()).violations.map((v) => v.id)).toEqual([]);
    await page.keyboard.press("k");
    await expect(film(page).getByRole("button", { name: "Play" })).toBeVisible();
    expect((await axe()).violations.map((v) => v.id)).toEqual([]);
  });
});
