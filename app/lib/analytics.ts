/**
 * Virtual page views (spec section 4): pushed to the tag manager's data layer, and sent
 * to gtag when a measurement ID is configured. Nothing leaves the page otherwise.
 */
type DataLayerEvent = Record<string, unknown>;

declare global {
  interface Window {
    dataLayer?: DataLayerEvent[];
    gtag?: (...args: unknown[]) => void;
  }
}

const TAG_HOST = "https://www.googletagmanager.com";

/**
 * Loads gtag and/or the tag manager container when configured. The scripts are created
 * from this module, which the page loaded with its CSP nonce, so 'strict-dynamic' lets
 * them run without any inline script.
 */
export function loadAnalytics(gaMeasurementId: string | null, gtmId: string | null) {
  window.dataLayer ??= [];
  if (gtmId) {
    window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
    appendScript(`${TAG_HOST}/gtm.js?id=${encodeURIComponent(gtmId)}`);
  }
  if (gaMeasurementId) {
    const dataLayer = window.dataLayer;
    // gtag queues the arguments object itself, as Google's snippet does.
    window.gtag = function gtag() {
      // biome-ignore lint/complexity/noArguments: gtag.js reads the arguments object, not an array.
      dataLayer.push(arguments as unknown as DataLayerEvent);
    };
    window.gtag("js", new Date());
    // Page views are sent by trackPageView on every route change, the first one included.
    window.gtag("config", gaMeasurementId, { send_page_view: false });
    appendScript(`${TAG_HOST}/gtag/js?id=${encodeURIComponent(gaMeasurementId)}`);
  }
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

export function trackPageView({ path, title }: PageView, gaMeasurementId: string | null) {
  window.dataLayer ??= [];
  window.dataLayer.push({ event: "virtual_page_view", page_path: path, page_title: title });
  if (gaMeasurementId && typeof window.gtag === "function") {
    window.gtag("event", "page_view", {
      page_path: path,
      page_title: title,
      send_to: gaMeasurementId,
    });
  }
}
