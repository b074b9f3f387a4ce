import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";

/**
 * Spec section 2: navigating to a hash scrolls to the element with that id, always, however
 * the visitor came back to the page (issue 29: after a round trip through other pages, a
 * plain in-page link put back an older scroll position instead).
 */

/** Where an element's top lies in the window, in CSS pixels. */
function topOf(page: Page, id: string) {
  return page.locator(`#${id}`).evaluate((element) => element.getBoundingClientRect().top);
}

/** The page's scroll-padding-top: where the browser lands an anchor, clear of the header. */
function landingLine(page: Page) {
  return page.evaluate(() =>
    Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop),
  );
}

/** Resolves once the element with the id rests on the landing line (within a pixel or two of rounding). */
async function expectLandedOn(page: Page, id: string) {
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  const line = await landingLine(page);
  await expect.poll(async () => Math.abs((await topOf(page, id)) - line)).toBeLessThan(2);
}

const footer = (page: Page) => page.getByRole("contentinfo");

test("/legal: an in-page link still lands on its section after a round trip", async ({ page }) => {
  await page.goto("/legal");
  await waitForHydration(page);
  const contents = page.getByRole("navigation", { name: "On this page" });
  await contents.getByRole("link", { name: "Privacy Notice" }).click();
  await expect(page).toHaveURL(/\/legal#privacy$/);
  await footer(page).getByRole("link", { name: "Downloads" }).click();
  await expect(page).toHaveURL(/\/downloads$/);
  await footer(page).getByRole("link", { name: "Legal" }).click();
  await expect(page).toHaveURL(/\/legal$/);
  await contents.getByRole("link", { name: "Website Terms" }).click();
  await expectLandedOn(page, "terms");
});

test("/availability: each section bar link lands on its section, again after a round trip", async ({
  page,
}) => {
  await page.goto("/availability");
  await waitForHydration(page);
  const bar = page.getByRole("navigation", { name: "Selection" });
  for (const [name, id] of [
    ["Inquire", "inquire"],
    ["Gallery", "gallery"],
  ] as const) {
    await bar.getByRole("link", { name }).click();
    await expectLandedOn(page, id);
  }
  await footer(page).getByRole("link", { name: "Downloads" }).click();
  await expect(page).toHaveURL(/\/downloads$/);
  await page.getByRole("button", { name: "Explore" }).click();
  await page
    .getByRole("dialog", { name: "Main menu" })
    .getByRole("link", { name: /Floor Plans/ })
    .click();
  await expect(page).toHaveURL(/\/availability$/);
  await bar.getByRole("link", { name: "Inquire" }).click();
  await expectLandedOn(page, "inquire");
});
