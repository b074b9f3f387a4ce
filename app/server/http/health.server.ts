import { Router } from "express";
import type { Storage } from "../storage/storage.server.ts";

/**
 * Liveness (the process answers) and readiness (storage answers, and the process is not
 * shutting down) for load balancers. Once `shutdown` is aborted /readyz answers 503 while
 * every other request is still served, so a balancer takes the instance out of rotation
 * before it stops accepting connections (server.ts waits SHUTDOWN_GRACE_MS for that).
 */
export function healthRoutes(storage: Storage, shutdown: AbortSignal) {
  const router = Router();
  router.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "ok" });
  });
  router.get("/readyz", async (req, res) => {
    res.setHeader("Cache-Control", "no-store");
    if (shutdown.aborted) {
      res.status(503).json({ status: "shutting down" });
      return;
    }
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
