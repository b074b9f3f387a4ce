import { describe, expect, it } from "vitest";
import { storageBackends, useTestStorage } from "../../../tests/support/test-storage.ts";
import { indexablePaths, pages } from "../../content/pages.ts";
import { pressArticleInputSchema, savePressArticles } from "../press-import.server.ts";
import { replaceUnits } from "../units/units.server.ts";
import { parseUnitsCsv } from "../units/units-csv.server.ts";
import { robotsTxt, sitemapEntries, sitemapXml } from "./sitemap.server.ts";

const origin = "https://example.ky";

describe("sitemap and robots.txt", () => {
  it("write one <url> per entry, escaped, in the sitemaps.org namespace", () => {
    const xml = sitemapXml([
      { loc: "https://example.ky/", lastmod: "2026-11-21" },
      { loc: "https://example.ky/press?a=1&b=2", lastmod: "2026-12-01T10:00:00.000Z" },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "  <url>\n    <loc>https://example.ky/</loc>\n    <lastmod>2026-11-21</lastmod>\n  </url>",
        "  <url>\n    <loc>https://example.ky/press?a=1&amp;b=2</loc>\n    <lastmod>2026-12-01T10:00:00.000Z</lastmod>\n  </url>",
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it("let every page be crawled and point to the sitemap by its absolute address", () => {
    const robots = robotsTxt(origin);
    expect(robots).toContain("User-agent: *\nAllow: /\n");
    expect(robots).toContain("\nSitemap: https://example.ky/sitemap.xml\n");
    expect(robots).not.toMatch(/Disallow: \/(thanks|email-signature|press)?\s/);
  });

  it("keep crawlers out of the API and the back office", () => {
    const robots = robotsTxt(origin);
    expect(robots).toContain("\nDisallow: /api/\n");
    expect(robots).toContain("\nDisallow: /admin\n");
  });

  it("list the indexable pages only", () => {
    expect(indexablePaths()).not.toContain("/thanks");
    expect(indexablePaths()).not.toContain("/email-signature");
    expect(indexablePaths()).toHaveLength(Object.keys(pages).length - 2);
  });
});

const units = `residence,house,bedrooms,interior_sq_ft,terrace_sq_ft,price_usd,status,floor_plan
B-101,Beach,3,3350,1040,4150000,Available,/documents/floor-plans/beach-house-residence-b.pdf
`;

describe.each(storageBackends)("sitemap entries on $kind", (backend) => {
  const db = useTestStorage(backend);

  it("date pages by their content, and the live pages by their newest data", async () => {
    const empty = await sitemapEntries(db.storage, origin);
    expect(empty.map((entry) => entry.loc)).toEqual(indexablePaths().map((p) => `${origin}${p}`));
    expect(empty.every((entry) => /^\d{4}-\d{2}-\d{2}/.test(entry.lastmod))).toBe(true);

    const parsed = parseUnitsCsv(units);
    if (!parsed.ok) throw new Error("the test's CSV is invalid");
    const imported = new Date("2099-01-02T03:04:05.000Z");
    await db.storage.transaction((tx) => replaceUnits(tx, parsed.records, imported));
    const article = (slug: string, date: string) =>
      pressArticleInputSchema.parse({
        slug,
        title: slug,
        date,
        category: "news",
        description: "<p>Text</p>",
      });
    await db.storage.transaction((tx) =>
      savePressArticles(tx, [article("older", "2020-01-01"), article("newest", "2098-05-06")], {
        replace: false,
      }),
    );

    const entries = await sitemapEntries(db.storage, origin);
    const lastmod = (path: string) =>
      entries.find((entry) => entry.loc === `${origin}${path}`)?.lastmod;
    expect(lastmod("/")).toBe("2099-01-02T03:04:05.000Z");
    expect(lastmod("/availability")).toBe("2099-01-02T03:04:05.000Z");
    expect(lastmod("/press")).toBe("2098-05-06");
    expect(lastmod("/overview")).toBe(pages["/overview"].updated);
    expect(entries.slice(-2)).toEqual([
      { loc: `${origin}/press/newest`, lastmod: "2098-05-06" },
      { loc: `${origin}/press/older`, lastmod: "2020-01-01" },
    ]);
  });
});
