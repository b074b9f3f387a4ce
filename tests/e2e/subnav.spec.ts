import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";

/** The bar of a page's sections, by the name it carries, and its list of links. */
function sectionBar(page: Page, name: string) {
  const bar = page.getByRole("navigation", { name });
  return { bar, list: bar.getByRole("list") };
}

/** How far, in pixels, each edge of the list fades out: the hint that more links lie beyond. */
function fades(list: Locator) {
  return list.evaluate((element) => {
    const style = getComputedStyle(element);
    const px = (name: string) => Math.round(Number.parseFloat(style.getPropertyValue(name)) || 0);
    return { start: px("--subnav-fade-start"), end: px("--subnav-fade-end") };
  });
}

/** Whether a link lies wholly in the clear part of the list, between its faded edges. */
async function clearOfFades(list: Locator, link: Locator) {
  const [box, listBox, fade] = await Promise.all([
    link.boundingBox(),
    list.boundingBox(),
    fades(list),
  ]);
  if (!box || !listBox) return false;
  return (
    box.x >= listBox.x + fade.start - 1 &&
    box.x + box.width <= listBox.x + listBox.width - fade.end + 1
  );
}

test.describe("the section bar on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("keeps the marked section's link in view as the page scrolls", async ({ page }) => {
    await page.goto("/beach-house");
    await waitForHydration(page);
    const { bar, list } = sectionBar(page, "Hotel & Residences");
    const overflows = await list.evaluate((element) => element.scrollWidth > element.clientWidth);
    expect(overflows, "the links need more room than a phone has").toBe(true);

    const bathroom = bar.getByRole("link", { name: "Bathroom", exact: true });
    expect(await clearOfFades(list, bathroom)).toBe(false);

    await page.locator("#primary-bathroom").scrollIntoViewIfNeeded();
    await expect(bathroom).toHaveAttribute("aria-current", "location");
    await expect.poll(() => clearOfFades(list, bathroom)).toBe(true);

    await page.locator("#the-art-of-caribbean-living").scrollIntoViewIfNeeded();
    const living = bar.getByRole("link", { name: "Living", exact: true });
    await expect(living).toHaveAttribute("aria-current", "location");
    await expect.poll(() => clearOfFades(list, living)).toBe(true);
  });

  for (const { path, name } of [
    { path: "/beach-house", name: "Hotel & Residences" },
    { path: "/availability", name: "Selection" },
  ]) {
    test(`${path}: the bar shows that it scrolls, and stops showing it at the end`, async ({
      page,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      const { bar, list } = sectionBar(page, name);
      const links = bar.getByRole("link");
      const last = links.last();

      // At the start only the far edge fades, over the links still to come.
      await expect.poll(() => fades(list)).toEqual({ start: 0, end: expect.any(Number) });
      expect((await fades(list)).end).toBeGreaterThanOrEqual(24);
      expect(await clearOfFades(list, last)).toBe(false);

      const listBox = await list.boundingBox();
      if (!listBox) throw new Error("the bar is not laid out");
      await page.mouse.move(listBox.x + listBox.width / 2, listBox.y + listBox.height / 2);

      // At the end the near edge fades over the links passed, the far edge is clear, and the
      // last link rests clear of the screen's edge.
      await page.mouse.wheel(2000, 0);
      await expect.poll(() => fades(list)).toEqual({ start: expect.any(Number), end: 0 });
      expect((await fades(list)).start).toBeGreaterThanOrEqual(24);
      await expect.poll(() => clearOfFades(list, last)).toBe(true);
      const lastBox = await last.boundingBox();
      expect(390 - ((lastBox?.x ?? 0) + (lastBox?.width ?? 0))).toBeGreaterThanOrEqual(16);
    });
  }

  test("a short sideways swipe comes to rest on the start of a link, never mid-word", async ({
    page,
  }) => {
    await page.goto("/beach-house");
    await waitForHydration(page);
    const { bar, list } = sectionBar(page, "Hotel & Residences");
    const links = bar.getByRole("link");
    const listBox = await list.boundingBox();
    if (!listBox) throw new Error("the bar is not laid out");
    await page.mouse.move(listBox.x + listBox.width / 2, listBox.y + listBox.height / 2);
    await page.mouse.wheel(60, 0);
    await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expect
      .poll(async () => {
        const [fade, starts] = await Promise.all([
          fades(list),
          links.evaluateAll((all) => all.map((link) => link.getBoundingClientRect().left)),
        ]);
        const edge = listBox.x + fade.start;
        return fade.start > 0 && starts.some((left) => Math.abs(left - edge) <= 1);
      })
      .toBe(true);
  });

  test("a link reached with the keyboard is brought clear of the fade, its focus ring whole", async ({
    page,
  }) => {
    await page.goto("/beach-house");
    await waitForHydration(page);
    const { bar, list } = sectionBar(page, "Hotel & Residences");
    const links = bar.getByRole("link");
    await links.first().focus();
    const count = await links.count();
    for (let index = 1; index < count; index++) {
      await page.keyboard.press("Tab");
      const link = links.nth(index);
      await expect(link).toBeFocused();
      await expect.poll(() => clearOfFades(list, link)).toBe(true);
    }
  });
});

test.describe("the section bar on a wide screen", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("shows every link with no fade", async ({ page }) => {
    await page.goto("/beach-house");
    await waitForHydration(page);
    const { bar, list } = sectionBar(page, "Hotel & Residences");
    expect(await fades(list)).toEqual({ start: 0, end: 0 });
    for (const link of await bar.getByRole("link").all()) {
      expect(await clearOfFades(list, link)).toBe(true);
    }
  });
});
