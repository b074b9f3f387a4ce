import {
  CONSENT_DEFAULT,
  CONSENT_GRANTED,
  CONSENT_WITHDRAWN,
  type ConsentChoice,
  expiredAnalyticsCookies,
} from "./consent.ts";

/**
 * Virtual page views (spec section 4), pushed to the tag manager's data layer and sent to
 * gtag. When analytics are configured, nothing from Google loads and no page view is
 * recorded until the visitor accepts (issue 9: nothing from a third party before consent).
 * Without analytics IDs the data layer is only a local array and views go to it as before.
 */
type DataLayerEvent = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
    gtag?: (...args: unknown[]) => void;
  }
}

export interface AnalyticsIds {
  gaMeasurementId: string | null;
  gtmId: string | null;
}

export function isAnalyticsConfigured({ gaMeasurementId, gtmId }: AnalyticsIds): boolean {
  return Boolean(gaMeasurementId || gtmId);
}

const TAG_HOST = "https://www.googletagmanager.com";

// This document's state: a withdrawal reloads the page, which is what resets them.
let granted = false;
let tagsLoaded = false;

/**
 * Runs once on the first page: the Consent Mode defaults go into the data layer before
 * any tag can read it, and a visitor who accepted on an earlier visit gets the tags.
 */
export function startAnalytics(ids: AnalyticsIds, choice: ConsentChoice | null) {
  window.dataLayer ??= [];
  if (!isAnalyticsConfigured(ids)) return;
  defineGtag();
  if (choice === "analytics") grantAnalytics(ids);
}

function defineGtag() {
  if (window.gtag) return;
  window.dataLayer ??= [];
  const dataLayer = window.dataLayer;
  // gtag queues the arguments object itself, as Google's snippet does.
  window.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js reads the arguments object, not an array.
    dataLayer.push(arguments as unknown as DataLayerEvent);
  };
  window.gtag("consent", "default", CONSENT_DEFAULT);
}

/**
 * Grants analytics storage, then loads gtag and/or the tag manager container. The scripts
 * are created from this module, which the page's hashed module script loaded, so
 * 'strict-dynamic' lets them run without any inline script.
 */
export function grantAnalytics({ gaMeasurementId, gtmId }: AnalyticsIds) {
  defineGtag();
  const gtag = window.gtag as NonNullable<Window["gtag"]>;
  gtag("consent", "update", CONSENT_GRANTED);
  granted = true;
  if (tagsLoaded) return;
  tagsLoaded = true;
  if (gaMeasurementId) {
    gtag("js", new Date());
    // Page views are sent by trackPageView on every route change, the first one included.
    gtag("config", gaMeasurementId, { send_page_view: false });
    appendScript(`${TAG_HOST}/gtag/js?id=${encodeURIComponent(gaMeasurementId)}`);
  }
  if (gtmId) {
    window.dataLayer?.push({ "gtm.start": Date.now(), event: "gtm.js" });
    appendScript(`${TAG_HOST}/gtm.js?id=${encodeURIComponent(gtmId)}`);
  }
}

/**
 * Denies analytics storage and deletes Google's cookies. Returns whether tags already
 * run in this document: they cannot be unloaded, so the caller reloads the page.
 */
export function withdrawAnalytics(): boolean {
  window.gtag?.("consent", "update", CONSENT_WITHDRAWN);
  granted = false;
  for (const cookie of expiredAnalyticsCookies(document.cookie, location.hostname)) {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Safari and Firefox.
    document.cookie = cookie;
  }
  return tagsLoaded;
}

function appendScript(src: string) {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.append(script);
}

export interface PageView {
  path: string;
  title: string;
}

export function trackPageView({ path, title }: PageView, ids: AnalyticsIds) {
  if (isAnalyticsConfigured(ids) && !granted) return;
  window.dataLayer ??= [];
  window.dataLayer.push({ event: "virtual_page_view", page_path: path, page_title: title });
  if (ids.gaMeasurementId && window.gtag) {
    window.gtag("event", "page_view", {
      page_path: path,
      page_title: title,
      send_to: ids.gaMeasurementId,
    });
  }
}
