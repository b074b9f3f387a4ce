import { describe, expect, it } from "vitest";
import { memoryStorage } from "./memory-storage.test-support.ts";
import { rememberTracking } from "./visit-tracking.ts";

describe("the visit's UTM parameters", () => {
  it("are read from the landing URL and kept for later pages of the visit", () => {
    const storage = memoryStorage();
    const landing = rememberTracking(
      "?utm_source=newsletter&utm_medium=email&utm_campaign=launch",
      storage,
    );
    expect(landing).toEqual({
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "launch",
    });
    expect(rememberTracking("", storage)).toEqual(landing);
  });

  it("are replaced by a later URL that brings its own", () => {
    const storage = memoryStorage();
    rememberTracking("?utm_source=newsletter&utm_campaign=launch", storage);
    expect(rememberTracking("?utm_source=instagram", storage)).toEqual({
      utm_source: "instagram",
      utm_medium: null,
      utm_campaign: null,
    });
  });

  it("still come from the URL when storage is unavailable or holds something else", () => {
    expect(rememberTracking("?utm_source=print", null).utm_source).toBe("print");
    const storage = memoryStorage();
    storage.setItem("visit-tracking", "not json");
    expect(rememberTracking("", storage)).toEqual({
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
    });
  });
});
