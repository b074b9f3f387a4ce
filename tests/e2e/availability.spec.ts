import { readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { startSite } from "./support/site-process.ts";

/** The seeded residences of each house, in list order, read from the seed file. */
const seeds = readFileSync("db/seeds/units.csv", "utf8").trim().split("\n").slice(1);
const residences = (house: string) =>
  seeds
    .map((line) => line.split(","))
    .filter((cells) => cells[1] === house)
    .map((cells) => cells[0]);
const beach = residences("Beach");
const shore = residences("Shore");

const table = (page: Page, name: string) =>
  page.getByRole("table", { name: new RegExp(`^${name},`) });
const beachTable = (page: Page) => table(page, "Beach House Residences");
const header = (t: Locator, name: string) => t.getByRole("columnheader", { name });
const rowNames = (t: Locator) => t.locator("tbody tr:not([id]) th").allInnerTexts();

/** The first number in each visible row's cell of a column ("$4,150,000" → 4150000). */
async function columnNumbers(t: Locator, index: number): Promise<number[]> {
  const cells = await t.locator(`tbody tr:not([id]) > :nth-child(${index})`).allInnerTexts();
  return cells.map((text) => Number(/[\d,]+/.exec(text)?.[0].replaceAll(",", "")));
}

test.describe("the price list", () => {
  test("is in the server's HTML, so it shows without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto("/availability");
    expect(response?.status()).toBe(200);
    await expect(beachTable(page).locator("tbody tr:not([id])")).toHaveCount(beach.length);
    await expect(table(page, "Ocean House Residences").locator("tbody tr:not([id])")).toHaveCount(
      shore.length,
    );
    const first = beachTable(page).getByRole("row", { name: /B-101/ }).first();
    await expect(first).toContainText("$6,950,000");
    await expect(first).toContainText("4,480 sq ft");
    await expect(first).toContainText("416 m²");
    await expect(first).toContainText("Sold");
    await expect(first.getByRole("link", { name: /^View Floor Plan of B-101/ })).toHaveAttribute(
      "href",
      "/documents/floor-plans/beach-house-residence-d.pdf",
    );
    await expect(
      first.getByRole("link", { name: /^Download Floor Plan of B-101/ }),
    ).toHaveAttribute("href", "/download/documents/floor-plans/beach-house-residence-d.pdf");
    await context.close();
  });

  test("sorts by any column both ways, numbers as numbers, with aria-sort", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/availability");
    await waitForHydration(page);
    const t = beachTable(page);
    expect(await rowNames(t)).toEqual(beach);

    const price = header(t, "Price");
    await price.getByRole("button").click();
    await expect(price).toHaveAttribute("aria-sort", "ascending");
    await expect(t).toHaveAccessibleName("Beach House Residences, sorted by Price, ascending");
    const ascending = await columnNumbers(t, 6);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(ascending).toHaveLength(beach.length);

    // The keyboard toggles the same button.
    await price.getByRole("button").focus();
    await page.keyboard.press("Enter");
    await expect(price).toHaveAttribute("aria-sort", "descending");
    const descending = await columnNumbers(t, 6);
    expect(descending).toEqual([...ascending].reverse());

    // Another column takes over; residences sort with their numbers compared as numbers.
    const interior = header(t, "Interior");
    await interior.getByRole("button").press("Space");
    await expect(interior).toHaveAttribute("aria-sort", "ascending");
    await expect(price).not.toHaveAttribute("aria-sort", /.*/);
    const areas = await columnNumbers(t, 4);
    expect(areas).toEqual([...areas].sort((a, b) => a - b));
  });

  test("its gallery opens the viewer without fetching the price list again", async ({ page }) => {
    await page.goto("/availability");
    await waitForHydration(page);
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith(".data")) dataRequests.push(request.url());
    });
    const thumb = page.getByRole("button", { name: "Open image: Beach House terrace" });
    await thumb.click();
    const viewer = page.getByRole("dialog", { name: "Inside the Residences" });
    await expect(viewer).toBeVisible();
    await expect(page).toHaveURL(/\/availability\?image=terrace-residence$/);
    await page.keyboard.press("ArrowRight");
    await expect(page).toHaveURL(/\?image=living-room$/);
    await page.keyboard.press("Escape");
    await expect(viewer).toBeHidden();
    await expect(page).toHaveURL(/\/availability$/);
    await expect(thumb).toBeFocused();
    await expect(beachTable(page)).toBeVisible();
    expect(dataRequests).toEqual([]);
  });

  test("a failed or partial units call leaves the missing tables out", async ({ browser }) => {
    const site = await startSite(4116);
    try {
      const page = await browser.newPage({ baseURL: site.baseURL });
      // The server reads the price list's version at most once a second: load the page
      // until the change shows.
      const tablesShown = async () => {
        const response = await page.goto("/availability");
        expect(response?.status()).toBe(200);
        return page.getByRole("table").count();
      };
      const db = new DatabaseSync(`${site.dataDir}/site.db`);
      db.exec("DELETE FROM units WHERE house = 'Shore'");
      await expect.poll(tablesShown).toBe(1);
      await expect(beachTable(page)).toBeVisible();
      const subnav = page.getByRole("navigation", { name: "Selection" });
      await expect(subnav.getByRole("link")).toHaveText(["The Beach House", "Gallery", "Inquire"]);
      const print = page.getByRole("button", { name: "Print price list" });
      await expect(print).toBeVisible();

      db.exec("DROP TABLE units");
      db.close();
      await expect.poll(tablesShown).toBe(0);
      await expect(page.getByRole("heading", { name: "Find Your Residence" })).toBeVisible();
      await expect(subnav.getByRole("link")).toHaveText(["Gallery", "Inquire"]);
      // No table to print: no print action (issue 29).
      await expect(print).toHaveCount(0);
      await page.close();
    } finally {
      await site.stop();
    }
  });
});

test.describe("the price list on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("shows the compact columns and opens one residence at a time", async ({ page }) => {
    await page.goto("/availability");
    await waitForHydration(page);
    const t = beachTable(page);
    await expect(header(t, "Price")).toBeVisible();
    await expect(header(t, "Interior")).toBeHidden();
    const rowWidth = await t.evaluate((element) => element.scrollWidth);
    expect(rowWidth).toBeLessThanOrEqual(390);

    const first = t.getByRole("button", { name: `${beach[0]}, details` });
    const second = t.getByRole("button", { name: `${beach[1]}, details` });
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await first.click();
    await expect(first).toHaveAttribute("aria-expanded", "true");
    const details = page.locator(`[id="${await first.getAttribute("aria-controls")}"]`);
    await expect(details).toBeVisible();
    await expect(details).toContainText("Interior");
    await expect(details).toContainText("4,480 sq ft");
    await expect(details.getByRole("link", { name: /^Download Floor Plan/ })).toBeVisible();

    await second.press("Enter");
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(details).toBeHidden();

    await second.click();
    await expect(second).toHaveAttribute("aria-expanded", "false");

    const results = await new AxeBuilder({ page }).include("#beach-house-residences").analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });

  test("sorts by a column the row does not show", async ({ page }) => {
    await page.goto("/availability");
    await waitForHydration(page);
    const t = beachTable(page);
    await page
      .locator("#beach-house-residences")
      .getByLabel("Sort by")
      .selectOption({ label: "Bedrooms, descending" });
    // The column is not drawn on a phone, but its header still says how the table is sorted.
    await expect(t.locator("thead th", { hasText: "Bedrooms" })).toHaveAttribute(
      "aria-sort",
      "descending",
    );
    const bedrooms = seeds
      .map((line) => line.split(","))
      .filter((cells) => cells[1] === "Beach")
      .map((cells) => ({ name: cells[0], bedrooms: Number(cells[2]) }));
    const expected = bedrooms
      .map((unit, index) => ({ ...unit, index }))
      .sort((a, b) => b.bedrooms - a.bedrooms || a.index - b.index)
      .map((unit) => unit.name);
    expect(await rowNames(t)).toEqual(expected);
  });
});

test.describe("the printed price list", () => {
  for (const format of ["A4", "Letter"] as const) {
    test(`on ${format} holds both tables and nothing else of the page`, async ({ page }) => {
      await page.goto("/availability");
      await waitForHydration(page);
      const pdf = await getDocumentProxy(new Uint8Array(await page.pdf({ format })));
      const { totalPages, text } = await extractText(pdf, { mergePages: false });
      // One sheet per house.
      expect(totalPages).toBe(2);
      const [first = "", second = ""] = text;
      expect(first).toContain("Floor Plans & Availability");
      expect(first).toContain("Beach House Residences");
      expect(second).toContain("Ocean House Residences");
      for (const name of beach) expect(first).toContain(name);
      for (const name of shore) expect(second).toContain(name);
      const all = text.join("\n");
      expect(all).toContain("$6,950,000");
      for (const absent of [
        "First Name",
        "Send",
        "Inside the Residences",
        "Explore",
        "Legal",
        "Download",
      ]) {
        expect(all).not.toContain(absent);
      }
    });
  }
});
