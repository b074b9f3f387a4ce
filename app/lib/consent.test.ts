import { describe, expect, it } from "vitest";
import {
  CONSENT_DEFAULT,
  CONSENT_GRANTED,
  CONSENT_MAX_AGE_SECONDS,
  CONSENT_WITHDRAWN,
  consentCookie,
  expiredAnalyticsCookies,
  readConsentChoice,
} from "./consent.ts";

describe("the consent cookie", () => {
  it("is read among other cookies, with or without spaces", () => {
    expect(readConsentChoice("csrf=abc; consent=analytics; _ga=GA1.1.1")).toBe("analytics");
    expect(readConsentChoice("consent=declined")).toBe("declined");
    expect(readConsentChoice("a=1;consent=declined;b=2")).toBe("declined");
  });

  it("means no choice when it is missing, empty or holds anything else", () => {
    expect(readConsentChoice("")).toBeNull();
    expect(readConsentChoice("csrf=abc")).toBeNull();
    expect(readConsentChoice("consent=")).toBeNull();
    expect(readConsentChoice("consent=granted")).toBeNull();
    expect(readConsentChoice("my_consent=analytics")).toBeNull();
  });

  it("is written for the whole site for about six months, Secure over HTTPS", () => {
    expect(consentCookie("analytics", false)).toBe(
      `consent=analytics; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax`,
    );
    expect(consentCookie("declined", true)).toBe(
      `consent=declined; Path=/; Max-Age=${CONSENT_MAX_AGE_SECONDS}; SameSite=Lax; Secure`,
    );
    expect(CONSENT_MAX_AGE_SECONDS / 86_400).toBe(180);
  });

  it("reads back what it writes", () => {
    for (const choice of ["analytics", "declined"] as const) {
      const [pair] = consentCookie(choice, true).split(";");
      expect(readConsentChoice(`x=1; ${pair}`)).toBe(choice);
    }
  });
});

describe("the Consent Mode v2 commands", () => {
  it("deny all four storage types by default and wait 500 ms for an update", () => {
    expect(CONSENT_DEFAULT).toEqual({
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      analytics_storage: "denied",
      wait_for_update: 500,
    });
  });

  it("grant analytics storage only on acceptance, and deny it again on withdrawal", () => {
    expect(CONSENT_GRANTED).toEqual({ analytics_storage: "granted" });
    expect(CONSENT_WITHDRAWN).toEqual({ analytics_storage: "denied" });
  });
});

describe("deleting Google Analytics cookies", () => {
  const cookies = "csrf=abc; _ga=GA1.1.123; consent=analytics; _ga_TEST12345=GS1.1; _gid=GA1.1.9";

  it("expires every _ga* and _gid cookie on the host and each parent domain", () => {
    expect(expiredAnalyticsCookies(cookies, "www.example.com")).toEqual([
      "_ga=; Max-Age=0; Path=/",
      "_ga=; Max-Age=0; Path=/; Domain=www.example.com",
      "_ga=; Max-Age=0; Path=/; Domain=example.com",
      "_ga_TEST12345=; Max-Age=0; Path=/",
      "_ga_TEST12345=; Max-Age=0; Path=/; Domain=www.example.com",
      "_ga_TEST12345=; Max-Age=0; Path=/; Domain=example.com",
      "_gid=; Max-Age=0; Path=/",
      "_gid=; Max-Age=0; Path=/; Domain=www.example.com",
      "_gid=; Max-Age=0; Path=/; Domain=example.com",
    ]);
  });

  it("leaves the site's own cookies alone", () => {
    const expired = expiredAnalyticsCookies(cookies, "example.com").join("\n");
    expect(expired).not.toMatch(/^(csrf|consent)=/m);
    expect(expiredAnalyticsCookies("csrf=abc; _gidx=1; consent=declined", "example.com")).toEqual(
      [],
    );
  });

  it("uses no Domain attribute on localhost or an IP address", () => {
    expect(expiredAnalyticsCookies("_ga=1", "localhost")).toEqual(["_ga=; Max-Age=0; Path=/"]);
    expect(expiredAnalyticsCookies("_ga=1", "127.0.0.1")).toEqual(["_ga=; Max-Age=0; Path=/"]);
    expect(expiredAnalyticsCookies("_ga=1", "::1")).toEqual(["_ga=; Max-Age=0; Path=/"]);
  });
});
