import { expect, test, waitForHydration } from "./fixtures.ts";

test.describe("the section bar on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("keeps the marked section's link in view as the page scrolls", async ({ page }) => {
    await page.goto("/beach-house");
    await waitForHydration(page);
    const bar = page.getByRole("navigation", { name: "Hotel & Residences" });
    const list = bar.getByRole("list");
    const overflows = await list.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(overflows, "the links need more room than a phone has").toBe(true);

    const shown = async (name: string) => {
      const link = bar.getByRole("link", { name, exact: true });
      const [box, listBox] = await Promise.all([link.boundingBox(), list.boundingBox()]);
      if (!box || !listBox) return false;
      return box.x >= listBox.x - 1 && box.x + box.width <= listBox.x + listBox.width + 1;
    };
    expect(await shown("Bathroom")).toBe(false);

    await page.locator("#primary-bathroom").scrollIntoViewIfNeeded();
    const bathroom = bar.getByRole("link", { name: "Bathroom", exact: true });
    await expect(bathroom).toHaveAttribute("aria-current", "location");
    await expect.poll(() => shown("Bathroom")).toBe(true);

    await page.locator("#the-art-of-caribbean-living").scrollIntoViewIfNeeded();
    await expect(bar.getByRole("link", { name: "Living", exact: true })).toHaveAttribute(
      "aria-current",
      "location",
    );
    await expect.poll(() => shown("Living")).toBe(true);
  });
});
