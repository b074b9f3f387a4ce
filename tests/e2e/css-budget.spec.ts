import { pages } from "../../app/content/pages.ts";
import { expect, test } from "./fixtures.ts";
import { gzippedSize } from "./support/client-build.ts";

/**
 * The stylesheets a page's first paint waits for, gzipped. The base stylesheet carries what
 * every page draws; a component only some pages draw travels with their own stylesheets
 * (app/styles/app.css), which keeps the base at about 9 kB where it was 13.
 */
const BUDGET_BYTES = 12_500;

test.describe("Stylesheets per route", () => {
  const paths = [...Object.keys(pages), "/press/more-than-forty-percent-sold", "/no-such-page"];
  for (const path of paths) {
    test(`${path} waits for at most 12.5 kB of CSS before its first paint`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const sheets = [...html.matchAll(/<link[^>]* rel="stylesheet"[^>]*>/g)].map(
        ([tag]) => /href="([^"]+)"/.exec(tag)?.[1] ?? "",
      );
      expect(sheets.length).toBeGreaterThan(0);
      for (const href of sheets) expect(href, "from the build").toMatch(/^\/assets\/[^/]+\.css$/);
      const total = sheets.reduce((sum, href) => sum + gzippedSize(href), 0);
      expect(total, `${path}: ${sheets.join(", ")}`).toBeLessThanOrEqual(BUDGET_BYTES);
    });
  }
});
