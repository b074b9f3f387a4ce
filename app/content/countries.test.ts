import { describe, expect, it } from "vitest";
import {
  countries,
  DEFAULT_COUNTRY,
  DEFAULT_PHONE_COUNTRY,
  dialCodeFor,
  dialCodes,
} from "./countries.ts";

const compare = (a: string, b: string) => a.localeCompare(b, "en");

describe("countries", () => {
  it("starts with United States, Canada and Great Britain", () => {
    expect(countries.slice(0, 3)).toEqual(["United States", "Canada", "Great Britain"]);
  });

  it("has about 250 names", () => {
    expect(countries.length).toBeGreaterThanOrEqual(245);
    expect(countries.length).toBeLessThanOrEqual(255);
  });

  it("has no duplicates and no separate United Kingdom", () => {
    expect(new Set(countries).size).toBe(countries.length);
    expect(countries).not.toContain("United Kingdom");
  });

  it("lists the rest alphabetically", () => {
    const rest = countries.slice(3);
    expect(rest).toEqual([...rest].sort(compare));
  });

  it("includes the Cayman Islands and the Bahamas", () => {
    expect(countries).toContain("Cayman Islands");
    expect(countries).toContain("Bahamas");
  });

  it("has the default country in the list", () => {
    expect(countries).toContain(DEFAULT_COUNTRY);
    expect(DEFAULT_COUNTRY).toBe("United States");
  });
});

describe("dial codes", () => {
  it("starts with US, CA and GB, then the rest alphabetically by code", () => {
    const texts = dialCodes.map((item) => item.text);
    expect(texts.slice(0, 3)).toEqual(["US", "CA", "GB"]);
    const rest = texts.slice(3);
    expect(rest).toEqual([...rest].sort(compare));
  });

  it("has one item per country name", () => {
    expect(dialCodes.length).toBe(countries.length);
  });

  it("gives US and CA +1, GB +44 and the Cayman Islands +345", () => {
    expect(dialCodeFor("US")).toEqual({ value: "+1", text: "US" });
    expect(dialCodeFor("CA")).toEqual({ value: "+1", text: "CA" });
    expect(dialCodeFor("GB")).toEqual({ value: "+44", text: "GB" });
    expect(dialCodeFor("KY")).toEqual({ value: "+345", text: "KY" });
  });

  it("writes shared-code territories with a space", () => {
    expect(dialCodeFor("BS")?.value).toBe("+1 242");
    expect(dialCodeFor("GG")?.value).toBe("+44 1481");
    expect(dialCodes.some((item) => item.value.includes(" "))).toBe(true);
  });

  it("has well-formed values and texts", () => {
    for (const item of dialCodes) {
      expect(item.value).toMatch(/^\+\d{1,4}( \d{1,4})?$/);
      expect(item.text).toMatch(/^[A-Z]{2}$/);
    }
  });

  it("has unique texts", () => {
    const texts = dialCodes.map((item) => item.text);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it("has the default phone country in the list", () => {
    expect(dialCodeFor(DEFAULT_PHONE_COUNTRY)).toBeDefined();
    expect(DEFAULT_PHONE_COUNTRY).toBe("US");
  });

  it("returns undefined for an unknown code", () => {
    expect(dialCodeFor("ZZ")).toBeUndefined();
    expect(dialCodeFor("us")).toBeUndefined();
  });
});
