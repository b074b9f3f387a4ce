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
  }));

test.describe("the penthouse film page", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/penthouse-1003");
    await waitForHydration(page);
  });

  test("hides the menu and keeps the logo, Inquire and Proceed to Website", async ({ page }) => {
    await expect(page.getByRole("button", { name: "Explore" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: /The Residences, home/ })).toBeVisible();
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
            .filter((entry) => /\/media\/films\/penthouse-living\.jpg/.test(entry.name)).length,
      );
    expect(await posterRequests()).toBe(0);
    await page.getByRole("button", { name: "Watch Film" }).click();
    await expect(video(page)).toHaveAttribute("poster", /\/media\/films\/penthouse-living\.jpg/);
    await expect.poll(posterRequests).toBe(1);
  });

  test("the film dialog closes itself when the film ends", async ({ page }) => {
    await page.getByRole("button", { name: "Watch Film" }).click();
    await expect.poll(async () => (await playback(page)).time).toBeGreaterThan(0);
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

  test("the open film dialog has no accessibility violations", async ({ page }) => {
    await page.getByRole("button", { name: "Watch Film" }).click();
    await expect(film(page)).toBeVisible();
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
      .analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
