import { describe, expect, it } from "vitest";
import {
  galleryShouldRevalidate,
  isGalleryOnlyChange,
  openImageId,
  pushedState,
  searchWithImage,
  wasPushedByViewer,
} from "./gallery-url.ts";

const url = (path: string) => new URL(path, "https://example.ky");

describe("the open picture in the address", () => {
  it("is read from and written to ?image=, keeping other parameters", () => {
    expect(openImageId("?image=resort-dusk")).toBe("resort-dusk");
    expect(openImageId("")).toBeNull();
    expect(searchWithImage("", "kitchen")).toBe("?image=kitchen");
    expect(searchWithImage("?utm_source=mail&image=spa", "kitchen")).toBe(
      "?utm_source=mail&image=kitchen",
    );
    expect(searchWithImage("?utm_source=mail&image=spa", null)).toBe("?utm_source=mail");
    expect(searchWithImage("?image=spa", null)).toBe("");
  });

  it("knows the history entries the viewer pushed", () => {
    expect(wasPushedByViewer(pushedState())).toBe(true);
    expect(wasPushedByViewer(null)).toBe(false);
    expect(wasPushedByViewer({ other: 1 })).toBe(false);
  });
});

describe("revalidation of a page hosting a gallery", () => {
  it("is skipped when only the viewer's parameter changes", () => {
    expect(isGalleryOnlyChange(url("/availability"), url("/availability?image=spa"))).toBe(true);
    expect(isGalleryOnlyChange(url("/a?x=1&image=spa"), url("/a?image=kitchen&x=1"))).toBe(true);
    expect(isGalleryOnlyChange(url("/a?image=spa"), url("/a"))).toBe(true);
  });

  it("runs for another page, another parameter, or the same address again (after an action)", () => {
    expect(isGalleryOnlyChange(url("/a"), url("/b?image=spa"))).toBe(false);
    expect(isGalleryOnlyChange(url("/a?x=1"), url("/a?x=2&image=spa"))).toBe(false);
    expect(isGalleryOnlyChange(url("/a?image=spa"), url("/a?image=spa"))).toBe(false);
    const args = (current: string, next: string) =>
      ({
        currentUrl: url(current),
        nextUrl: url(next),
        defaultShouldRevalidate: true,
      }) as Parameters<typeof galleryShouldRevalidate>[0];
    expect(galleryShouldRevalidate(args("/a", "/a?image=spa"))).toBe(false);
    expect(galleryShouldRevalidate(args("/a", "/a?x=1"))).toBe(true);
  });
});
