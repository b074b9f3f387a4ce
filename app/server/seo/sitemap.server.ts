import { indexablePaths, pages } from "../../content/pages.ts";
import { listPressArticleDates } from "../press.server.ts";
import type { Queryable } from "../storage/storage.server.ts";
import { unitsUpdatedAt } from "../units/units.server.ts";

export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** W3C date or date and time. */
  lastmod: string;
}

/** The later of two ISO dates or dates and times (ISO strings sort as they run). */
const later = (a: string, b: string | null | undefined) => (b && b > a ? b : a);

/**
 * Every page search engines are invited to index, then every press article, newest first.
 * A page's lastmod is the day its copy last changed (app/content/pages.ts); the pages that
 * show live data take that data's date when it is newer: / and /availability the last price
 * list import (the home page counts the residences available), /press its newest article.
 */
export async function sitemapEntries(storage: Queryable, origin: string): Promise<SitemapEntry[]> {
  const [articles, units] = await Promise.all([
    listPressArticleDates(storage),
    unitsUpdatedAt(storage),
  ]);
  const dataDates: Partial<Record<string, string | null>> = {
    "/": units,
    "/availability": units,
    "/press": articles[0]?.date,
  };
  return [
    ...indexablePaths().map((path) => ({
      loc: `${origin}${path}`,
      lastmod: later(pages[path].updated, dataDates[path]),
    })),
    ...articles.map((article) => ({ loc: `${origin}${article.path}`, lastmod: article.date })),
  ];
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

/** The sitemaps.org XML document for these entries. */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url>\n    <loc>${escapeXml(entry.loc)}</loc>\n    <lastmod>${escapeXml(entry.lastmod)}</lastmod>\n  </url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * Every public page may be crawled, including the noindex ones (a crawler must read a page to
 * see its noindex); the API, which answers calls rather than showing pages, and the staff's
 * back office, which answers every crawler with a sign-in redirect, are left out.
 */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /api/",
    "Disallow: /admin",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
