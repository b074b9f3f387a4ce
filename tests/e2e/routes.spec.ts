import { pages } from "../../app/content/pages.ts";
import { documentTitle } from "../../app/lib/page-meta.ts";
import { defaultBaseUrl } from "../../playwright.config.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

const notFoundText =
  "The page you're on does not appear to exist. Click the logo to navigate to the home page.";

test.describe("every route of the specification", () => {
  for (const [path, info] of Object.entries(pages)) {
    test(`${path} is server-rendered with its title and metadata`, async ({ page, request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const html = await response.text();
      // Visible content, title and metadata are in the HTML before any JavaScript runs.
      expect(html).toMatch(/<h1[\s>]/);
      expect(html).toContain(`<title>${documentTitle(info).replaceAll("&", "&amp;")}</title>`);
      const canonical = `${defaultBaseUrl}${path}`;
      expect(html).toContain(`<link rel="canonical" href="${canonical}"/>`);
      expect(html).toContain(`<meta property="og:url" content="${canonical}"/>`);
      expect(html).toContain('<meta name="DC.title"');
      expect(html).toContain('<meta name="twitter:description"');
      // The page is the same for every visitor: the token is fetched into it by its script.
      expect(html).toContain('<meta name="csrf-token" content=""/>');
      // The icon is inside the page, so loading it is no request competing with the first view.
      expect(html).toMatch(/<link rel="icon" href="data:image\/svg\+xml,/);

      await page.goto(path);
      await waitForHydration(page);
      await expect(page).toHaveTitle(documentTitle(info));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    });
  }

  test("an unknown path answers 404 with the Page Not Found view", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    await expect(page.getByText(notFoundText)).toBeVisible();
    await expect(page).toHaveTitle(/^Page Not Found \|/);
    await waitForHydration(page);
    await page.getByRole("main").getByRole("link", { name: "The Residences, home" }).click();
    await expect(page).toHaveURL("/");
  });

  test("a page asked for in capitals is sent to its one lower-case address", async ({
    page,
    request,
  }) => {
    // Issue 29: /PRESS, /Overview and /TEAM answered 200 with a body class page-PRESS.
    for (const [asked, canonical] of [
      ["/PRESS", "/press"],
      ["/Overview?utm_source=print", "/overview?utm_source=print"],
      ["/Press/Ocean-House-Tops-Out", "/press/ocean-house-tops-out"],
    ] as const) {
      const response = await request.get(asked, { maxRedirects: 0 });
      expect(response.status(), asked).toBe(308);
      expect(response.headers().location, asked).toBe(canonical);
    }
    await page.goto("/TEAM");
    await expect(page).toHaveURL("/team");
    await expect(page.locator("body")).toHaveClass("page-team");
  });

  test("an unknown press article answers 404 with the Page Not Found view", async ({ page }) => {
    const response = await page.goto("/press/no-such-article");
    expect(response?.status()).toBe(404);
    await expect(page.getByText(notFoundText)).toBeVisible();
  });

  test("a query string does not change a cached page or break hydration", async ({ page }) => {
    await page.goto("/introduction?utm_source=newsletter&utm_medium=email&utm_campaign=launch");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
