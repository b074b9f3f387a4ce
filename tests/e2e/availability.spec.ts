import { readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { testPort } from "./support/ports.ts";
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
    const site = await startSite(testPort(16));
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

  test("shows the compact columns, and an open residence passes axe", async ({ page }) => {
    await page.goto("/availability");
    await waitForHydration(page);
    const t = beachTable(page);
    await expect(header(t, "Price")).toBeVisible();
    await expect(header(t, "Interior")).toBeHidden();
    const rowWidth = await t.evaluate((element) => element.scrollWidth);
    expect(rowWidth).toBeLessThanOrEqual(390);

    const first = t.getByRole("button", { name: `${beach[0]}, details` });
    await first.click();
    const details = page.locator(`[id="${await first.getAttribute("aria-controls")}"]`);
    await expect(details).toBeVisible();
    await expect(details.getByRole("link", { name: /^Download Floor Plan/ })).toBeVisible();

    const results = await new AxeBuilder({ page }).include("#beach-house-residences").analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
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
