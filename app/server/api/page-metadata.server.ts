import { notFoundPage, type PageInfo, pageInfo, pressArticlePage } from "../../content/pages.ts";
import { documentTitle } from "../../lib/page-meta.ts";
import { findPressArticle } from "../press.server.ts";
import { pageId, parsePage, readRows } from "../site/site-settings.server.ts";
import type { Queryable } from "../storage/storage.server.ts";

export interface PageMetadata {
  title: string;
  description: string;
  keywords: string;
}

/**
 * The meta call's answer for a route path as the spec sends it: without its leading
 * slash, `home` for the root. The same PageInfo the server renders into <head> (with the words
 * marketing stored), so the two never disagree; the title is the document title.
 */
export async function pageMetadata(
  storage: Queryable,
  requested: string,
): Promise<{ found: boolean; metadata: PageMetadata }> {
  const page = await findPage(storage, requestedPath(requested));
  const info = page ?? notFoundPage;
  return {
    found: Boolean(page),
    metadata: {
      title: documentTitle(info),
      description: info.description,
      keywords: info.keywords,
    },
  };
}

function requestedPath(requested: string): string {
  const bare =
    requested
      .trim()
      .split(/[?#]/)[0]
      ?.replace(/^\/+|\/+$/g, "") ?? "";
  return bare === "home" || bare === "" ? "/" : `/${bare}`;
}

async function findPage(storage: Queryable, path: string): Promise<PageInfo | undefined> {
  const page = pageInfo(path);
  if (page) return { ...page, ...parsePage((await readRows(storage, [pageId(path)]))[0]) };
  const article = /^\/press\/([a-z0-9-]{1,120})$/.exec(path)?.[1];
  if (!article) return undefined;
  const found = await findPressArticle(storage, article);
  return found ? pressArticlePage(found) : undefined;
}
