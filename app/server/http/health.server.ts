import { Router } from "express";
import type { Storage } from "../storage/storage.server.ts";

/** Liveness (the process answers) and readiness (storage answers) for load balancers. */
export function healthRoutes(storage: Storage) {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok" });
  });
  router.get("/readyz", async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      await storage.ping();
      res.json({ status: "ready", storage: storage.kind });
    } catch (error) {
      req.log?.warn({ err: error }, "storage not reachable");
      res.status(503).json({ status: "unavailable" });
    }
  });
  return router;
}
