import type { RequestHandler } from "express";
import type { Config } from "../config.server.ts";
import type { Logger } from "../logger.server.ts";

/**
 * Behind a proxy or load balancer without TRUST_PROXY, every request seems to come from the
 * proxy's address, so all visitors share one inquiry budget. The first request that carries
 * X-Forwarded-For says so once per process (never with the header's value: it is the
 * visitor's address). Nothing is refused: the budgets keep counting by the address they see.
 */
export function proxyWarning(trustProxy: Config["trustProxy"], logger: Logger): RequestHandler {
  let warned = trustProxy !== false;
  return (req, _res, next) => {
    if (!warned && req.headers["x-forwarded-for"] !== undefined) {
      warned = true;
      logger.warn(
        "a request came through a proxy (X-Forwarded-For) but TRUST_PROXY is not set: every visitor shares the proxy's address and one inquiry budget; set TRUST_PROXY to the proxy's hop count (such as 1) or its addresses (such as 10.0.0.0/8)",
      );
    }
    next();
  };
}
