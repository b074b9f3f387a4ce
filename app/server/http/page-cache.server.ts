import type { RequestHandler } from "express";
import type { ResponseTokens } from "../services.server.ts";

/**
 * Stand-ins rendered into cacheable pages in place of per-response values. They are
 * plain word characters so they pass unchanged through HTML attribute escaping and
 * the router's hydration data.
 */
export const TOKEN_PLACEHOLDERS: ResponseTokens = {
  nonce: "PAGECACHENONCEPLACEHOLDER",
  csrfToken: "PAGECACHECSRFPLACEHOLDER",
};

const placeholderPattern = new RegExp(
  `(${TOKEN_PLACEHOLDERS.nonce}|${TOKEN_PLACEHOLDERS.csrfToken})`,
);

/** A rendered page split around its placeholders, so serving it is a join, not a search. */
interface CachedPage {
  parts: string[];
}

export function compilePage(html: string): CachedPage {
  return { parts: html.split(placeholderPattern) };
}

export function fillPage(page: CachedPage, tokens: ResponseTokens): string {
  return page.parts
    .map((part) =>
      part === TOKEN_PLACEHOLDERS.nonce
        ? tokens.nonce
        : part === TOKEN_PLACEHOLDERS.csrfToken
          ? tokens.csrfToken
          : part,
    )
    .join("");
}

interface PageCacheOptions {
  /** Paths whose HTML is the same for every visitor (query strings never change it). */
  isCacheable: (path: string) => boolean;
  /**
   * What else a cacheable page's HTML shows from storage, read on every request: when it
   * differs from what the cached copy was rendered with, the page is rendered again. Other
   * instances read the same storage, so they follow a change at once too.
   */
  dataVersion?: (path: string) => Promise<string>;
  /** Renders a path for an anonymous visitor with TOKEN_PLACEHOLDERS in place of tokens. */
  render: (path: string) => Promise<Response>;
}

/**
 * Serves pages that need no per-request data from memory after their first render,
 * filling in this response's nonce and CSRF token. Each instance keeps its own copy,
 * built from the code and configuration it runs, so instances stay stateless.
 */
export function pageCache({
  isCacheable,
  dataVersion = async () => "",
  render,
}: PageCacheOptions): RequestHandler {
  const pages = new Map<string, { version: string; page: Promise<CachedPage | null> }>();
  const load = async (path: string) => {
    const response = await render(path);
    const isHtml = response.headers.get("content-type")?.startsWith("text/html");
    if (response.status !== 200 || !isHtml) {
      pages.delete(path);
      return null;
    }
    return compilePage(await response.text());
  };
  return async (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !isCacheable(req.path)) return next();
    try {
      const version = await dataVersion(req.path);
      let cached = pages.get(req.path);
      if (cached?.version !== version) {
        cached = { version, page: load(req.path) };
        pages.set(req.path, cached);
      }
      const compiled = await cached.page;
      if (!compiled) return next();
      res.status(200).type("html");
      res.send(fillPage(compiled, res.locals.tokens as ResponseTokens));
    } catch (error) {
      pages.delete(req.path);
      next(error);
    }
  };
}
