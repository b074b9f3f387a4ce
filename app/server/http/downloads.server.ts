import { posix, resolve } from "node:path";
import { Router } from "express";

/**
 * Download links for the site's documents (spec section 7: availability files at
 * /download{path}): /download/documents/x.pdf answers with the same file as /documents/x.pdf,
 * marked as an attachment so the browser saves it instead of opening it.
 *
 * The file is sent relative to the documents folder (send's `root` option), which refuses any
 * path that climbs out of it; dotfiles are ignored. Anything that is not a file there falls
 * through to the next handler, so the site's own 404 page answers.
 */
export function downloads(clientDir = resolve("build/client")): Router {
  const documentsDir = resolve(clientDir, "documents");
  const router = Router();
  router.get("/download/documents/*path", (req, res, next) => {
    // Express 5 gives the wildcard as decoded path segments.
    const segments: unknown = req.params.path;
    if (!Array.isArray(segments) || segments.length === 0) return next();
    const path = segments.join("/");
    res.sendFile(
      path,
      {
        root: documentsDir,
        dotfiles: "ignore",
        // Sent only with the file, so a fall-through 404 page never carries them. Cache-Control
        // is set here rather than through maxAge so it wins over headers set earlier for pages.
        headers: {
          "Content-Disposition": attachment(posix.basename(path)),
          "Cache-Control": "public, max-age=3600",
        },
      },
      (error) => {
        // Refused, missing or a folder: not a download. Once bytes are on their way
        // (a client that hung up mid-file) there is nothing left to answer.
        if (error && !res.headersSent) next();
      },
    );
  });
  return router;
}

/** Documents have kebab-case names; anything that could break the quoted string is replaced. */
function attachment(filename: string): string {
  return `attachment; filename="${filename.replace(/[^\x20-\x7e]|["\\]/g, "_")}"`;
}
