import AxeBuilder from "@axe-core/playwright";
import { pages } from "../../app/content/pages.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

const viewports = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];
const paths = [...Object.keys(pages), "/no-such-page"];

test.describe("accessibility (axe-core, WCAG 2.2 AA)", () => {
  for (const viewport of viewports) {
    for (const path of paths) {
      test(`${path} at ${viewport.width}px has no violations`, async ({ page }) => {
        await page.setViewportSize(viewport);
        await page.goto(path);
        await waitForHydration(page);
        const results = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
          // Experimental in axe, so off unless asked for: a control's name holds its visible
          // text (2.5.3 Label in Name; issue 29 found the header logo's did not).
          .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
          .analyze();
        expect(
          results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
        ).toEqual([]);
      });
    }

    test(`the open menu at ${viewport.width}px has no violations`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/");
      await waitForHydration(page);
      await page.getByRole("button", { name: "Explore" }).click();
      const menu = page.getByRole("dialog", { name: "Main menu" });
      await expect(menu).toBeVisible();
      // Checked once the menu has faded in, in the colours the visitor then reads.
      await menu.evaluate((dialog) =>
        Promise.all(dialog.getAnimations({ subtree: true }).map((animation) => animation.finished)),
      );
      const results = await new AxeBuilder({ page }).include("#main-menu").analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
    });
  }
});
