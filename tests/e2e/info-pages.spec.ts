import { expect, test, waitForHydration } from "./fixtures.ts";

test.describe("downloads, legal and team", () => {
  test("/downloads opens the fact sheet and the brochure in new tabs", async ({
    page,
    context,
  }) => {
    await page.goto("/downloads");
    await waitForHydration(page);
    const factSheet = page.getByRole("link", { name: /^Fact Sheet/ });
    const brochure = page.getByRole("link", { name: /^Brochure/ });
    for (const link of [factSheet, brochure]) {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
    }
    await expect(brochure).toHaveAttribute(
      "href",
      "https://issuu.com/residencesgrandcayman/docs/brochure",
    );

    const [tab] = await Promise.all([context.waitForEvent("page"), factSheet.click()]);
    await tab.waitForLoadState("domcontentloaded");
    expect(new URL(tab.url()).pathname).toBe("/documents/fact-sheet.pdf");
    expect(page.url()).toMatch(/\/downloads$/);
    const pdf = await page.request.get("/documents/fact-sheet.pdf");
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    await tab.close();
  });

  test("/legal carries its date and the footer's notices land on their anchors", async ({
    page,
  }) => {
    await page.goto("/team");
    await waitForHydration(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Notice" }).click();
    await expect(page).toHaveURL(/\/legal#privacy$/);
    await expect(page.getByRole("heading", { level: 2, name: "Privacy Notice" })).toBeInViewport();
    await expect(page.getByText("Last updated August 2021").first()).toBeVisible();

    await page.getByRole("contentinfo").getByRole("link", { name: "Cookie Notice" }).click();
    await expect(page).toHaveURL(/\/legal#cookie$/);
    await expect(page.getByRole("heading", { level: 2, name: "Cookie Notice" })).toBeInViewport();
  });

  test("a footer link to a notice brings focus to the notice, not to the top of the page", async ({
    page,
  }) => {
    // Issue 29: focus went to <main>, so the next Tab started from the page's top.
    await page.goto("/team");
    await waitForHydration(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Notice" }).click();
    await expect(page).toHaveURL(/\/legal#privacy$/);
    await expect(page.locator("#privacy")).toBeFocused();
    await page.keyboard.press("Tab");
    // The next stop comes after the notice's start, not back at the header.
    const followsNotice = await page.evaluate(() => {
      const notice = document.getElementById("privacy");
      const focused = document.activeElement;
      return Boolean(
        notice &&
          focused &&
          notice.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING,
      );
    });
    expect(followsNotice).toBe(true);
  });

  test("/team presents each member with a name and a role", async ({ page }) => {
    await page.goto("/team");
    const members = page.locator(".team-member");
    expect(await members.count()).toBeGreaterThan(3);
    for (const member of await members.all()) {
      await expect(member.getByRole("heading", { level: 3 })).not.toBeEmpty();
      await expect(member.locator(".team-member__role")).not.toBeEmpty();
    }
    await expect(
      page.getByRole("heading", { level: 3, name: "Alexander Whitfield" }),
    ).toBeVisible();
  });
});
