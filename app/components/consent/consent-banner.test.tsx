// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ComponentType } from "react";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { failOnConsoleError } from "../../../tests/support/console-errors.ts";
import { testPublicEnv } from "../../../tests/support/public-env.ts";
import { stubResizeObserver } from "../../../tests/support/resize-observer.ts";
import { renderRoute } from "../../../tests/support/route-stub.tsx";
import type { PublicEnv } from "../../lib/public-env.ts";

/**
 * The analytics question (spec section 4 and issue 9): the banner, and the cookie notice's own
 * choice on /legal#cookie. The choice is remembered in the page's cookie, which jsdom keeps;
 * what Google receives, and the cookie as the server sets and reads it, are
 * tests/e2e/consent.spec.ts.
 */
const analytics = { gaMeasurementId: "G-TEST12345", gtmId: "GTM-TEST123" };
const env: PublicEnv = { ...testPublicEnv, ...analytics };

/**
 * A fresh page: the choice is read once per document (use-consent.ts), so each page load gets
 * new modules, and the cookie jar is what carries the choice from one to the next.
 */
async function loadPage(path: string, pageEnv = env) {
  vi.resetModules();
  const { ConsentBanner } = await import("./consent-banner.tsx");
  const { CookieChoice } = await import("./cookie-choice.tsx");
  const Page: ComponentType = () => (
    <>
      <ConsentBanner
        analytics={{ gaMeasurementId: pageEnv.gaMeasurementId, gtmId: pageEnv.gtmId }}
      />
      <main id="main" tabIndex={-1}>
        <h1>{path}</h1>
        {path === "/legal" && <CookieChoice />}
      </main>
    </>
  );
  cleanup();
  renderRoute(path, { path: path.slice(1), Component: Page, env: pageEnv });
  await screen.findByRole("heading", { level: 1, name: path });
}

const banner = () => screen.queryByRole("region", { name: "Cookie choice" });
const consentCookie = () => /(?:^|; )consent=([^;]*)/.exec(document.cookie)?.[1];

failOnConsoleError();

beforeEach(stubResizeObserver);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  for (const name of ["consent", "_ga"]) {
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API, and the page uses document.cookie too.
    document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
  for (const script of document.head.querySelectorAll("script")) script.remove();
  delete window.dataLayer;
  delete window.gtag;
});

describe("the consent banner", () => {
  test("before a choice it asks, with a link to the Cookie Notice, and takes no focus", async () => {
    await loadPage("/overview");
    const region = await screen.findByRole("region", { name: "Cookie choice" });
    screen.getByRole("heading", { name: "May we measure your visit?" });
    expect(screen.getByRole("link", { name: "Read the Cookie Notice" }).getAttribute("href")).toBe(
      "/legal#cookie",
    );
    screen.getByRole("button", { name: "Accept" });
    screen.getByRole("button", { name: "Decline" });
    expect(region.contains(document.activeElement)).toBe(false);
    expect(consentCookie()).toBeUndefined();
    expect(document.head.querySelector("script")).toBeNull();
  });

  test("Accept closes it, hands focus to the page, loads the tags and is remembered", async () => {
    await loadPage("/overview");
    await userEvent.setup().click(await screen.findByRole("button", { name: "Accept" }));
    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("main"));
    expect(consentCookie()).toBe("analytics");
    expect([...document.head.querySelectorAll("script")].map((script) => script.src)).toEqual([
      "https://www.googletagmanager.com/gtag/js?id=G-TEST12345",
      "https://www.googletagmanager.com/gtm.js?id=GTM-TEST123",
    ]);

    await loadPage("/legal");
    expect(banner()).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("You have accepted analytics cookies.");
  });

  test("Decline closes it, hands focus to the page, loads nothing and is remembered", async () => {
    await loadPage("/contact");
    await userEvent.setup().click(await screen.findByRole("button", { name: "Decline" }));
    expect(banner()).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("main"));
    expect(consentCookie()).toBe("declined");
    expect(document.head.querySelector("script")).toBeNull();

    await loadPage("/legal");
    expect(banner()).toBeNull();
    expect(screen.getByRole("status").textContent).toBe("You have declined analytics cookies.");
  });

  test("without analytics IDs there is no banner and nothing to choose", async () => {
    await loadPage("/legal", testPublicEnv);
    expect(banner()).toBeNull();
    screen.getByText(/does not use analytics at present/);
    expect(screen.queryByRole("button")).toBeNull();
  });
});

describe("the cookie notice's choice", () => {
  test("accepts, then withdraws: the page reloads to unload the tags, and the choice is kept", async () => {
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload, hostname: "localhost" });
    await loadPage("/legal");
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("You have not chosen yet, so analytics are off.");
    const user = userEvent.setup();

    await user.click(screen.getByRole("button", { name: "Accept analytics" }));
    expect(status.textContent).toBe("You have accepted analytics cookies.");
    expect(banner()).toBeNull();
    expect(reload).not.toHaveBeenCalled();

    // What Google Analytics would have stored.
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API.
    document.cookie = "_ga=GA1.1.1.1; Path=/";
    await user.click(screen.getByRole("button", { name: "Withdraw consent" }));
    expect(status.textContent).toBe("You have declined analytics cookies.");
    expect(consentCookie()).toBe("declined");
    expect(document.cookie).not.toContain("_ga=");
    expect(reload).toHaveBeenCalledTimes(1);
    screen.getByRole("button", { name: "Decline analytics" });
  });

  test("declining before any tag ran needs no reload", async () => {
    const reload = vi.fn();
    vi.stubGlobal("location", { ...window.location, reload, hostname: "localhost" });
    await loadPage("/legal");
    await userEvent.setup().click(screen.getByRole("button", { name: "Decline analytics" }));
    expect(screen.getByRole("status").textContent).toBe("You have declined analytics cookies.");
    expect(reload).not.toHaveBeenCalled();
    expect(banner()).toBeNull();
  });
});
