import type {
  Request as ExpressRequest,
  Response as ExpressResponse,
  RequestHandler,
} from "express";
import type { ResponseTokens } from "../services.server.ts";
import { VersionedCache } from "../versioned-cache.server.ts";
import { type GzipTemplate, gzipFill, gzipTemplate } from "./gzip-template.server.ts";

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

type TokenName = keyof ResponseTokens;

const placeholderNames = new Map(
  (Object.keys(TOKEN_PLACEHOLDERS) as TokenName[]).map((name) => [TOKEN_PLACEHOLDERS[name], name]),
);

/**
 * A rendered page split around its placeholders and encoded once, so serving it is a copy
 * of bytes with this response's tokens between them, not a search or a re-encoding.
 */
interface CachedPage {
  /** One more chunk than tokens: chunk, token, chunk, ..., chunk. */
  chunks: Buffer[];
  tokens: TokenName[];
  /** The same chunks compressed once, for visitors whose browsers accept gzip. */
  gzip: GzipTemplate;
}

export function compilePage(html: string): CachedPage {
  const chunks: Buffer[] = [];
  const tokens: TokenName[] = [];
  for (const [index, part] of html.split(placeholderPattern).entries()) {
    const token = placeholderNames.get(part);
    if (index % 2 === 1 && token) tokens.push(token);
    else chunks.push(Buffer.from(part));
  }
  return { chunks, tokens, gzip: gzipTemplate(chunks) };
}

/** This response's value for each placeholder, in page order. */
function tokenValues(page: CachedPage, tokens: ResponseTokens): Buffer[] {
  const encoded = new Map<TokenName, Buffer>();
  return page.tokens.map((name) => {
    let value = encoded.get(name);
    if (!value) {
      value = Buffer.from(tokens[name]);
      encoded.set(name, value);
    }
    return value;
  });
}

/** The page with these tokens, as the pieces to write in order (see gzipFill). */
export function fillPage(page: CachedPage, tokens: ResponseTokens): Buffer[] {
  const values = tokenValues(page, tokens);
  const parts: Buffer[] = [];
  for (const [index, chunk] of page.chunks.entries()) {
    parts.push(chunk);
    const value = values[index];
    if (value) parts.push(value);
  }
  return parts;
}

/** Writes a body in pieces as one packet stream: the socket gets them in one writev. */
function endWith(res: ExpressResponse, parts: readonly Buffer[]) {
  let length = 0;
  for (const part of parts) length += part.length;
  res.setHeader("Content-Length", length);
  res.cork();
  for (const part of parts) res.write(part);
  res.end();
  res.uncork();
}

interface RenderedPage {
  status: number;
  page: CachedPage;
}

interface PageCacheOptions {
  /**
   * The cache's key for a page address (path and query string), or null for a page rendered
   * per request. Addresses with one key have the same HTML for every visitor.
   */
  cacheKey: (path: string, query: string) => string | null;
  /**
   * What else the page's HTML shows from storage, asked on every request: when it differs
   * from what the cached copy was rendered with, the page is rendered again. Other
   * instances read the same storage, so they follow a change within a second too.
   */
  dataVersion?: (key: string) => Promise<string>;
  /** Renders a key for an anonymous visitor with TOKEN_PLACEHOLDERS in place of tokens. */
  render: (key: string) => Promise<Response>;
  /** This response's tokens (the visitor's first gets their CSRF cookie set). */
  tokens: (req: ExpressRequest, res: ExpressResponse) => ResponseTokens;
}

/**
 * Serves pages that need no per-visitor data from memory after their first render,
 * filling in this response's nonce and CSRF token. Each instance keeps its own copy,
 * built from the code and configuration it runs, so instances stay stateless.
 *
 * It answers completely by itself (tokens, compression, caching headers), so the app mounts
 * it ahead of everything but logging and the security headers: the busiest answers skip
 * every other middleware.
 */
export function pageCache({
  cacheKey,
  dataVersion = async () => "",
  render,
  tokens: issueTokens,
}: PageCacheOptions): RequestHandler {
  const pages = new VersionedCache<RenderedPage | null>();
  const load = async (key: string): Promise<RenderedPage | null> => {
    const response = await render(key);
    const isHtml = response.headers.get("content-type")?.startsWith("text/html");
    if (!isHtml) {
      await response.body?.cancel();
      return null;
    }
    return { status: response.status, page: compilePage(await response.text()) };
  };
  return async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const queryStart = req.url.indexOf("?");
    const key = cacheKey(req.path, queryStart === -1 ? "" : req.url.slice(queryStart + 1));
    if (key === null) return next();
    try {
      const version = await dataVersion(key);
      // Only a page that rendered fully is kept; an address that names no page (a removed
      // article) is answered from this render, and rendered again next time.
      const rendered = await pages.get(
        key,
        version,
        () => load(key),
        (kept) => kept?.status === 200,
      );
      if (!rendered) return next();
      const { page } = rendered;
      const tokens = issueTokens(req, res);
      const gzip =
        req.headers["accept-encoding"] !== undefined &&
        req.acceptsEncodings("gzip", "identity") === "gzip";
      const parts = gzip ? gzipFill(page.gzip, tokenValues(page, tokens)) : fillPage(page, tokens);
      res.statusCode = rendered.status;
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      // Pages carry per-visitor tokens: shared caches must never store them.
      res.setHeader("Cache-Control", "private, no-cache");
      res.setHeader("Vary", "Accept-Encoding");
      if (gzip) res.setHeader("Content-Encoding", "gzip");
      endWith(res, parts);
    } catch (error) {
      next(error);
    }
  };
}
