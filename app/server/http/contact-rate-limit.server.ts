import type { RequestHandler } from "express";
import { ipKeyGenerator, rateLimit } from "express-rate-limit";
import type { Config } from "../config.server.ts";
import type { Storage } from "../storage/storage.server.ts";
import { DatabaseRateLimitStore } from "./rate-limit-store.server.ts";

const CONTACT_RATE_WINDOW_MS = 15 * 60 * 1000;

/** The answer a visitor gets once their connection has sent too many inquiries. */
export function rateLimitedMessage(config: Config): string {
  return `We have received several inquiries from your connection in a short time. Please try again in a few minutes, or call our sales team on ${config.salesPhone}.`;
}

/**
 * One budget of inquiries per client address, counted in the database so every instance
 * behind the load balancer shares it, whichever way the inquiry arrives (the
 * register-contact call or the form's own POST). `onLimited` decides the answer.
 */
export function contactRateLimit(
  config: Config,
  storage: Storage,
  onLimited: RequestHandler,
): RequestHandler {
  return rateLimit({
    windowMs: CONTACT_RATE_WINDOW_MS,
    limit: config.contactRateLimit,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    store: new DatabaseRateLimitStore(storage, config.secret),
    // A database hiccup in the counter must not turn a buyer away.
    passOnStoreError: true,
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? "unknown"),
    // Visitors may send X-Forwarded-For; it is simply not believed without TRUST_PROXY.
    validate: { xForwardedForHeader: false },
    handler: (req, res, next) => onLimited(req, res, next),
  });
}
