import { analyticsBaseUrl } from "../../playwright.config.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

test("with analytics configured and accepted, gtag and the tag manager load and get each page view", async ({
  page,
}) => {
  const loaded: string[] = [];
  // The tests have no internet: answer Google's scripts locally and note what was asked.
  await page.route("https://www.googletagmanager.com/**", (route) => {
    loaded.push(new URL(route.request().url()).pathname + new URL(route.request().url()).search);
    return route.fulfill({ contentType: "text/javascript", body: "" });
  });
  await page.goto(`${analyticsBaseUrl}/overview`);
  await waitForHydration(page);
  // Nothing loads before the visitor accepts (tests/e2e/consent.spec.ts covers the rest).
  expect(loaded).toEqual([]);
  await page
    .getByRole("region", { name: "Cookie choice" })
    .getByRole("button", { name: "Accept" })
    .click();
  await expect
    .poll(() => loaded.sort())
    .toEqual(["/gtag/js?id=G-TEST12345", "/gtm.js?id=GTM-TEST123"]);

  await page.getByRole("contentinfo").getByRole("link", { name: "Legal" }).click();
  await expect(page).toHaveURL(`${analyticsBaseUrl}/legal`);
  const gtagCalls = () =>
    page.evaluate(() =>
      (window.dataLayer ?? [])
        .filter((entry) => !Array.isArray(entry) && typeof entry === "object" && "0" in entry)
        .map((entry) => Array.from(entry as unknown as ArrayLike<unknown>)),
    );
  await expect
    .poll(async () => (await gtagCalls()).filter((call) => call[0] === "event"))
    .toEqual([
      [
        "event",
        "page_view",
        expect.objectContaining({ page_path: "/overview", send_to: "G-TEST12345" }),
      ],
      [
        "event",
        "page_view",
        expect.objectContaining({
          page_path: "/legal",
          page_title: expect.stringMatching(/^Legal \|/),
        }),
      ],
    ]);
});
