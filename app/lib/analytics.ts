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

/** Reads the campaign parameters of a landing URL (kept for the visit by the site store). */
export function trackingParameters(search: string) {
  const query = new URLSearchParams(search);
  const read = (name: string) => query.get(name)?.slice(0, 200) || null;
  return {
    utm_source: read("utm_source"),
    utm_medium: read("utm_medium"),
    utm_campaign: read("utm_campaign"),
  };
}
