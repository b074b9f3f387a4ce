import { useEffect } from "react";
import { useLocation } from "react-router";
import { type AnalyticsIds, startAnalytics, trackPageView } from "./analytics.ts";
import { siteStore } from "./site-state.ts";
import { currentConsentChoice } from "./use-consent.ts";
import { rememberTracking, sessionStore } from "./visit-tracking.ts";
import { detectWebpSupport } from "./webp-support.ts";

/**
 * What happens after each route change (spec section 4): the site store learns the
 * path, a virtual page view goes to the data layer with the new title (when analytics
 * are configured, only once the visitor has accepted them), and on client navigations
 * focus moves to the new main content, or the place on it a link named, so screen readers
 * start there.
 */
export function useRouteChangeEffects(analytics: AnalyticsIds) {
  const { pathname, search } = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per new path; the query of the landing URL is read on the first only.
  useEffect(() => {
    const { lastPath } = siteStore.get();
    const firstLoad = lastPath === null;
    if (lastPath === pathname) return;
    if (firstLoad) {
      startAnalytics(analytics, currentConsentChoice());
      siteStore.set({ tracking: rememberTracking(search, sessionStore()) });
    } else {
      focusArrival(window.location.hash);
    }
    siteStore.set({ firstLoad, lastPath: pathname });
    trackPageView({ path: pathname, title: document.title }, analytics);
  }, [pathname]);

  useEffect(() => {
    detectWebpSupport().then((webpSupport) => siteStore.set({ webpSupport }));
    const portrait = window.matchMedia("(orientation: portrait)");
    const update = () => siteStore.set({ portrait: portrait.matches });
    update();
    portrait.addEventListener("change", update);
    return () => portrait.removeEventListener("change", update);
  }, []);
}

/**
 * Where focus goes on a new page: the place a link named (/legal#privacy), so the next Tab
 * continues from there, or else the new main content.
 */
function focusArrival(hash: string) {
  const main = document.getElementById("main");
  const place = (hash && document.getElementById(idOf(hash))) || main;
  if (!place || !main?.contains(place)) return;
  if (!place.hasAttribute("tabindex")) place.setAttribute("tabindex", "-1");
  place.focus({ preventScroll: true });
}

function idOf(hash: string) {
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return hash.slice(1);
  }
}
