import { readdirSync } from "node:fs";
import { resolve, sep } from "node:path";
import express, { type RequestHandler, Router } from "express";
import expressStaticGzip from "express-static-gzip";

const YEAR_SECONDS = 31_536_000;

/**
 * Generated media is addressed with a version query (`?v=`) that changes whenever the file
 * does, so a versioned request may be cached for good; an unversioned one only for an hour.
 */
const cacheVersionedMedia: RequestHandler = (req, res, next) => {
  if (typeof req.query.v === "string") {
    res.setHeader("Cache-Control", `public, max-age=${YEAR_SECONDS}, immutable`);
  }
  next();
};

/**
 * Files from the client build. Hashed assets never change, so they are cached for a
 * year, as are versioned media; other public files (icons, documents) for an hour.
 * Scripts and styles go out as the Brotli or gzip copies the build made of them
 * (scripts/vite/precompressed-assets.ts), whichever the browser accepts, Brotli first.
 */
export function staticFiles(clientDir = resolve("build/client")) {
  const router = Router();
  const emailMedia = resolve(clientDir, "media", "email") + sep;
  router.use(
    "/assets",
    expressStaticGzip(resolve(clientDir, "assets"), {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      index: false,
      serveStatic: { immutable: true, maxAge: "1y", index: false, fallthrough: false },
    }),
  );
  router.use(
    "/media",
    cacheVersionedMedia,
    express.static(resolve(clientDir, "media"), {
      index: false,
      fallthrough: false,
      cacheControl: false,
      setHeaders: (res, path) => {
        if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", "public, max-age=3600");
        // Email signatures load their logo from mail clients on other origins.
        if (path.startsWith(emailMedia)) {
          res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
        }
      },
    }),
  );
  // Only requests for what the build put at its top level reach the disk: a page's path
  // would otherwise cost a failed stat on every request.
  const topLevel = new Set(readdirSync(clientDir));
  const rootFiles = express.static(clientDir, { maxAge: "1h", index: false });
  router.use((req, res, next) => {
    const first = req.path.split("/", 2)[1] ?? "";
    if (topLevel.has(first)) return rootFiles(req, res, next);
    next();
  });
  return router;
}
