import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { analyticsBaseUrl } from "../../playwright.config.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

/**
 * Cookie consent on the server with GA and GTM IDs (issue 9): nothing from Google before a
 * choice, Consent Mode v2 defaults denied, tags and page views only after acceptance.
 */
const googleHost = /(^|\.)(google|googletagmanager|google-analytics|doubleclick|gstatic)\.com$/;

/** Records every request to a Google host and answers it locally: the tests have no internet. */
async function recordGoogle(page: Page) {
  const requests: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (googleHost.test(url.hostname)) requests.push(url.pathname + url.search);
  });
  await page.context().route(
    (url) => googleHost.test(url.hostname),
    (route) => route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
  );
  return requests;
}

async function open(page: Page, path: string) {
  await page.goto(`${analyticsBaseUrl}${path}`);
  await waitForHydration(page);
}

const banner = (page: Page) => page.getByRole("region", { name: "Cookie choice" });

/** gtag's queued calls (arguments objects) as arrays, in data layer order. */
const gtagCalls = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((entry) => "0" in entry)
      .map((entry) => Array.from(entry as unknown as ArrayLike<unknown>)),
  );

const pageViews = (page: Page) =>
  page.evaluate(() =>
    (window.dataLayer ?? [])
      .filter((entry) => entry.event === "virtual_page_view")
      .map((entry) => entry.page_path),
  );

async function cookie(page: Page, name: string) {
  return (await page.context().cookies()).find((each) => each.name === name);
}

const consentDefault = [
  "consent",
  "default",
  {
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
    analytics_storage: "denied",
    wait_for_update: 500,
  },
];
const consentGranted = ["consent", "update", { analytics_storage: "granted" }];
const tags = ["/gtag/js?id=G-TEST12345", "/gtm.js?id=GTM-TEST123"];

test.describe("cookie consent with analytics configured", () => {
  test("before a choice: the banner asks, nothing comes from Google, storage is denied", async ({
    page,
  }) => {
    const google = await recordGoogle(page);
    await open(page, "/overview");
    const region = banner(page);
    await expect(region).toBeVisible();
    await expect(region.getByRole("heading", { name: "May we measure your visit?" })).toBeVisible();
    await expect(region.getByRole("link", { name: "Read the Cookie Notice" })).toHaveAttribute(
      "href",
      "/legal#cookie",
    );
    await expect(region.getByRole("button", { name: "Accept" })).toBeVisible();
    await expect(region.getByRole("button", { name: "Decline" })).toBeVisible();

    expect(google).toEqual([]);
    expect(await cookie(page, "_ga")).toBeUndefined();
    expect(await cookie(page, "consent")).toBeUndefined();
    expect(await gtagCalls(page)).toEqual([consentDefault]);
    expect(await pageViews(page)).toEqual([]);

    // Focus is not taken on load; the banner comes right after the skip link.
    await expect(page.locator("body")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(region.getByRole("link", { name: "Read the Cookie Notice" })).toBeFocused();
  });

  test("accepting loads the tags and counts this page and the next; a reload remembers", async ({
    page,
  }) => {
    const google = await recordGoogle(page);
    await open(page, "/overview");
    await banner(page).getByRole("button", { name: "Accept" }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect(page.locator("#main")).toBeFocused();

    await expect.poll(() => [...google].sort()).toEqual(tags);
    const calls = await gtagCalls(page);
    expect(calls.slice(0, 2)).toEqual([consentDefault, consentGranted]);
    expect(calls).toContainEqual([
      "event",
      "page_view",
      expect.objectContaining({ page_path: "/overview", send_to: "G-TEST12345" }),
    ]);
    expect(await pageViews(page)).toEqual(["/overview"]);
    const choice = await cookie(page, "consent");
    expect(choice).toMatchObject({ value: "analytics", path: "/", sameSite: "Lax", secure: false });
    const days = ((choice?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(179);
    expect(days).toBeLessThanOrEqual(180);

    await page.getByRole("contentinfo").getByRole("link", { name: "Legal" }).click();
    await expect(page).toHaveURL(`${analyticsBaseUrl}/legal`);
    await expect.poll(() => pageViews(page)).toEqual(["/overview", "/legal"]);

    google.length = 0;
    await page.reload();
    await waitForHydration(page);
    await expect(banner(page)).toHaveCount(0);
    expect((await gtagCalls(page)).slice(0, 2)).toEqual([consentDefault, consentGranted]);
    expect(await pageViews(page)).toEqual(["/legal"]);
    expect([...google].sort()).toEqual(tags);
  });

  test("declining loads nothing, now or after a reload", async ({ page }) => {
    const google = await recordGoogle(page);
    await open(page, "/contact");
    await banner(page).getByRole("button", { name: "Decline" }).click();
    await expect(banner(page)).toHaveCount(0);
    await expect(page.locator("#main")).toBeFocused();
    expect(await cookie(page, "consent")).toMatchObject({ value: "declined", path: "/" });

    await page
      .getByRole("banner")
      .getByRole("link", { name: /^The Residences .*Grand Cayman \(home\)$/ })
      .click();
    await expect(page).toHaveURL(`${analyticsBaseUrl}/`);
    await page.reload();
    await waitForHydration(page);
    await expect(banner(page)).toHaveCount(0);
    // The consent defaults are written once the page's code runs, which starts after the
    // first paint.
    await expect.poll(() => gtagCalls(page)).toEqual([consentDefault]);
    expect(google).toEqual([]);
    expect(await pageViews(page)).toEqual([]);
    expect(await cookie(page, "_ga")).toBeUndefined();
  });

  test("the cookie notice lets a visitor accept, withdraw and accept again", async ({ page }) => {
    const google = await recordGoogle(page);
    await open(page, "/legal#cookie");
    const notice = page.locator("#cookie");
    const status = notice.getByRole("status");
    await expect(status).toHaveText("You have not chosen yet, so analytics are off.");

    await notice.getByRole("button", { name: "Accept analytics" }).click();
    await expect(status).toHaveText("You have accepted analytics cookies.");
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => [...google].sort()).toEqual(tags);
    expect(await pageViews(page)).toEqual(["/legal"]);

    // What Google Analytics would have stored (the routed tags are empty and store nothing).
    await page.context().addCookies([
      { name: "_ga", value: "GA1.1.1.1", url: analyticsBaseUrl },
      { name: "_ga_TEST12345", value: "GS1.1.1", url: analyticsBaseUrl },
    ]);
    // The page reloads to unload the tags: keep its data layer to see what it sent last.
    await page.evaluate(() =>
      window.addEventListener("pagehide", () =>
        sessionStorage.setItem("test-data-layer", JSON.stringify(window.dataLayer?.at(-1))),
      ),
    );
    google.length = 0;
    const reloaded = page.waitForEvent("load");
    await notice.getByRole("button", { name: "Withdraw consent" }).click();
    await reloaded;
    await waitForHydration(page);
    await expect(status).toHaveText("You have declined analytics cookies.");
    expect(
      await page.evaluate(() => JSON.parse(sessionStorage.getItem("test-data-layer") ?? "null")),
    ).toEqual({ 0: "consent", 1: "update", 2: { analytics_storage: "denied" } });
    expect((await cookie(page, "consent"))?.value).toBe("declined");
    expect(await cookie(page, "_ga")).toBeUndefined();
    expect(await cookie(page, "_ga_TEST12345")).toBeUndefined();
    expect(google).toEqual([]);
    expect(await gtagCalls(page)).toEqual([consentDefault]);
    await expect(banner(page)).toHaveCount(0);

    await notice.getByRole("button", { name: "Accept analytics" }).click();
    await expect(status).toHaveText("You have accepted analytics cookies.");
    await expect.poll(() => [...google].sort()).toEqual(tags);
    expect((await cookie(page, "consent"))?.value).toBe("analytics");
  });

  test("the banner leaves room to reach the end of the page and the form's Send button", async ({
    page,
  }) => {
    await recordGoogle(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, "/contact");
    const region = banner(page);
    await expect(region).toBeVisible();
    const top = (await region.boundingBox())?.y ?? 0;
    // Focus scrolls the button into view clear of the banner (scroll-padding-bottom).
    await page.getByRole("button", { name: "Send Inquiry" }).focus();
    const send = await page.getByRole("button", { name: "Send Inquiry" }).boundingBox();
    expect((send?.y ?? 0) + (send?.height ?? 0)).toBeLessThanOrEqual(top);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = await page.getByRole("contentinfo").boundingBox();
    expect((footer?.y ?? 0) + (footer?.height ?? 0)).toBeLessThanOrEqual(top + 1);
  });

  test("with reduced motion the banner appears without sliding in", async ({ page }) => {
    await recordGoogle(page);
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, "/");
    await expect(banner(page)).toBeVisible();
    expect(await banner(page).evaluate((element) => getComputedStyle(element).animationName)).toBe(
      "none",
    );
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`the open banner at ${viewport.width}px has no axe violations`, async ({ page }) => {
      // A whole-page axe scan of the home page: on a loaded two-core runner it can pass 30 s.
      test.setTimeout(60_000);
      await recordGoogle(page);
      await page.setViewportSize(viewport);
      await open(page, "/");
      await expect(banner(page)).toBeVisible();
      await banner(page).evaluate((element) =>
        Promise.all(element.getAnimations().map((animation) => animation.finished)),
      );
      const results = await new AxeBuilder({ page })
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
        .analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
      ).toEqual([]);
    });
  }
});

test("without analytics IDs there is no banner and nothing to consent to", async ({ page }) => {
  await page.goto("/contact");
  await waitForHydration(page);
  await expect(page.getByRole("main")).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate(() => typeof window.gtag)).toBe("undefined");
  expect(await cookie(page, "consent")).toBeUndefined();
});
