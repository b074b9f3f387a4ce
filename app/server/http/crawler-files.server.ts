import { Router } from "express";
import { robotsTxt, sitemapEntries, sitemapXml } from "../seo/sitemap.server.ts";
import type { Queryable } from "../storage/storage.server.ts";

interface CrawlerFileOptions {
  storage: Queryable;
  /** The public origin: every address in both files is absolute. */
  origin: string;
}

/**
 * /robots.txt and /sitemap.xml. Shared caches may keep them: they are the same for every
 * visitor. The sitemap follows imports within the hour; robots.txt only changes with a deploy.
 * A sitemap that cannot be read fails with 503 rather than listing some pages only.
 */
export function crawlerFiles({ storage, origin }: CrawlerFileOptions) {
  const router = Router();
  const robots = robotsTxt(origin);
  router.get("/robots.txt", (_req, res) => {
    res.setHeader("Cache-Control", "public, max-age=86400");
    res.type("text/plain; charset=utf-8").send(robots);
  });
  router.get("/sitemap.xml", async (req, res) => {
    try {
      const xml = sitemapXml(await sitemapEntries(storage, origin));
      res.setHeader("Cache-Control", "public, max-age=3600");
      res.type("application/xml; charset=utf-8").send(xml);
    } catch (error) {
      req.log?.error({ err: error }, "the sitemap could not be read");
      res.setHeader("Cache-Control", "no-store");
      res.setHeader("Retry-After", "300");
      res
        .status(503)
        .type("text/plain; charset=utf-8")
        .send("The sitemap is unavailable just now.");
    }
  });
  return router;
}
