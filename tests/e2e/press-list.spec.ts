import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";

// Page and category changes in the browser are app/routes/press.test.tsx; here, what the
// server renders for the address.
const pages = (page: Page) => page.getByRole("navigation", { name: "Press pages" });

test.describe("the press list", () => {
  test("is server-rendered for the query in the address", async ({ page }) => {
    await page.goto("/press?category=news&page=2");
    await waitForHydration(page);
    await expect(pages(page).getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(
      page.getByRole("heading", { name: "Ocean House: Private Residences Unveiled" }),
    ).toBeVisible();
    await expect(pages(page).locator('[aria-disabled="true"]', { hasText: "Next" })).toBeVisible();
  });

  test("a page past the end shows page 1, and the pager and the address say so", async ({
    page,
  }) => {
    await page.goto("/press?category=news&page=99");
    await waitForHydration(page);
    await expect(page).toHaveURL("/press?category=news&page=1");
    await expect(pages(page).getByRole("link", { name: "Page 1" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(
      pages(page).locator('[aria-disabled="true"]', { hasText: "Previous" }),
    ).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Destination Amenities Take Shape" }),
    ).toBeVisible();
  });
});
