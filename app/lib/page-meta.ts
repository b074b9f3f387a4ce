import type { MetaDescriptor } from "react-router";
import type { Thing } from "schema-dts";
import { type ShareCardName, shareImageManifest } from "../content/media/share-image-manifest.ts";
import { mainMenu } from "../content/navigation.ts";
import type { PressArticle } from "../content/pages/press.ts";
import {
  notFoundPage,
  type PageInfo,
  pageInfo,
  type pages,
  pressArticlePage,
} from "../content/pages.ts";
import { SITE_NAME } from "../content/site.ts";
import {
  PRESS_ARTICLE_CARD,
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
  shareMediaUrl,
} from "./media.ts";
import type { PublicEnv } from "./public-env.ts";
import type { PageWords } from "./site-settings.ts";
import {
  breadcrumbList,
  type Crumb,
  graph,
  newsArticle,
  organization,
  webSite,
} from "./structured-data.ts";

/** The document title shown in the browser: page first, then the development. */
export function documentTitle(page: Pick<PageInfo, "title">): string {
  return `${page.title} | ${SITE_NAME}`;
}

interface MetaOptions {
  /** The public configuration, from the root loader; absent only if that failed. */
  env: PublicEnv | undefined;
  /** The page's own address: canonical, og:url and the structured data's url. */
  url: string;
  card: ShareCardName;
  type?: "website" | "article";
  noindex?: boolean;
  /** The page's own schema.org nodes; the Organization and WebSite come with every page. */
  structuredData?: readonly Thing[];
  /** Extra tags, such as article:published_time. */
  extra?: readonly MetaDescriptor[];
}

/**
 * Every tag the spec asks of a page's metadata: title, description, keywords, Dublin
 * Core, Open Graph and Twitter (with the page's share card), the canonical link (origin
 * plus path), robots when the page stays out of search, and its JSON-LD. Used by every
 * route's meta export, on the server and after navigation.
 */
export function metaTags(
  page: Pick<PageInfo, "title" | "description" | "keywords"> & { shareText?: string },
  options: MetaOptions,
): MetaDescriptor[] {
  const { env, url, card } = options;
  const title = documentTitle(page);
  const shareText = page.shareText || page.description;
  const share = shareImageManifest[card];
  const image = `${env?.publicOrigin ?? ""}${shareMediaUrl(share)}`;
  return [
    { title },
    { name: "description", content: page.description },
    { name: "keywords", content: page.keywords },
    { tagName: "link", rel: "schema.DC", href: "http://purl.org/dc/elements/1.1/" },
    { name: "DC.title", content: title },
    { name: "DC.description", content: page.description },
    { name: "DC.subject", content: page.keywords },
    { name: "DC.identifier", content: url },
    ...(options.noindex ? [{ name: "robots", content: "noindex" }] : []),
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: options.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: shareText },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: "image/jpeg" },
    { property: "og:image:width", content: String(SHARE_IMAGE_WIDTH) },
    { property: "og:image:height", content: String(SHARE_IMAGE_HEIGHT) },
    { property: "og:image:alt", content: share.alt },
    ...(options.extra ?? []),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: shareText },
    { name: "twitter:url", content: url },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: share.alt },
    { tagName: "link", rel: "canonical", href: url },
    ...(env
      ? [
          {
            "script:ld+json": graph([
              organization(env),
              webSite(env),
              ...(options.structuredData ?? []),
            ]),
          },
        ]
      : []),
  ];
}

interface MetaArgsLike {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/** The public configuration, from the root loader's data (present on every page). */
export function rootEnv(matches: MetaArgsLike["matches"]): PublicEnv | undefined {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    | { env: PublicEnv }
    | undefined;
  return root?.env;
}

/** A page's words as marketing edited them, from the root loader's data; none when unedited. */
function editedWords(matches: MetaArgsLike["matches"], path: string): PageWords | undefined {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    | { pages?: Record<string, PageWords> }
    | undefined;
  return root?.pages?.[path];
}

/** The public origin, from the root loader's data (present on every page). */
export function publicOrigin(matches: MetaArgsLike["matches"]): string {
  return rootEnv(matches)?.publicOrigin ?? "";
}

const home = (origin: string): Crumb => ({ name: "Home", url: `${origin}/` });

/** A page's name in a breadcrumb: its menu entry where it has one, else its title. */
function crumbName(path: string): string {
  return mainMenu.find((entry) => entry.path === path)?.title ?? pageInfo(path)?.title ?? path;
}

interface PageMetaOptions {
  /** The address when the query matters (a page of the press list); the path otherwise. */
  canonicalPath?: string;
  structuredData?: (env: PublicEnv) => readonly Thing[];
}

/**
 * Meta for a page listed in app/content/pages.ts, at the path it was rendered for: its own
 * share card, noindex where the page says so, and a breadcrumb from the home page.
 */
export function pageMeta(
  path: string,
  args: MetaArgsLike,
  options: PageMetaOptions = {},
): MetaDescriptor[] {
  const code = pageInfo(path);
  if (!code) throw new Error(`No page metadata for ${path}`);
  const page = { ...code, ...editedWords(args.matches, path) };
  const env = rootEnv(args.matches);
  const origin = env?.publicOrigin ?? "";
  const url = `${origin}${options.canonicalPath ?? path}`;
  const crumbs =
    path === "/" ? [] : [breadcrumbList([home(origin), { name: crumbName(path), url }])];
  return metaTags(page, {
    env,
    url,
    card: path as keyof typeof pages,
    noindex: page.noindex,
    structuredData: [
      ...crumbs,
      ...(env && options.structuredData ? options.structuredData(env) : []),
    ],
  });
}

/** Page Not Found, at whatever address was asked for: never indexed. */
export function notFoundMeta(args: MetaArgsLike): MetaDescriptor[] {
  const env = rootEnv(args.matches);
  return metaTags(notFoundPage, {
    env,
    url: `${env?.publicOrigin ?? ""}${args.location.pathname}`,
    card: "/",
    noindex: true,
  });
}

/** A press article: an article to Open Graph, a NewsArticle to search, under Home and Press. */
export function pressArticleMeta(article: PressArticle, args: MetaArgsLike): MetaDescriptor[] {
  const env = rootEnv(args.matches);
  const origin = env?.publicOrigin ?? "";
  const url = `${origin}${article.path}`;
  // Its own picture first where it has one (a path on this site, checked on import), then
  // the share card.
  const images = [
    ...(article.image ? [`${origin}${article.image}`] : []),
    `${origin}${shareMediaUrl(shareImageManifest[PRESS_ARTICLE_CARD])}`,
  ];
  const crumbs = [home(origin), { name: crumbName("/press"), url: `${origin}/press` }];
  return metaTags(pressArticlePage(article), {
    env,
    url,
    card: PRESS_ARTICLE_CARD,
    type: "article",
    extra: [{ property: "article:published_time", content: article.date }],
    structuredData: env && [
      breadcrumbList([...crumbs, { name: article.title, url }]),
      newsArticle(env, { ...article, original: article.pdf || article.url }, { url, images }),
    ],
  });
}
