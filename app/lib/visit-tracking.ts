import type { TrackingParameters } from "./site-state.ts";

export const TRACKING_STORAGE_KEY = "visit-tracking";
/** The longest value kept of each parameter. */
export const TRACKING_VALUE_MAX = 200;

/**
 * The UTM parameters of the visit (spec section 3): read from the landing URL and kept in
 * session storage, so an inquiry sent pages (or a reload) later still says where the visitor
 * came from. A later URL that carries its own parameters starts a new attribution.
 */
export function rememberTracking(search: string, storage: Storage | null): TrackingParameters {
  const fromUrl = trackingParameters(search);
  const hasAny = Object.values(fromUrl).some(Boolean);
  try {
    if (hasAny) {
      storage?.setItem(TRACKING_STORAGE_KEY, JSON.stringify(fromUrl));
      return fromUrl;
    }
    const stored = storage?.getItem(TRACKING_STORAGE_KEY);
    return stored ? { ...fromUrl, ...pick(JSON.parse(stored) as unknown) } : fromUrl;
  } catch {
    // Storage can be full, disabled or hold something else: the URL's values still count.
    return fromUrl;
  }
}

function pick(value: unknown): Partial<TrackingParameters> {
  if (typeof value !== "object" || value === null) return {};
  const record = value as Record<string, unknown>;
  const text = (name: string) =>
    typeof record[name] === "string" ? (record[name] as string).slice(0, TRACKING_VALUE_MAX) : null;
  return {
    utm_source: text("utm_source"),
    utm_medium: text("utm_medium"),
    utm_campaign: text("utm_campaign"),
  };
}

/** Session storage, or null where the browser refuses it (some private modes). */
export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Reads the campaign parameters of a landing URL (kept for the visit by the site store). */
export function trackingParameters(search: string) {
  const query = new URLSearchParams(search);
  const read = (name: string) => query.get(name)?.slice(0, TRACKING_VALUE_MAX) || null;
  return {
    utm_source: read("utm_source"),
    utm_medium: read("utm_medium"),
    utm_campaign: read("utm_campaign"),
  };
}
