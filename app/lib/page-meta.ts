import type { MetaDescriptor } from "react-router";
import { type PageInfo, pageInfo } from "../content/pages.ts";
import { SITE_NAME } from "../content/site.ts";
import type { PublicEnv } from "./public-env.ts";

/** The document title shown in the browser: page first, then the development. */
export function documentTitle(page: Pick<PageInfo, "title">): string {
  return `${page.title} | ${SITE_NAME}`;
}

/**
 * Every tag the spec asks of a page's metadata: title, description, keywords, Dublin
 * Core, Open Graph and Twitter title/description/url, and the canonical link (origin
 * plus path). Used by every route's meta export, on the server and after navigation.
 */
export function metaTags(page: Pick<PageInfo, "title" | "description" | "keywords">, url: string) {
  const title = documentTitle(page);
  return [
    { title },
    { name: "description", content: page.description },
    { name: "keywords", content: page.keywords },
    { tagName: "link", rel: "schema.DC", href: "http://purl.org/dc/elements/1.1/" },
    { name: "DC.title", content: title },
    { name: "DC.description", content: page.description },
    { name: "DC.subject", content: page.keywords },
    { name: "DC.identifier", content: url },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:url", content: url },
    { tagName: "link", rel: "canonical", href: url },
  ] satisfies MetaDescriptor[];
}

interface MetaArgsLike {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
}

/** The public origin, from the root loader's data (present on every page). */
export function publicOrigin(matches: MetaArgsLike["matches"]): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as
    | { env: PublicEnv }
    | undefined;
  return root?.env.publicOrigin ?? "";
}

/** Meta for a page listed in app/content/pages.ts, at the path it was rendered for. */
export function pageMeta(path: string, args: MetaArgsLike): MetaDescriptor[] {
  const page = pageInfo(path);
  if (!page) throw new Error(`No page metadata for ${path}`);
  return metaTags(page, `${publicOrigin(args.matches)}${path}`);
}
