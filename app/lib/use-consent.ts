import { useSyncExternalStore } from "react";
import {
  type AnalyticsIds,
  grantAnalytics,
  trackPageView,
  withdrawAnalytics,
} from "./analytics.ts";
import { type ConsentChoice, consentCookie, readConsentChoice } from "./consent.ts";

/**
 * The visitor's analytics choice in this browser, shared by the banner and the cookie
 * notice. Pages come from a cache that is the same for every visitor, so the server never
 * knows the choice: it renders `undefined`, and the browser reads the cookie after
 * hydration (hence no mismatch).
 */
let choice: ConsentChoice | null | undefined;
const listeners = new Set<() => void>();

export function currentConsentChoice(): ConsentChoice | null {
  if (choice === undefined) choice = readConsentChoice(document.cookie);
  return choice;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** null: no choice yet; undefined: not known during server rendering and hydration. */
export function useConsentChoice(): ConsentChoice | null | undefined {
  return useSyncExternalStore(subscribe, currentConsentChoice, () => undefined);
}

/**
 * Remembers a choice and acts on it: accepting loads the tags and counts the page being
 * read; declining after an acceptance withdraws it, deletes Google's cookies and reloads
 * if tags already run, since a loaded tag cannot be unloaded.
 */
export function chooseConsent(next: ConsentChoice, ids: AnalyticsIds) {
  if (next === currentConsentChoice()) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Safari and Firefox.
  document.cookie = consentCookie(next, location.protocol === "https:");
  choice = next;
  for (const listener of listeners) listener();
  if (next === "analytics") {
    grantAnalytics(ids);
    trackPageView({ path: location.pathname, title: document.title }, ids);
  } else if (withdrawAnalytics()) {
    location.reload();
  }
}
