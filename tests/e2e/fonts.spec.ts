import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { pages } from "../../app/content/pages.ts";
import { expect, test } from "./fixtures.ts";

const ASSETS = join(process.cwd(), "build/client/assets");
const cutFont = /\/assets\/(cormorant-garamond-cut|jost-cut)[\w-]*\.woff2$/;

test.describe("web fonts", () => {
  test("every page draws its text from the cut fonts and fetches no other font file", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of [...Object.keys(pages), "/press/more-than-forty-percent-sold"]) {
      const fonts: string[] = [];
      const record = (request: import("@playwright/test").Request) => {
        if (request.resourceType() === "font") fonts.push(new URL(request.url()).pathname);
      };
      page.on("request", record);
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      await page.evaluate(() => document.fonts.ready);
      page.off("request", record);
      expect(fonts.length, path).toBeGreaterThanOrEqual(2);
      for (const font of fonts) expect(font, path).toMatch(cutFont);
    }
  });

  test("the cut fonts weigh at most 80 kB together", () => {
    const files = readdirSync(ASSETS).filter((file) => cutFont.test(`/assets/${file}`));
    expect(files).toHaveLength(3);
    const bytes = files.reduce((sum, file) => sum + statSync(join(ASSETS, file)).size, 0);
    expect(bytes).toBeLessThanOrEqual(80_000);
  });

  test("a character the cut fonts lack is drawn from the complete typeface", async ({ page }) => {
    await page.goto("/legal");
    await page.evaluate(() => document.fonts.ready);
    const fetched = page.waitForRequest((request) =>
      /\/assets\/jost-latin-ext-wght-normal-[\w-]+\.woff2$/.test(request.url()),
    );
    await page.evaluate(() => {
      const name = document.createElement("p");
      name.textContent = "Łucja Wąsowska";
      document.getElementById("main")?.append(name);
    });
    await fetched;
    await page.waitForFunction(() => document.fonts.check('16px "Jost Variable"', "Ł"));
  });
});
