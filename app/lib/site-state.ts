import { useSyncExternalStore } from "react";
import { SITE_NAME } from "../content/site.ts";
import { type Breakpoint, breakpoints } from "./breakpoints.ts";
import { timings } from "./timings.ts";

export interface TrackingParameters {
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
}

/** The site-wide state of spec section 3, as one typed store shared by all components. */
export interface SiteState {
  siteName: string;
  tracking: TrackingParameters;
  prerender: boolean;
  firstLoad: boolean;
  lastPath: string | null;
  webpSupport: boolean | null;
  portrait: boolean;
  logoTheme: "light" | "dark";
  pageType: "standard" | "slider" | "landing" | "film";
  fixedFooter: boolean;
  subnavPresent: boolean;
  scrolling: boolean;
  sliding: boolean;
  slideTime: number;
  breakpoints: Record<Breakpoint, number>;
}

export const initialSiteState: SiteState = {
  siteName: SITE_NAME,
  tracking: { utm_source: null, utm_medium: null, utm_campaign: null },
  prerender: false,
  firstLoad: true,
  lastPath: null,
  webpSupport: null,
  portrait: false,
  logoTheme: "dark",
  pageType: "standard",
  fixedFooter: false,
  subnavPresent: false,
  scrolling: false,
  sliding: false,
  slideTime: timings.slideTime,
  breakpoints,
};

type Listener = () => void;

export function createSiteStore(initial: SiteState = initialSiteState) {
  let state = initial;
  const listeners = new Set<Listener>();
  return {
    get: () => state,
    set(patch: Partial<SiteState>) {
      const changed = (Object.keys(patch) as (keyof SiteState)[]).some(
        (key) => patch[key] !== state[key],
      );
      if (!changed) return;
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The browser's store; the server renders every page from the initial state. */
export const siteStore = createSiteStore();

const hasHydrated = (state: SiteState) => state.lastPath !== null;

/**
 * Whether the page had hydrated before now: false while the server's HTML is hydrated (and on
 * the server), true for a component first drawn by a client navigation. The first path is
 * recorded by the first effect after hydration (use-route-change-effects.ts).
 */
export function pageHasHydrated(): boolean {
  return hasHydrated(siteStore.get());
}

/** pageHasHydrated as a component's state: it turns true once the page has hydrated. */
export function usePageHasHydrated(): boolean {
  return useSiteState(hasHydrated);
}

export function useSiteState<T>(select: (state: SiteState) => T): T {
  return useSyncExternalStore(
    siteStore.subscribe,
    () => select(siteStore.get()),
    () => select(initialSiteState),
  );
}
