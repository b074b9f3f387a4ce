import { test as base, expect } from "@playwright/test";

/**
 * Every browser test fails on a console error, an uncaught exception or a React
 * hydration warning: a page that "works" while logging errors is not finished.
 */
export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        const text = message.text();
        // Chromium logs a document answered with 404 as a failed load; the tests that ask
        // for an unknown page check that status themselves. Failed sub-resources still count.
        const isDocument404 =
          text.includes("status of 404") && message.location().url === page.url();
        // The inquiry form answers every failure of its call on the page (the error panel,
        // or a renewed token and a retry), and a refused form post renders the page again
        // with the panel, as a refused back-office save renders its page with the reasons
        // (422, and 409 for a stale row): the tests check what the person sees instead.
        const location = message.location().url;
        const isRefusedInquiry =
          text.startsWith("Failed to load resource") &&
          (location.includes("/api/register-contact/") ||
            (location === page.url() && /status of (409|422|429|503)\b/.test(text)));
        // A test that stands in for a browser without scripts blocks them, as a blocker would.
        const isBlockedOnPurpose = text.includes("net::ERR_BLOCKED_BY_CLIENT");
        if (isDocument404 || isRefusedInquiry || isBlockedOnPurpose) return;
        if (message.type() === "error" || /hydrat/i.test(text)) {
          problems.push(`${message.type()}: ${text}`);
        }
      });
      page.on("pageerror", (error) => problems.push(`uncaught: ${error.message}`));
      await use(problems);
      expect(problems, "console errors or hydration warnings").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Resolves when React has hydrated the document: the root layout (app/root.tsx) marks <html> with
 * data-hydrated once hydration has committed and the page's first effects have run, and from
 * then on a click is handled by React. Then the network goes quiet: the modules a page fetches
 * on arrival (the consent banner's, a form's) have come.
 */
export async function waitForHydration(page: import("@playwright/test").Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.waitForLoadState("networkidle");
}
