import { resolve } from "node:path";
import express, { Router } from "express";

/**
 * Files from the client build. Hashed assets never change, so they are cached for a
 * year; other public files (icons, media with version query values) for an hour.
 */
export function staticFiles(clientDir = resolve("build/client")) {
  const router = Router();
  router.use(
    "/assets",
    express.static(resolve(clientDir, "assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
      fallthrough: false,
    }),
  );
  router.use(express.static(clientDir, { maxAge: "1h", index: false }));
  return router;
}
