import { describe, expect, it } from "vitest";
import { organizationLogo } from "../content/media/share-image-manifest.ts";
import { SITE_NAME } from "../content/site.ts";
import {
  apartmentComplex,
  breadcrumbList,
  graph,
  isoDuration,
  newsArticle,
  organization,
  videoObject,
  webSite,
} from "./structured-data.ts";

const site = {
  publicOrigin: "https://example.ky",
  salesPhone: "+1 (345) 555-0100",
  social: {
    facebook: "https://facebook.example/r",
    linkedin: "https://linkedin.example/r",
    instagram: "https://instagram.example/r",
  },
};

describe("structured data", () => {
  it("names the organisation with its absolute logo, sales phone and social profiles", () => {
    expect(organization(site)).toMatchObject({
      "@type": "Organization",
      "@id": "https://example.ky/#organization",
      url: "https://example.ky/",
      logo: `https://example.ky/media/share/logo.png?v=${organizationLogo.version}`,
      telephone: "+1 (345) 555-0100",
      contactPoint: { "@type": "ContactPoint", contactType: "sales", telephone: site.salesPhone },
      sameAs: [site.social.facebook, site.social.linkedin, site.social.instagram],
    });
  });

  it("publishes the website under the organisation", () => {
    expect(webSite(site)).toMatchObject({
      "@type": "WebSite",
      url: "https://example.ky/",
      publisher: { "@id": "https://example.ky/#organization" },
    });
  });

  it("counts the residences on Grand Cayman, or leaves the numbers out when unknown", () => {
    const complex = apartmentComplex(site, { total: 42, available: 20 });
    expect(complex).toMatchObject({
      "@type": "ApartmentComplex",
      address: { addressRegion: "Grand Cayman", addressCountry: "KY" },
      numberOfAccommodationUnits: { "@type": "QuantitativeValue", value: 42 },
      numberOfAvailableAccommodationUnits: { "@type": "QuantitativeValue", value: 20 },
    });
    const unknown = apartmentComplex(site, null);
    expect(unknown).toHaveProperty("name", SITE_NAME);
    expect(unknown).not.toHaveProperty("numberOfAccommodationUnits");
    expect(unknown).not.toHaveProperty("numberOfAvailableAccommodationUnits");
  });

  it("numbers breadcrumbs from one", () => {
    expect(
      breadcrumbList([
        { name: "Home", url: "https://example.ky/" },
        { name: "Press", url: "https://example.ky/press" },
      ]),
    ).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://example.ky/" },
        { "@type": "ListItem", position: 2, name: "Press", item: "https://example.ky/press" },
      ],
    });
  });

  it("credits an article to its publication, or to the development when it has none", () => {
    const facts = {
      title: "A Headline",
      excerpt: "Opening words.",
      date: "2025-09-08",
      publisher: "",
      original: "/documents/press/a-headline.pdf",
    };
    const page = {
      url: "https://example.ky/press/a-headline",
      images: ["https://example.ky/a.jpg"],
    };
    expect(newsArticle(site, facts, page)).toMatchObject({
      "@type": "NewsArticle",
      headline: "A Headline",
      datePublished: "2025-09-08",
      image: ["https://example.ky/a.jpg"],
      publisher: { "@id": "https://example.ky/#organization" },
      isBasedOn: "https://example.ky/documents/press/a-headline.pdf",
    });
    expect(newsArticle(site, { ...facts, original: "" }, page)).not.toHaveProperty("isBasedOn");
  });

  it("describes a film with absolute addresses and its length as a duration", () => {
    const film = {
      name: "penthouse-living",
      version: 3,
      title: "The Film",
      description: "A walk through.",
      published: "2026-11-21",
    };
    expect(videoObject(site, film, { seconds: 6 })).toEqual({
      "@type": "VideoObject",
      name: "The Film",
      description: "A walk through.",
      thumbnailUrl: ["https://example.ky/media/films/penthouse-living.jpg?v=3"],
      contentUrl: "https://example.ky/media/films/penthouse-living.mp4?v=3",
      encodingFormat: "video/mp4",
      uploadDate: "2026-11-21",
      duration: "PT6S",
    });
  });

  it("writes durations in ISO 8601", () => {
    expect(isoDuration(0)).toBe("PT0S");
    expect(isoDuration(6)).toBe("PT6S");
    expect(isoDuration(75)).toBe("PT1M15S");
    expect(isoDuration(3600)).toBe("PT1H");
    expect(isoDuration(3725.4)).toBe("PT1H2M5S");
  });

  it("wraps a page's nodes in one schema.org graph", () => {
    expect(graph([webSite(site)])).toEqual({
      "@context": "https://schema.org",
      "@graph": [webSite(site)],
    });
  });
});
