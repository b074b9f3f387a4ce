import { plainLinksBaseUrl } from "../../playwright.config.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

test.describe("the Explore menu", () => {
  test.beforeEach(async ({ page }) => {
    await page.goto("/overview");
    await waitForHydration(page);
  });

  const menu = (page: import("@playwright/test").Page) =>
    page.getByRole("dialog", { name: "Main menu" });
  const toggle = (page: import("@playwright/test").Page) =>
    page.getByRole("button", { name: "Explore" });

  test("lists the entries in the spec's order with subtexts and Inquire first", async ({
    page,
  }) => {
    await toggle(page).click();
    await expect(menu(page)).toBeVisible();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
    const links = menu(page).getByRole("navigation", { name: "Main" }).getByRole("link");
    await expect(links).toHaveText([
      "Inquire",
      "Overview Paradise Without Compromise",
      "Beach House Hotel & Residences",
      "Ocean House Private Residences",
      "Amenities Captivating at Every Moment",
      "Mandarin Oriental A Legacy of Service",
      "Grand Cayman The Privilege of Privacy",
      "Floor Plans",
      "Team",
      "Gallery",
      "Downloads",
      "Press",
    ]);
    await expect(links.nth(0)).toHaveClass(/main-menu__cta/);
    await expect(menu(page).getByRole("link", { name: /^Overview/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(menu(page).getByRole("link", { name: /^Beach House/ })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("closes with Escape and returns focus to the toggle", async ({ page }) => {
    await toggle(page).click();
    await expect(menu(page)).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("closes with its close button and returns focus to the toggle", async ({ page }) => {
    await toggle(page).click();
    await menu(page).getByRole("button", { name: "Close" }).click();
    await expect(menu(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
  });

  test("closes on a click on the background", async ({ page }) => {
    await toggle(page).click();
    await expect(menu(page)).toBeVisible();
    const box = await menu(page).boundingBox();
    if (!box) throw new Error("menu has no box");
    await page.mouse.click(box.x + box.width + 40, 400);
    await expect(menu(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
  });

  test("keeps focus inside while open", async ({ page }) => {
    await toggle(page).click();
    for (let step = 0; step < 20; step += 1) {
      await page.keyboard.press("Tab");
      const inside = await page.evaluate(
        () =>
          document.activeElement?.closest("#main-menu") !== null ||
          document.activeElement === document.body,
      );
      expect(inside).toBe(true);
    }
  });

  test("navigates client-side on a link click, then closes and marks the new page", async ({
    page,
  }) => {
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await toggle(page).click();
    await menu(page)
      .getByRole("link", { name: /^Beach House/ })
      .click();
    await expect(page).toHaveURL("/beach-house");
    await expect(menu(page)).toBeHidden();
    await expect(page.locator("body")).toHaveClass("page-beach-house");
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    await toggle(page).click();
    await expect(menu(page).getByRole("link", { name: /^Beach House/ })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("closes when the current page's own link is followed", async ({ page }) => {
    await toggle(page).click();
    await menu(page)
      .getByRole("link", { name: /^Overview/ })
      .click();
    await expect(menu(page)).toBeHidden();
  });

  test("closes on a route change made outside the menu (browser back)", async ({ page }) => {
    await page.getByRole("link", { name: "Inquire" }).first().click();
    await expect(page).toHaveURL("/contact");
    await toggle(page).click();
    await expect(menu(page)).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL("/overview");
    await expect(menu(page)).toBeHidden();
  });

  test("is hidden on a page that hides it, while logo and Inquire stay", async ({ page }) => {
    await page.goto("/penthouse-1003");
    await expect(
      page
        .getByRole("banner")
        .getByRole("link", { name: /^The Residences .*Grand Cayman \(home\)$/ }),
    ).toBeVisible();
    await expect(page.getByRole("banner").getByRole("link", { name: "Inquire" })).toBeVisible();
    await expect(toggle(page)).toHaveCount(0);
  });

  test("uses plain document links when single-page navigation is off", async ({ page }) => {
    await page.goto(`${plainLinksBaseUrl}/overview`);
    await waitForHydration(page);
    await page.evaluate(() => {
      (window as unknown as { sameDocument: boolean }).sameDocument = true;
    });
    await toggle(page).click();
    await menu(page)
      .getByRole("link", { name: /^Ocean House/ })
      .click();
    await expect(page).toHaveURL(`${plainLinksBaseUrl}/ocean-house`);
    await waitForHydration(page);
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBeUndefined();
  });
});
