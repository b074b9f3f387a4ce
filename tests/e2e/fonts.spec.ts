import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { pages } from "../../app/content/pages.ts";
import { expect, test } from "./fixtures.ts";

const ASSETS = join(process.cwd(), "build/client/assets");
const cutFont = /\/assets\/(cormorant-garamond-cut|jost-cut)[\w-]*\.woff2$/;

test.describe("web fonts", () => {
  test("every page draws its text from the cut fonts, in weights they carry, and fetches no other font file", async ({
    page,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 390, height: 844 });
    const articles = [
      "/press/more-than-forty-percent-sold",
      "/press/penthouse-1003-on-film", // bold in the source
      "/press/the-year-ahead-for-cayman-luxury", // italic and subheadings in the source
    ];
    for (const path of [...Object.keys(pages), ...articles]) {
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
      // The cut keeps weights 300-500 upright and 350 italic (scripts/generate-fonts.ts); a
      // style outside them would be drawn by the browser's synthetic bold or slant.
      const faces = await page.evaluate(() => {
        const found = new Set<string>();
        for (const element of document.querySelectorAll("body *")) {
          const text = [...element.childNodes].some(
            (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
          );
          if (!text) continue;
          const style = getComputedStyle(element);
          found.add(`${style.fontFamily.split(",")[0]} ${style.fontStyle} ${style.fontWeight}`);
        }
        return [...found];
      });
      // The e-mail signature's preview is set in the faces mail programs have, on purpose.
      const siteFaces = faces.filter((face) => face.includes(' Cut"'));
      expect(siteFaces.length, path).toBeGreaterThan(1);
      for (const face of siteFaces) {
        expect(face, path).toMatch(
          /^(?:"Cormorant Garamond Cut" (?:normal (?:[34]\d\d|500)|italic 350)|"Jost Cut" normal (?:[34]\d\d|500)|"Jost Cut" italic (?:[34]\d\d|500))$/,
        );
      }
    }
  });

  test("the price list's figures keep their tabular widths in the cut sans", async ({ page }) => {
    await page.goto("/availability");
    await page.evaluate(() => document.fonts.ready);
    const widths = await page.evaluate(() => {
      const cell = document.querySelector(".price-table td");
      const width = (digits: string) => {
        const span = document.createElement("span");
        span.textContent = digits;
        cell?.append(span);
        const measured = span.getBoundingClientRect().width;
        span.remove();
        return measured;
      };
      return [width("1111"), width("0000")];
    });
    expect(widths[0]).toBeGreaterThan(0);
    expect(widths[0]).toBe(widths[1]);
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
