import type { MetaDescriptor } from "react-router";
import { describe, expect, it } from "vitest";
import { testPressArticle } from "../../tests/support/press-article.ts";
import { rootMatch } from "../../tests/support/route-stub.tsx";
import { shareImageManifest } from "../content/media/share-image-manifest.ts";
import { pages } from "../content/pages.ts";
import { notFoundMeta, pageMeta, pressArticleMeta } from "./page-meta.ts";

const argsAt = (pathname: string) => ({
  location: { pathname },
  matches: [rootMatch()],
});

const article = testPressArticle;

function tag(tags: MetaDescriptor[], key: string, value: string) {
  return tags.find((entry) => (entry as Record<string, unknown>)[key] === value) as
    | Record<string, string>
    | undefined;
}

function jsonLd(tags: MetaDescriptor[]) {
  const entries = tags.filter((entry) => "script:ld+json" in entry);
  expect(entries).toHaveLength(1);
  return (entries[0] as { "script:ld+json": { "@graph": Record<string, unknown>[] } })[
    "script:ld+json"
  ]["@graph"];
}

const types = (tags: MetaDescriptor[]) => jsonLd(tags).map((node) => node["@type"]);

describe("page metadata", () => {
  it("gives every page a unique title and description", () => {
    const titles = Object.values(pages).map((page) => page.title);
    const descriptions = Object.values(pages).map((page) => page.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it("renders title, description, Dublin Core, Open Graph, Twitter and canonical from one source", () => {
    const tags = pageMeta("/overview", argsAt("/overview"));
    expect(tags[0]).toEqual({
      title:
        "Overview: Paradise Without Compromise | The Residences at Mandarin Oriental, Grand Cayman",
    });
    expect(tag(tags, "name", "description")?.content).toBe(pages["/overview"].description);
    expect(tag(tags, "name", "DC.title")?.content).toContain("Overview");
    expect(tag(tags, "property", "og:url")?.content).toBe("https://example.ky/overview");
    expect(tag(tags, "property", "og:type")?.content).toBe("website");
    expect(tag(tags, "name", "twitter:url")?.content).toBe("https://example.ky/overview");
    expect(tag(tags, "name", "twitter:card")?.content).toBe("summary_large_image");
    expect(tag(tags, "rel", "canonical")?.href).toBe("https://example.ky/overview");
    expect(tag(tags, "name", "robots")).toBeUndefined();
  });

  it("shows the page's own share card, absolute and versioned, with its size and text", () => {
    const tags = pageMeta("/overview", argsAt("/overview"));
    const card = shareImageManifest["/overview"];
    const image = `https://example.ky/media/share/overview.jpg?v=${card.version}`;
    expect(tag(tags, "property", "og:image")?.content).toBe(image);
    expect(tag(tags, "name", "twitter:image")?.content).toBe(image);
    expect(tag(tags, "property", "og:image:width")?.content).toBe("1200");
    expect(tag(tags, "property", "og:image:height")?.content).toBe("630");
    expect(tag(tags, "property", "og:image:alt")?.content).toBe(card.alt);
    const images = Object.keys(pages).map(
      (path) => tag(pageMeta(path, argsAt(path)), "property", "og:image")?.content,
    );
    expect(new Set(images).size).toBe(images.length);
  });

  it("keeps the pages marked noindex out of search, and only those", () => {
    const noindex = Object.keys(pages).filter((path) =>
      tag(pageMeta(path, argsAt(path)), "name", "robots"),
    );
    expect(noindex.sort()).toEqual(["/email-signature", "/thanks"]);
    expect(tag(notFoundMeta(argsAt("/nowhere")), "name", "robots")?.content).toBe("noindex");
  });

  it("describes the organisation and the website on every page, with a breadcrumb below home", () => {
    expect(types(pageMeta("/", argsAt("/")))).toEqual(["Organization", "WebSite"]);
    const overview = jsonLd(pageMeta("/overview", argsAt("/overview")));
    expect(overview.map((node) => node["@type"])).toEqual([
      "Organization",
      "WebSite",
      "BreadcrumbList",
    ]);
    expect(overview[2]?.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://example.ky/" },
      { "@type": "ListItem", position: 2, name: "Overview", item: "https://example.ky/overview" },
    ]);
  });

  it("adds a page's own nodes, built from the public configuration", () => {
    const tags = pageMeta("/", argsAt("/"), {
      structuredData: (site) => [{ "@type": "Place", name: site.salesPhone }],
    });
    expect(jsonLd(tags)[2]).toEqual({ "@type": "Place", name: "+1 (345) 555-0100" });
  });

  it("uses the address given when the query matters", () => {
    const tags = pageMeta("/press", argsAt("/press"), {
      canonicalPath: "/press?category=market&page=2",
    });
    expect(tag(tags, "rel", "canonical")?.href).toBe(
      "https://example.ky/press?category=market&page=2",
    );
  });

  it("presents a press article as an article, with its card and a NewsArticle", () => {
    const tags = pressArticleMeta(article, argsAt(article.path));
    const url = "https://example.ky/press/ocean-house-tops-out";
    expect(tag(tags, "property", "og:type")?.content).toBe("article");
    expect(tag(tags, "rel", "canonical")?.href).toBe(url);
    expect(tag(tags, "property", "og:image")?.content).toBe(
      `https://example.ky/media/share/press-article.jpg?v=${shareImageManifest["press-article"].version}`,
    );
    expect(tag(tags, "property", "article:published_time")?.content).toBe("2025-09-08");
    const [, , breadcrumbs, news] = jsonLd(tags);
    expect(breadcrumbs?.["@type"]).toBe("BreadcrumbList");
    expect(news).toMatchObject({
      "@type": "NewsArticle",
      headline: article.title,
      datePublished: "2025-09-08",
      url,
      publisher: { "@type": "Organization", name: "Caribbean Property Journal" },
      isBasedOn: article.url,
    });
  });

  it("refuses a path that has no metadata, so a new route cannot ship without it", () => {
    expect(() => pageMeta("/nowhere", argsAt("/nowhere"))).toThrow(/No page metadata/);
  });
});
