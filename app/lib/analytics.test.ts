import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT_DEFAULT, CONSENT_GRANTED, CONSENT_WITHDRAWN } from "./consent.ts";

/**
 * The order of the data layer is the contract with Google's tags: the consent default
 * first, then an update, and only then the tags and page views. A minimal window and
 * document stand in for the browser (the unit tests run in Node).
 */
const ids = { gaMeasurementId: "G-TEST12345", gtmId: "GTM-TEST123" };
const none = { gaMeasurementId: null, gtmId: null };

let scripts: string[];
let cookieWrites: string[];
let analytics: typeof import("./analytics.ts");

beforeEach(async () => {
  scripts = [];
  cookieWrites = [];
  vi.stubGlobal("window", {});
  vi.stubGlobal("location", { hostname: "localhost" });
  vi.stubGlobal("document", {
    createElement: () => ({}),
    head: { append: (script: { src: string }) => scripts.push(script.src) },
    get cookie() {
      return "_ga=GA1.1.1; consent=analytics";
    },
    set cookie(value: string) {
      cookieWrites.push(value);
    },
  });
  // Each test starts from a fresh page: the module keeps this document's consent state.
  vi.resetModules();
  analytics = await import("./analytics.ts");
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The data layer with gtag's arguments objects turned into arrays. */
function dataLayer() {
  return (window.dataLayer ?? []).map((entry) =>
    "0" in entry ? Array.from(entry as unknown as ArrayLike<unknown>) : entry,
  );
}

const view = { path: "/overview", title: "Overview" };

describe("analytics before a choice", () => {
  it("hold only the consent default: no tag, no page view", () => {
    analytics.startAnalytics(ids, null);
    analytics.trackPageView(view, ids);
    expect(dataLayer()).toEqual([["consent", "default", CONSENT_DEFAULT]]);
    expect(scripts).toEqual([]);
  });

  it("stay that way for a visitor who declined", () => {
    analytics.startAnalytics(ids, "declined");
    analytics.trackPageView(view, ids);
    expect(dataLayer()).toEqual([["consent", "default", CONSENT_DEFAULT]]);
    expect(scripts).toEqual([]);
  });
});

describe("accepting analytics", () => {
  it("updates consent before the tags load, then lets page views through", () => {
    analytics.startAnalytics(ids, null);
    analytics.grantAnalytics(ids);
    analytics.trackPageView(view, ids);
    const entries = dataLayer();
    expect(entries.slice(0, 2)).toEqual([
      ["consent", "default", CONSENT_DEFAULT],
      ["consent", "update", CONSENT_GRANTED],
    ]);
    expect(entries).toContainEqual(["config", "G-TEST12345", { send_page_view: false }]);
    expect(entries).toContainEqual(expect.objectContaining({ event: "gtm.js" }));
    expect(entries.slice(-2)).toEqual([
      { event: "virtual_page_view", page_path: "/overview", page_title: "Overview" },
      [
        "event",
        "page_view",
        { page_path: "/overview", page_title: "Overview", send_to: "G-TEST12345" },
      ],
    ]);
    expect(scripts).toEqual([
      "https://www.googletagmanager.com/gtag/js?id=G-TEST12345",
      "https://www.googletagmanager.com/gtm.js?id=GTM-TEST123",
    ]);
  });

  it("on an earlier visit loads the tags on the first page, after the default", () => {
    analytics.startAnalytics(ids, "analytics");
    expect(dataLayer().slice(0, 2)).toEqual([
      ["consent", "default", CONSENT_DEFAULT],
      ["consent", "update", CONSENT_GRANTED],
    ]);
    expect(scripts).toHaveLength(2);
  });

  it("loads each tag once however often it is granted", () => {
    analytics.startAnalytics(ids, "analytics");
    analytics.grantAnalytics(ids);
    expect(scripts).toHaveLength(2);
  });

  it("loads only the tag that is configured", () => {
    analytics.startAnalytics({ gaMeasurementId: null, gtmId: "GTM-TEST123" }, "analytics");
    expect(scripts).toEqual(["https://www.googletagmanager.com/gtm.js?id=GTM-TEST123"]);
  });
});

describe("withdrawing consent", () => {
  it("denies analytics storage, stops page views and deletes Google's cookies", () => {
    analytics.startAnalytics(ids, "analytics");
    expect(analytics.withdrawAnalytics()).toBe(true);
    analytics.trackPageView(view, ids);
    const entries = dataLayer();
    expect(entries.at(-1)).toEqual(["consent", "update", CONSENT_WITHDRAWN]);
    expect(entries).not.toContainEqual(expect.objectContaining({ event: "virtual_page_view" }));
    expect(cookieWrites).toEqual(["_ga=; Max-Age=0; Path=/"]);
  });

  it("needs no reload when no tag ever ran", () => {
    analytics.startAnalytics(ids, null);
    expect(analytics.withdrawAnalytics()).toBe(false);
  });
});

describe("without analytics IDs", () => {
  it("page views go to the local data layer only: no gtag, no consent, no script", () => {
    analytics.startAnalytics(none, null);
    analytics.trackPageView(view, none);
    expect(dataLayer()).toEqual([
      { event: "virtual_page_view", page_path: "/overview", page_title: "Overview" },
    ]);
    expect(window.gtag).toBeUndefined();
    expect(scripts).toEqual([]);
  });
});
