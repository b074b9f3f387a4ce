/**
 * The pages' schema.org data (JSON-LD), built from the content and the public configuration.
 * Each builder is typed against schema.org by schema-dts (types only: nothing of it ships),
 * and client-safe: the route meta functions run in the browser after navigation too.
 */
import type {
  ApartmentComplex,
  BreadcrumbList,
  Graph,
  NewsArticle,
  Organization,
  Thing,
  VideoObject,
  WebSite,
} from "schema-dts";
import { organizationLogo } from "../content/media/share-image-manifest.ts";
import { pages } from "../content/pages.ts";
import { SITE_NAME, SITE_SHORT_NAME, siteAddress } from "../content/site.ts";
import { type FilmEntry, filmUrl, shareMediaUrl } from "./media.ts";
import type { PublicEnv } from "./public-env.ts";
import type { ResidenceCounts } from "./units.ts";

type SiteEnv = Pick<PublicEnv, "publicOrigin" | "salesPhone" | "social">;

const organizationId = (origin: string) => `${origin}/#organization`;
const websiteId = (origin: string) => `${origin}/#website`;

const address = {
  "@type": "PostalAddress",
  addressLocality: siteAddress.locality,
  addressRegion: siteAddress.island,
  addressCountry: siteAddress.countryCode,
} as const;

/** The development's sales organisation: name, logo, sales phone and the footer's profiles. */
export function organization({ publicOrigin, salesPhone, social }: SiteEnv): Organization {
  return {
    "@type": "Organization",
    "@id": organizationId(publicOrigin),
    name: SITE_NAME,
    alternateName: SITE_SHORT_NAME,
    url: `${publicOrigin}/`,
    logo: `${publicOrigin}${shareMediaUrl(organizationLogo)}`,
    telephone: salesPhone,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      telephone: salesPhone,
      availableLanguage: "English",
    },
    address,
    sameAs: [social.facebook, social.linkedin, social.instagram],
  };
}

export function webSite({ publicOrigin }: Pick<PublicEnv, "publicOrigin">): WebSite {
  return {
    "@type": "WebSite",
    "@id": websiteId(publicOrigin),
    name: SITE_NAME,
    alternateName: SITE_SHORT_NAME,
    url: `${publicOrigin}/`,
    inLanguage: "en",
    publisher: { "@id": organizationId(publicOrigin) },
  };
}

/**
 * The development itself, on Grand Cayman. The counts come from the price list when it could
 * be read; without them the development is still described, with no numbers to mislead.
 */
export function apartmentComplex(
  { publicOrigin, salesPhone }: Pick<PublicEnv, "publicOrigin" | "salesPhone">,
  counts: ResidenceCounts | null,
): ApartmentComplex {
  return {
    "@type": "ApartmentComplex",
    "@id": `${publicOrigin}/#residences`,
    name: SITE_NAME,
    description: pages["/"].description,
    url: `${publicOrigin}/`,
    telephone: salesPhone,
    address,
    ...(counts && {
      numberOfAccommodationUnits: { "@type": "QuantitativeValue", value: counts.total },
      numberOfAvailableAccommodationUnits: {
        "@type": "QuantitativeValue",
        value: counts.available,
      },
    }),
  };
}

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

export function breadcrumbList(crumbs: readonly Crumb[]): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

interface ArticleFacts {
  title: string;
  excerpt: string;
  /** ISO date of publication. */
  date: string;
  /** The publication it appeared in; empty when the development published it itself. */
  publisher: string;
  /** The original, a PDF on this site or an address elsewhere; empty when there is none. */
  original: string;
}

/**
 * A press article as reported: the publication it appeared in is its publisher and author
 * (the development's own organisation when it has none), and the original is what it is based on.
 */
export function newsArticle(
  { publicOrigin }: Pick<PublicEnv, "publicOrigin">,
  article: ArticleFacts,
  page: { url: string; images: readonly string[] },
): NewsArticle {
  const source = article.publisher
    ? ({ "@type": "Organization", name: article.publisher } as const)
    : { "@id": organizationId(publicOrigin) };
  return {
    "@type": "NewsArticle",
    headline: article.title,
    description: article.excerpt,
    datePublished: article.date,
    url: page.url,
    mainEntityOfPage: page.url,
    image: page.images,
    author: source,
    publisher: source,
    ...(article.original && { isBasedOn: new URL(article.original, publicOrigin).href }),
  };
}

interface FilmFacts {
  name: string;
  version: number;
  title: string;
  description: string;
  /** ISO date the film was first published. */
  published: string;
}

export function videoObject(
  { publicOrigin }: Pick<PublicEnv, "publicOrigin">,
  film: FilmFacts,
  entry: Pick<FilmEntry, "seconds">,
): VideoObject {
  return {
    "@type": "VideoObject",
    name: film.title,
    description: film.description,
    thumbnailUrl: [`${publicOrigin}${filmUrl(film.name, film.version, "jpg")}`],
    contentUrl: `${publicOrigin}${filmUrl(film.name, film.version, "mp4")}`,
    encodingFormat: "video/mp4",
    uploadDate: film.published,
    duration: isoDuration(entry.seconds),
  };
}

/** Seconds as an ISO 8601 duration, as schema.org's Duration expects: 75 is PT1M15S. */
export function isoDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = whole % 60;
  const parts = [
    hours && `${hours}H`,
    minutes && `${minutes}M`,
    (rest || whole === 0) && `${rest}S`,
  ];
  return `PT${parts.filter(Boolean).join("")}`;
}

/** One JSON-LD document per page: the nodes refer to each other by @id. */
export function graph(nodes: readonly Thing[]): Graph {
  return { "@context": "https://schema.org", "@graph": nodes };
}
