import type { IncomingMessage, ServerResponse } from "node:http";
import accepts from "accepts";
import type { ResponseTokens } from "../services.server.ts";
import { VersionedCache } from "../versioned-cache.server.ts";
import { type GzipTemplate, gzipFill, gzipTemplate } from "./gzip-template.server.ts";
import { newNonce } from "./security-headers.server.ts";

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

/** Writes the head in one go and the body in pieces as one packet stream (one writev). */
function answer(res: ServerResponse, status: number, headers: string[], parts: readonly Buffer[]) {
  let length = 0;
  for (const part of parts) length += part.length;
  headers.push("Content-Length", String(length));
  res.writeHead(status, headers);
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
  /** A response's security headers for its nonce, as a flat list of names and values. */
  securityHeaders: (nonce: string) => string[];
  /** A response's tokens for its nonce, and the CSRF cookie to set on a first visit. */
  tokens: (
    cookieHeader: string | undefined,
    nonce: string,
  ) => { tokens: ResponseTokens; setCookie: string | null };
}

/**
 * Serves pages that need no per-visitor data from memory after their first render,
 * filling in this response's nonce and CSRF token. Each instance keeps its own copy,
 * built from the code and configuration it runs, so instances stay stateless.
 *
 * It answers completely by itself (security headers, tokens, compression, caching headers),
 * with the head written in one go, on Node's own request and response: the server asks it
 * before Express (app.server.ts), so the busiest answers skip the framework altogether.
 * Express gives every request and response it handles a new prototype, and the objects' shapes
 * changing on each request slowed every property access after it. Anything it does not answer
 * goes on to `next`; a page it could not render goes on too, to be rendered per request.
 */
export function pageCache({
  cacheKey,
  dataVersion = async () => "",
  render,
  securityHeaders,
  tokens: issueTokens,
}: PageCacheOptions) {
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
  return async (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const url = req.url ?? "/";
    const queryStart = url.indexOf("?");
    const key =
      queryStart === -1
        ? cacheKey(url, "")
        : cacheKey(url.slice(0, queryStart), url.slice(queryStart + 1));
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
      const nonce = newNonce();
      const { tokens, setCookie } = issueTokens(req.headers.cookie, nonce);
      const gzip =
        req.headers["accept-encoding"] !== undefined &&
        accepts(req).encoding("gzip", "identity") === "gzip";
      const parts = gzip ? gzipFill(page.gzip, tokenValues(page, tokens)) : fillPage(page, tokens);
      const headers = securityHeaders(nonce);
      if (setCookie) headers.push("Set-Cookie", setCookie);
      headers.push(
        "Content-Type",
        "text/html; charset=utf-8",
        // Pages carry per-visitor tokens: shared caches must never store them.
        "Cache-Control",
        "private, no-cache",
        "Vary",
        "Accept-Encoding",
      );
      if (gzip) headers.push("Content-Encoding", "gzip");
      answer(res, rendered.status, headers, parts);
    } catch (error) {
      next(error);
    }
  };
}
