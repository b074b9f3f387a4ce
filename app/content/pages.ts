import type { ImageName } from "./media/image-manifest.ts";

/**
 * Every page's metadata, keyed by path: the single source for <title>, descriptions,
 * keywords, the sitemap and the share cards. The route modules, the server's meta renderer, the meta
 * API, the sitemap and scripts/generate-share-images.ts all read from here.
 */
export interface PageInfo {
  title: string;
  description: string;
  keywords: string;
}

export interface SitePage extends PageInfo {
  /**
   * The day the page's copy or pictures last changed in substance (ISO date), given as its
   * lastmod in the sitemap. Bump it with such a change, not for a fix a reader would not see.
   */
  updated: string;
  /** The still its share card is composed from: the page's hero, or a fitting one. */
  picture: ImageName;
  /** Kept out of search results and the sitemap: staff tools and pages reached after an action. */
  noindex?: true;
}

const keywords = "Grand Cayman residences, Beach Bay, branded residences, luxury real estate";

export const pages = {
  "/": {
    title: "Beachfront Residences on Grand Cayman",
    description:
      "Forty-two two-to-five-bedroom beachfront residences on a 1,000-foot beach in Grand Cayman, with the service of a legendary hotel.",
    keywords: `${keywords}, beachfront condominiums`,
    // Its structured data counts the residences still available, which an import changes.
    updated: "2026-11-30",
    picture: "resort-shore",
  },
  "/introduction": {
    title: "An Introduction",
    description:
      "Discover a private collection of beachfront residences on Grand Cayman and register your interest with our sales team.",
    keywords: `${keywords}, register interest`,
    updated: "2026-11-21",
    picture: "beachfront-views",
  },
  "/overview": {
    title: "Overview: Paradise Without Compromise",
    description:
      "The resort plan: the Beach House, the Ocean House, the hotel, pools, gardens and a 1,000-foot beach on Grand Cayman.",
    keywords: `${keywords}, resort site plan`,
    updated: "2026-11-30",
    picture: "resort-aerial",
  },
  "/mandarin-oriental": {
    title: "Mandarin Oriental: A Legacy of Service",
    description:
      "Life with the service of Mandarin Oriental: dining, in-residence services, wellness, pampered pooches and the Residences Elite programme.",
    keywords: `${keywords}, Mandarin Oriental service, Residences Elite`,
    updated: "2026-11-30",
    picture: "hotel-gardens",
  },
  "/beach-house": {
    title: "The Beach House: Hotel & Residences",
    description:
      "Twenty two-, three- and four-bedroom residences in the Beach House, with waterfront architecture and indoor-outdoor living.",
    keywords: `${keywords}, Beach House residences`,
    updated: "2026-11-30",
    picture: "beach-house",
  },
  "/ocean-house": {
    title: "The Ocean House: Private Residences",
    description:
      "Private residences of up to five bedrooms with wrap-around terraces, a private club and panoramic views of the Caribbean Sea.",
    keywords: `${keywords}, Ocean House residences, penthouse`,
    updated: "2026-11-30",
    picture: "ocean-house",
  },
  "/amenities": {
    title: "Destination Amenities",
    description:
      "Five pool experiences, a club house and sports centre, coastal trails, a kids club and a sunset terrace on Grand Cayman.",
    keywords: `${keywords}, resort amenities, spa, kids club`,
    updated: "2026-11-30",
    picture: "resort-aerial",
  },
  "/grand-cayman": {
    title: "Grand Cayman: The Privilege of Privacy",
    description:
      "A perfect location: direct flights from North America and Europe, and an island of calm waters, reefs and privacy.",
    keywords: `${keywords}, flights to Grand Cayman, island map`,
    updated: "2026-11-30",
    picture: "island-coast",
  },
  "/availability": {
    title: "Floor Plans & Availability",
    description:
      "See which Beach House and Ocean House residences are available, with floor plans, areas and prices.",
    keywords: `${keywords}, floor plans, availability, prices`,
    updated: "2026-11-21",
    picture: "living-room",
  },
  "/team": {
    title: "Team",
    description: "The developer, architects, designers and sales team behind the residences.",
    keywords: `${keywords}, developer, architects`,
    updated: "2026-11-30",
    picture: "resort-aerial-east",
  },
  "/gallery": {
    title: "Gallery",
    description:
      "Images of the resort, the Beach House and Ocean House residences and the amenities.",
    keywords: `${keywords}, gallery, renderings`,
    updated: "2026-11-30",
    picture: "pool-lagoon",
  },
  "/press": {
    title: "Press",
    description: "News coverage and market insights about the residences and Grand Cayman.",
    keywords: `${keywords}, press, news, market insights`,
    updated: "2026-11-30",
    picture: "garden-walk",
  },
  "/contact": {
    title: "Inquire",
    description:
      "An extraordinary opportunity: register your interest or call our sales team about the residences.",
    keywords: `${keywords}, inquire, contact sales`,
    updated: "2026-11-30",
    picture: "resort-night",
  },
  "/thanks": {
    title: "Thank You",
    description: "Thank you for your inquiry. Our sales team will be in touch shortly.",
    keywords,
    updated: "2026-11-21",
    picture: "beach-dawn",
    noindex: true,
  },
  "/brokers/register": {
    title: "Register a Client",
    description:
      "For brokers: introduce a client to The Residences on Grand Cayman and have the introduction recorded with its time.",
    keywords: `${keywords}, broker registration, real estate agents`,
    updated: "2026-11-28",
    picture: "beach-dawn",
  },
  "/downloads": {
    title: "Downloads",
    description: "Download the fact sheet and view the brochure of the residences.",
    keywords: `${keywords}, fact sheet, brochure`,
    updated: "2026-11-30",
    picture: "resort-aerial",
  },
  "/legal": {
    title: "Legal",
    description: "Disclaimer, privacy notice, website terms and cookie notice.",
    keywords: `${keywords}, privacy notice, cookie notice`,
    updated: "2026-11-21",
    picture: "beach-dawn",
  },
  "/penthouse-1003": {
    title: "Penthouse 1003",
    description:
      "A full-floor penthouse of over 8,300 sq ft with four bedrooms and 3,300 sq ft of terraces: watch the film.",
    keywords: `${keywords}, penthouse`,
    updated: "2026-11-30",
    picture: "penthouse-living",
  },
  "/email-signature": {
    title: "Digital Signature Creator",
    description: "Create your email signature for the residences' sales and marketing team.",
    keywords,
    updated: "2026-11-30",
    picture: "beach-house",
    noindex: true,
  },
} as const satisfies Record<string, SitePage>;

export type PagePath = keyof typeof pages;

export const notFoundPage: PageInfo = {
  title: "Page Not Found",
  description: "The page you're on does not appear to exist.",
  keywords,
};

/** A press article's metadata: its title, its opening words, the press page's keywords. */
export function pressArticlePage(article: { title: string; excerpt: string }): PageInfo {
  const press = pages["/press"];
  return {
    title: article.title,
    description: article.excerpt || press.description,
    keywords: press.keywords,
  };
}

export function pageInfo(path: string): SitePage | undefined {
  return (pages as Record<string, SitePage>)[path];
}

/** The pages search engines are invited to index: the sitemap's list. */
export function indexablePaths(): PagePath[] {
  return (Object.keys(pages) as PagePath[]).filter((path) => !pageInfo(path)?.noindex);
}
