import type { Page } from "@playwright/test";
import { defaultBaseUrl } from "../../playwright.config.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

/** Records, frame by frame, the page-fade animations running on the main content. */
async function recordFades(page: Page) {
  await page.evaluate(() => {
    const seen = new Map<string, { pseudo: string; duration: number; delay: number }>();
    (window as unknown as { fades: typeof seen }).fades = seen;
    const sample = () => {
      for (const animation of document.getAnimations()) {
        const effect = animation.effect as KeyframeEffect | null;
        const pseudo = effect?.pseudoElement ?? "";
        if (!pseudo.includes("main-content")) continue;
        const timing = effect?.getTiming();
        const duration = Number(timing?.duration ?? 0);
        if (duration > 0) seen.set(pseudo, { pseudo, duration, delay: Number(timing?.delay ?? 0) });
      }
      requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
  return async () =>
    page.evaluate(() => [
      ...(
        window as unknown as {
          fades: Map<string, { pseudo: string; duration: number; delay: number }>;
        }
      ).fades.values(),
    ]);
}

/**
 * Keeps every view transition the page starts, from its first script on: each page fade is
 * one. The returned function resolves, once all of them have ended, to how many there were.
 */
async function watchViewTransitions(page: Page) {
  await page.addInitScript(() => {
    const transitions: ViewTransition[] = [];
    const start = document.startViewTransition.bind(document);
    document.startViewTransition = ((update) => {
      const transition = start(update);
      transitions.push(transition);
      return transition;
    }) as typeof document.startViewTransition;
    Object.assign(window, { viewTransitions: transitions });
  });
  return () =>
    page.evaluate(async () => {
      const { viewTransitions } = window as unknown as { viewTransitions: ViewTransition[] };
      await Promise.allSettled(viewTransitions.map((transition) => transition.finished));
      return viewTransitions.length;
    });
}

test.describe("shared chrome", () => {
  test("the body class follows the first path segment", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await expect(page.locator("body")).toHaveClass("page-home");
    await page.getByRole("contentinfo").getByRole("link", { name: "Legal" }).click();
    await expect(page).toHaveURL("/legal");
    await expect(page.locator("body")).toHaveClass("page-legal");
  });

  test("a page change fades main content out in 0.25 s and in after 250 ms", async ({ page }) => {
    await page.goto("/overview");
    await waitForHydration(page);
    const fades = await recordFades(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Downloads" }).click();
    await expect(page).toHaveURL("/downloads");
    // The fade starts once the new page has drawn, which a loaded machine can hold back.
    await expect.poll(fades).toEqual(
      expect.arrayContaining([
        { pseudo: "::view-transition-old(main-content)", duration: 250, delay: 0 },
        { pseudo: "::view-transition-new(main-content)", duration: 250, delay: 250 },
      ]),
    );
  });

  test("a link to the page shown, or to a place on it, moves without the fade", async ({
    page,
  }) => {
    // Spec section 4 fades only when the path differs (issue 29: /legal to /legal#cookie faded).
    await page.goto("/legal");
    await waitForHydration(page);
    await page.evaluate(() => {
      const counter = window as unknown as { transitions: number };
      counter.transitions = 0;
      const start = document.startViewTransition.bind(document);
      document.startViewTransition = ((...args: Parameters<typeof start>) => {
        counter.transitions += 1;
        return start(...args);
      }) as typeof document.startViewTransition;
    });
    const transitions = () =>
      page.evaluate(() => (window as unknown as { transitions: number }).transitions);
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "Cookie Notice" }).click();
    await expect(page).toHaveURL("/legal#cookie");
    await expect(page.getByRole("heading", { level: 2, name: "Cookie Notice" })).toBeInViewport();
    await footer.getByRole("link", { name: "Legal", exact: true }).click();
    await expect(page).toHaveURL("/legal");
    expect(await transitions()).toBe(0);
    await footer.getByRole("link", { name: "Downloads" }).click();
    await expect(page).toHaveURL("/downloads");
    // The router starts the fade once the new page is ready to draw, after the address changes.
    await expect.poll(transitions).toBe(1);
  });

  test("the first load has no fade", async ({ page }) => {
    const viewTransitions = await watchViewTransitions(page);
    await page.goto("/overview");
    const fades = await recordFades(page);
    // Hydrated, its first effects run: a fade of the first load would have started by now.
    await waitForHydration(page);
    expect(await viewTransitions()).toBe(0);
    expect(await fades()).toEqual([]);
    // The watch does see a fade: the next page change's.
    await page.getByRole("contentinfo").getByRole("link", { name: "Downloads" }).click();
    await expect.poll(viewTransitions).toBe(1);
  });

  test("no fade at all under prefers-reduced-motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const viewTransitions = await watchViewTransitions(page);
    await page.goto("/overview");
    await waitForHydration(page);
    const fades = await recordFades(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Downloads" }).click();
    await expect(page).toHaveURL("/downloads");
    // The page change is a view transition all the same: once it has ended, it drew no fade.
    await expect.poll(viewTransitions).toBe(1);
    expect(await fades()).toEqual([]);
  });

  test("navigating to a hash scrolls to that element, otherwise to the top", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Cookie Notice" }).click();
    await expect(page).toHaveURL("/legal#cookie");
    await expect(page.locator("#cookie")).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(200);

    await page.getByRole("contentinfo").getByRole("link", { name: "Downloads" }).click();
    await expect(page).toHaveURL("/downloads");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goto("/legal#privacy");
    await expect(page.locator("#privacy")).toBeInViewport();
  });

  test("the logo mark scrolls back to the top", async ({ page }) => {
    await page.goto("/legal");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Back to top" }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // Focus goes up with the page (issue 29: it stayed on the button at the foot).
    await expect(page.getByRole("main")).toBeFocused();
  });

  test("the header always offers the logo link home and Inquire", async ({ page }) => {
    await page.goto("/gallery");
    await waitForHydration(page);
    const header = page.getByRole("banner");
    await header.getByRole("link", { name: "Inquire" }).click();
    await expect(page).toHaveURL("/contact");
    await header.getByRole("link", { name: /^The Residences .*Grand Cayman \(home\)$/ }).click();
    await expect(page).toHaveURL("/");
  });

  test("each page change sends a virtual page view with the new path and title", async ({
    page,
  }) => {
    await page.goto("/overview");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("link", { name: "Inquire" }).click();
    await expect(page).toHaveURL("/contact");
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window.dataLayer ?? []).filter((entry) => entry.event === "virtual_page_view"),
        ),
      )
      .toEqual([
        {
          event: "virtual_page_view",
          page_path: "/overview",
          page_title:
            "Overview: Paradise Without Compromise | The Residences at Mandarin Oriental, Grand Cayman",
        },
        {
          event: "virtual_page_view",
          page_path: "/contact",
          page_title: "Inquire | The Residences at Mandarin Oriental, Grand Cayman",
        },
      ]);
    // No analytics ID is configured in the tests: nothing may be sent to a third party.
    expect(await page.evaluate(() => typeof window.gtag)).toBe("undefined");
  });

  test("metadata is refreshed after a client-side navigation", async ({ page }) => {
    await page.goto("/overview");
    await waitForHydration(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Legal" }).click();
    await expect(page).toHaveTitle(/^Legal \|/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${defaultBaseUrl}/legal`,
    );
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      "Disclaimer, privacy notice, website terms and cookie notice.",
    );
  });
});
