import type { RequestHandler } from "express";
import { pages } from "../../content/pages.ts";

// Spellings a URL parser or file system may read as something else: encoded dots, slashes
// and backslashes.
const ENCODED_SEPARATOR = /%(2e|2f|5c)/gi;

/** Every page's path, and the press articles' (their slugs are lower case too). */
const isPage = (path: string) => path.replace(/\/$/, "") in pages || path.startsWith("/press/");

/**
 * The one spelling of a path: single slashes, no dot segments, nothing encoded that a
 * parser would turn into a separator, and a page's path in lower case (/PRESS is /press, not a
 * second page with a body class page-PRESS). Anything else keeps its case: asset names, the
 * site token and unknown paths (Page Not Found) are case-sensitive. Returns the path itself
 * when it is already canonical.
 */
export function canonicalPath(path: string): string {
  const resolved = resolvedPath(path);
  const lower = resolved.toLowerCase();
  return lower !== resolved && isPage(lower) ? lower : resolved;
}

function resolvedPath(path: string): string {
  const decoded = path
    .replace(ENCODED_SEPARATOR, (encoded) => decodeURIComponent(encoded))
    .replaceAll("\\", "/");
  const segments: string[] = [];
  for (const segment of decoded.split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") segments.pop();
    else segments.push(segment);
  }
  const trailingSlash = segments.length > 0 && /[/\\]$|\/\.{1,2}$/.test(decoded);
  return `/${segments.join("/")}${trailingSlash ? "/" : ""}`;
}

/**
 * Every request is routed by one spelling of its path, so nothing reaches a route around
 * the guards beside it: GET and HEAD are sent to the canonical path (308), any other method
 * is refused (400) before its body is read.
 */
export const canonicalPaths: RequestHandler = (req, res, next) => {
  const url = req.originalUrl;
  const queryAt = url.indexOf("?");
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const canonical = canonicalPath(path);
  if (canonical === path) return next();
  res.setHeader("Cache-Control", "no-store");
  if (req.method === "GET" || req.method === "HEAD") {
    res.redirect(308, canonical + (queryAt === -1 ? "" : url.slice(queryAt)));
    return;
  }
  res.status(400).type("text").send("Bad request: the address is not in its canonical form.");
};
