import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { landingTrackingScript } from "./landing-tracking-script.ts";
import { memoryStorage } from "./memory-storage.test-support.ts";
import { rememberTracking } from "./visit-tracking.ts";

/** Runs the inline script as a page at `search` would, with its own session storage. */
function runOnLanding(search: string, sessionStorage: Storage | null = memoryStorage()) {
  runInNewContext(landingTrackingScript, {
    URLSearchParams,
    JSON,
    location: { search },
    get sessionStorage() {
      if (!sessionStorage) throw new DOMException("denied", "SecurityError");
      return sessionStorage;
    },
  });
  return sessionStorage;
}

describe("the landing page's inline tracking script", () => {
  it("keeps what the app would keep, so a later page finds the same parameters", () => {
    const long = "x".repeat(300);
    for (const search of [
      "?utm_source=newsletter&utm_medium=email&utm_campaign=launch",
      "?utm_source=instagram",
      `?utm_campaign=${long}&other=1`,
      "?utm_medium=&utm_source=print",
    ]) {
      const kept = runOnLanding(search);
      expect(rememberTracking("", kept), search).toEqual(rememberTracking(search, memoryStorage()));
    }
  });

  it("leaves an earlier attribution alone on a page without parameters", () => {
    const storage = memoryStorage();
    rememberTracking("?utm_source=newsletter", storage);
    runOnLanding("?page=2", storage);
    expect(rememberTracking("", storage).utm_source).toBe("newsletter");
  });

  it("does not stop the page where storage is refused", () => {
    expect(() => runOnLanding("?utm_source=print", null)).not.toThrow();
  });

  it("cannot close the script element it is written into", () => {
    expect(landingTrackingScript).not.toContain("<");
  });
});
