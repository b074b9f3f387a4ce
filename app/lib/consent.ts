/**
 * The visitor's analytics choice, kept in a first-party cookie, and the Google Consent
 * Mode v2 commands that go with it. Pure functions over strings, so the browser code
 * (use-consent.ts, analytics.ts) stays a thin layer over them.
 */
export type ConsentChoice = "analytics" | "declined";

export const CONSENT_COOKIE = "consent";
/** About six months: after that the question is asked again, as regulators recommend. */
export const CONSENT_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** Reads the choice from a cookie header or `document.cookie`; null when none was made. */
export function readConsentChoice(cookies: string): ConsentChoice | null {
  for (const pair of cookies.split(";")) {
    const [name, value] = pair.trim().split("=");
    if (name === CONSENT_COOKIE && (value === "analytics" || value === "declined")) return value;
  }
  return null;
}

/**
 * The cookie that remembers a choice. Lax, so it comes along when a visitor follows a
 * link to the site; Secure whenever the page itself is served over HTTPS.
 */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  const attributes = ["Path=/", `Max-Age=${CONSENT_MAX_AGE_SECONDS}`, "SameSite=Lax"];
  if (secure) attributes.push("Secure");
  return `${CONSENT_COOKIE}=${choice}; ${attributes.join("; ")}`;
}

/** Consent Mode v2 default: every storage type denied until the visitor accepts. */
export const CONSENT_DEFAULT = {
  ad_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  analytics_storage: "denied",
  wait_for_update: 500,
} as const;

/** Accepting grants analytics only: the site asks nothing about advertising. */
export const CONSENT_GRANTED = { analytics_storage: "granted" } as const;

export const CONSENT_WITHDRAWN = { analytics_storage: "denied" } as const;

// _ga and _ga_<container>: GA4's cookies (the prefix also covers Universal Analytics' _gat);
// _gid: Universal Analytics, which a tag manager container may still carry.
const analyticsCookieName = /^(_ga|_gid$)/;

/**
 * Expired copies of every Google Analytics cookie present, for `document.cookie`. Google
 * sets them on the widest domain it can (example.com for www.example.com), and a cookie
 * is only removed with the domain it was set with, so each is expired on the host itself
 * (no Domain attribute) and on every parent domain.
 */
export function expiredAnalyticsCookies(cookies: string, hostname: string): string[] {
  const names = cookies
    .split(";")
    .map((pair) => pair.trim().split("=")[0] ?? "")
    .filter((name) => analyticsCookieName.test(name));
  const labels = hostname.split(".");
  const isAddress = /^[\d.]+$/.test(hostname) || hostname.includes(":");
  const domains = isAddress
    ? []
    : labels.slice(0, -1).map((_, index) => labels.slice(index).join("."));
  return names.flatMap((name) => {
    const expired = `${name}=; Max-Age=0; Path=/`;
    return [expired, ...domains.map((domain) => `${expired}; Domain=${domain}`)];
  });
}
