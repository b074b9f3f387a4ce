import { describe, expect, it } from "vitest";
import { canonicalPath } from "./canonical-path.server.ts";

describe("canonical paths", () => {
  it("leave a canonical path as it is", () => {
    for (const path of ["/", "/contact", "/contact.data", "/press/harbour-opening", "/legal/"]) {
      expect(canonicalPath(path)).toBe(path);
    }
  });

  it("resolve every spelling a parser would read as another path", () => {
    const target = "/api/register-contact/token";
    for (const path of [
      "//api/register-contact/token",
      "/api//register-contact/token",
      "/./api/register-contact/token",
      "/%2e/api/register-contact/token",
      "/%2E%2e/api/register-contact/token",
      "/x/../api/register-contact/token",
      "/x/%2e%2e/api/register-contact/token",
      "/\\x/..\\api/register-contact/token",
      "/api%2fregister-contact/token",
      "/api%5Cregister-contact/token",
    ]) {
      expect(canonicalPath(path), path).toBe(target);
    }
  });

  it("never climb above the root or begin with two slashes", () => {
    expect(canonicalPath("/../../etc/passwd")).toBe("/etc/passwd");
    expect(canonicalPath("//evil.test/x")).toBe("/evil.test/x");
    expect(canonicalPath("/x/..")).toBe("/");
  });

  it("spell a page's path in lower case, and nothing else", () => {
    expect(canonicalPath("/PRESS")).toBe("/press");
    expect(canonicalPath("/Overview")).toBe("/overview");
    expect(canonicalPath("/TEAM/")).toBe("/team/");
    expect(canonicalPath("/Press/Ocean-House-Tops-Out")).toBe("/press/ocean-house-tops-out");
    expect(canonicalPath("//Legal")).toBe("/legal");
    for (const path of [
      "/assets/entry.client-iJBTekip.js",
      "/api/units/Site-Token",
      "/No-Such-Page",
      "/images/Beach.jpg",
    ]) {
      expect(canonicalPath(path), path).toBe(path);
    }
  });
});
