import type { Page, Request } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";

const pages = (page: Page) => page.getByRole("navigation", { name: "Press pages" });
const categories = (page: Page) => page.getByRole("navigation", { name: "Press categories" });

/** Every request the page makes for a document or route data, as opposed to the API call. */
function pageLoads(page: Page) {
  const loads: string[] = [];
  page.on("request", (request: Request) => {
    const url = new URL(request.url());
    if (request.resourceType() === "document" || url.pathname.endsWith(".data")) {
      loads.push(url.pathname + url.search);
    }
  });
  return loads;
}

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

  test("a page change fetches through the API and updates the address, without navigating", async ({
    page,
  }) => {
    await page.goto("/press");
    await waitForHydration(page);
    const loads = pageLoads(page);
    await expect(
      pages(page).locator('[aria-disabled="true"]', { hasText: "Previous" }),
    ).toBeVisible();

    const call = page.waitForRequest((request) => request.url().includes("/api/press-articles/"));
    await pages(page).getByRole("link", { name: "Next" }).click();
    expect((await call).postDataJSON()).toEqual({ category: "news", page: 2 });
    await expect(page).toHaveURL("/press?category=news&page=2");
    await expect(
      page.getByRole("heading", { name: "Ground Is Broken at Beach Bay" }),
    ).toBeVisible();
    await expect(pages(page).getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(pages(page).getByRole("link", { name: "Previous" })).toBeVisible();
    expect(loads).toEqual([]);

    await page.goBack();
    await expect(page).toHaveURL("/press");
    await expect(
      page.getByRole("heading", { name: "Destination Amenities Take Shape" }),
    ).toBeVisible();
  });

  test("a category change starts at page 1 and refetches", async ({ page }) => {
    await page.goto("/press?category=news&page=2");
    await waitForHydration(page);
    const loads = pageLoads(page);
    await categories(page)
      .getByRole("link", { name: /Market Insights & Trends/ })
      .click();
    await expect(page).toHaveURL("/press?category=market&page=1");
    await expect(
      page.getByRole("heading", { name: "Waterfront Scarcity and the Long View" }),
    ).toBeVisible();
    await expect(
      categories(page).getByRole("link", { name: /Market Insights & Trends/ }),
    ).toHaveAttribute("aria-current", "page");
    await expect(pages(page)).toHaveCount(0);
    expect(loads).toEqual([]);
  });

  test("while a fetch is in progress another change waits", async ({ page }) => {
    await page.goto("/press");
    await waitForHydration(page);
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    await page.route("**/api/press-articles/**", async (route) => {
      calls += 1;
      await held;
      await route.continue();
    });
    await pages(page).getByRole("link", { name: "Next" }).click();
    await expect(pages(page)).toHaveAttribute("aria-busy", "true");
    await categories(page)
      .getByRole("link", { name: /Market Insights & Trends/ })
      .click();
    await expect(page).toHaveURL("/press?category=news&page=2");
    release();
    await expect(pages(page).getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    expect(calls).toBe(1);
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

  test("after a failed fetch the address still names the page shown", async ({ page }) => {
    await page.goto("/press");
    await waitForHydration(page);
    // An answer that cannot be read (a failed request would log an error in the console).
    await page.route("**/api/press-articles/**", (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: "{" }),
    );
    const call = page.waitForResponse((response) =>
      response.url().includes("/api/press-articles/"),
    );
    await pages(page).getByRole("link", { name: "Page 2" }).click();
    await call;
    await expect(pages(page)).toHaveAttribute("aria-busy", "false");
    await expect(page).toHaveURL("/press?category=news&page=1");
    await expect(pages(page).getByRole("link", { name: "Page 1" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("the keyboard keeps its place on Next at the last page, and the change is announced", async ({
    page,
  }) => {
    await page.goto("/press");
    await waitForHydration(page);
    await pages(page).getByRole("link", { name: "Page 1" }).focus();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(pages(page).getByRole("link", { name: "Next" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(pages(page).getByRole("link", { name: "Page 2" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // Next is disabled on the last page, and still has focus: it did not fall to the page.
    const next = pages(page).locator('[aria-disabled="true"]', { hasText: "Next" });
    await expect(next).toBeFocused();
    await expect(page.getByRole("status")).toHaveText("In the News, page 2 of 2");
  });
});
