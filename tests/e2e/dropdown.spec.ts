import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";

// What the dropdown does with keys, clicks and touch is app/components/forms/dropdown.test.tsx;
// how its open list reads on screen needs the browser's rendering.

async function openContact(page: Page) {
  await page.goto("/contact");
  await waitForHydration(page);
}

test("the open list's chosen option reads at 4.5:1, highlighted or under the pointer", async ({
  page,
}) => {
  // Issue 29: brass on the highlighted option's sand measured 4.02:1.
  await openContact(page);
  const country = page.getByRole("combobox", { name: "Country", exact: true });
  await country.click();
  const list = page.getByRole("listbox", { name: "Country" });
  const chosen = list.getByRole("option", { name: "United States", exact: true });
  await expect(chosen).toHaveAttribute("aria-selected", "true");
  const contrast = async () =>
    (
      await new AxeBuilder({ page })
        .include(".dropdown__list")
        .withRules(["color-contrast"])
        .analyze()
    ).violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(" ")));
  expect(await contrast()).toEqual([]);
  await page.keyboard.press("ArrowDown");
  await expect(chosen).toHaveAttribute("aria-selected", "false");
  await chosen.hover();
  expect(await contrast()).toEqual([]);
});
