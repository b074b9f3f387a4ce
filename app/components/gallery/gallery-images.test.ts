import { describe, expect, it } from "vitest";
import { imageAlts } from "../../content/media/image-alts.server.ts";
import {
  backgroundImageUrl,
  galleryAlt,
  galleryImages,
  gallerySource,
  generatedImageName,
  type MarkedElement,
} from "./gallery-images.ts";

function marked(fields: Partial<Omit<MarkedElement, "backgroundImage">> & { background?: string }) {
  const { background = null, ...rest } = fields;
  let computed = 0;
  const element: MarkedElement & { computed: () => number } = {
    marker: "",
    src: null,
    alt: null,
    ariaLabel: null,
    caption: null,
    group: null,
    ...rest,
    backgroundImage: () => {
      computed += 1;
      return background ?? "none";
    },
    computed: () => computed,
  };
  return element;
}

describe("gallery image source", () => {
  it("takes the data attribute first, then the src, then the background image", () => {
    const all = { src: "/photos/b.jpg", background: 'url("/photos/c.jpg")' };
    expect(gallerySource(marked({ marker: "/photos/a.jpg", ...all }))).toEqual({
      kind: "url",
      url: "/photos/a.jpg",
    });
    expect(gallerySource(marked(all))).toEqual({ kind: "url", url: "/photos/b.jpg" });
    expect(gallerySource(marked({ background: all.background }))).toEqual({
      kind: "url",
      url: "/photos/c.jpg",
    });
    expect(gallerySource(marked({}))).toBeNull();
  });

  it("computes the background image only when nothing else names a picture", () => {
    const element = marked({ src: "/photos/b.jpg", background: 'url("/photos/c.jpg")' });
    gallerySource(element);
    expect(element.computed()).toBe(0);
  });

  it("recognises a generated still by name or by one of its renditions", () => {
    expect(gallerySource(marked({ marker: "resort-dusk" }))).toEqual({
      kind: "generated",
      name: "resort-dusk",
    });
    expect(
      gallerySource(
        marked({ src: "https://example.ky/media/images/kitchen-400.avif?v=3194de28c8" }),
      ),
    ).toEqual({ kind: "generated", name: "kitchen" });
    expect(generatedImageName("/media/images/resort-dusk-portrait-1200.webp?v=1")).toBe(
      "resort-dusk",
    );
    expect(generatedImageName("/media/images/not-a-scene-400.jpg")).toBeNull();
    expect(generatedImageName("/elsewhere/kitchen-400.jpg")).toBeNull();
  });
});

describe("background-image values", () => {
  it("reads the first url() in any quoting, image-set() included", () => {
    expect(backgroundImageUrl('url("http://example.ky/a.jpg")')).toBe("http://example.ky/a.jpg");
    expect(backgroundImageUrl("url('/a b.jpg')")).toBe("/a b.jpg");
    expect(backgroundImageUrl("url( /a.jpg )")).toBe("/a.jpg");
    expect(backgroundImageUrl('url("/say \\"hi\\".jpg")')).toBe('/say "hi".jpg');
    expect(
      backgroundImageUrl(
        'image-set(url("/media/images/spa-1600.avif?v=1") 1x type("image/avif"), url("/media/images/spa-1600.jpg?v=1") 1x)',
      ),
    ).toBe("/media/images/spa-1600.avif?v=1");
    expect(backgroundImageUrl("linear-gradient(red, blue), url(/b.png)")).toBe("/b.png");
    expect(backgroundImageUrl("none")).toBeNull();
    expect(backgroundImageUrl(null)).toBeNull();
  });
});

describe("gallery alt text", () => {
  const url = { kind: "url", url: "/a.jpg" } as const;

  it("takes alt, then aria-label", () => {
    expect(galleryAlt(marked({ alt: "From alt", ariaLabel: "From label" }), url, imageAlts)).toBe(
      "From alt",
    );
    expect(galleryAlt(marked({ alt: "", ariaLabel: "From label" }), url, imageAlts)).toBe(
      "From label",
    );
  });

  it("falls back to a generated still's description, then the caption", () => {
    expect(
      galleryAlt(
        marked({ caption: "The kitchen" }),
        { kind: "generated", name: "kitchen" },
        imageAlts,
      ),
    ).toBe(imageAlts.kitchen);
    expect(galleryAlt(marked({ caption: " The kitchen " }), url, imageAlts)).toBe("The kitchen");
    expect(galleryAlt(marked({}), url, imageAlts)).toBe("");
  });
});

describe("the viewer's list", () => {
  it("keeps document order, skips elements without a picture and names each for the address", () => {
    const images = galleryImages(
      [
        marked({ marker: "kitchen", caption: "The kitchen", group: "Residences" }),
        marked({}),
        marked({ src: "/photos/terrace.jpg", alt: "A terrace", caption: "  " }),
        marked({ marker: "kitchen" }),
      ],
      imageAlts,
    );
    expect(images).toEqual([
      {
        id: "kitchen",
        source: { kind: "generated", name: "kitchen" },
        alt: imageAlts.kitchen,
        caption: "The kitchen",
        group: "Residences",
      },
      null,
      {
        id: "3",
        source: { kind: "url", url: "/photos/terrace.jpg" },
        alt: "A terrace",
        caption: null,
        group: null,
      },
      {
        id: "kitchen-4",
        source: { kind: "generated", name: "kitchen" },
        alt: imageAlts.kitchen,
        caption: null,
        group: null,
      },
    ]);
  });
});
