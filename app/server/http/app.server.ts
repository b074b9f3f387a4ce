import type { IncomingMessage, ServerResponse } from "node:http";
import { resolve } from "node:path";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { apiReadCalls } from "../api/read-calls.server.ts";
import { parseConfig } from "../config.server.ts";
import { startDeliveryWorker } from "../delivery/delivery-worker.server.ts";
import { configuredDestinations } from "../delivery/outbox.server.ts";
import { createLogger } from "../logger.server.ts";
import { seedContent } from "../seed/seed-content.server.ts";
import {
  type ResponseTokens,
  responseTokensContext,
  type Services,
  servicesContext,
  type VisitorRequest,
  visitorRequestContext,
} from "../services.server.ts";
import { openStorage } from "../storage/storage.server.ts";
import { apiGuard } from "./api-guard.server.ts";
import { crawlerFiles } from "./crawler-files.server.ts";
import { downloads } from "./downloads.server.ts";
import { healthRoutes } from "./health.server.ts";
import { inquiryFormPosts } from "./inquiry-form-posts.server.ts";
import { pageCache, TOKEN_PLACEHOLDERS } from "./page-cache.server.ts";
import { pageCachePolicy } from "./page-cache-policy.server.ts";
import { pageHandler } from "./page-handler.server.ts";
import { requestLogging } from "./request-logging.server.ts";
import { responseTokens, tokenIssuer } from "./response-tokens.server.ts";
import { routerHandler } from "./router-handler.server.ts";
import { securityHeaderList, securityHeaders } from "./security-headers.server.ts";
import { serverErrorPage } from "./server-error-page.server.ts";
import { staticFiles } from "./static-files.server.ts";

interface SiteOptions {
  /** Loads the React Router build; in development Vite reloads it on every change. */
  loadBuild?: () => Promise<ServerBuild>;
  /** Vite's dev middleware, which serves client modules instead of build/client. */
  devMiddleware?: RequestHandler;
}

/**
 * The whole HTTP application, as the request listener of Node's HTTP server: every request is
 * logged; in production the page cache answers the pages it keeps, and one Express app serves
 * everything else (static assets, health checks, the API, every other page). Created once per
 * process by server.ts.
 */
export async function createSite({ loadBuild = defaultBuild, devMiddleware }: SiteOptions = {}) {
  const config = parseConfig();
  const logger = createLogger(config.logLevel);
  const storage = await openStorage({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await seedContent(storage, logger);
  const worker = startDeliveryWorker({ storage, config, logger });
  const services: Services = {
    config,
    logger,
    storage,
    leadDelivery: { destinations: configuredDestinations(config), nudge: worker.nudge },
  };
  const development = Boolean(devMiddleware);
  const mode = development ? "development" : "production";

  const contextFor = (tokens: ResponseTokens, visitor?: VisitorRequest) => {
    const context = new RouterContextProvider();
    context.set(servicesContext, services);
    context.set(responseTokensContext, tokens);
    if (visitor) context.set(visitorRequestContext, visitor);
    return context;
  };
  // One router handler serves both the page cache's renders and every other request.
  const handleWithRouter = routerHandler(loadBuild, mode);

  const app = express();
  app.disable("x-powered-by");
  // Pages carry per-response tokens and API answers are not to be stored, so an ETag (a
  // hash of every body) could never match; static files send their own.
  app.set("etag", false);
  app.set("trust proxy", config.trustProxy);
  const headersFor = securityHeaderList(config, { development });
  app.use(securityHeaders(headersFor));
  // The API answers before the middleware that only pages and files need: its read calls
  // are the busiest requests and bring their own compressed bytes. Calls it does not answer
  // itself go on to React Router below.
  const tokens = responseTokens(config);
  app.use("/api", tokens, apiGuard({ config, storage }), apiReadCalls({ storage, logger }));
  app.use(compression());
  app.use(healthRoutes(storage));
  app.use(crawlerFiles({ storage, origin: config.publicOrigin }));
  app.use(devMiddleware ?? staticFiles());
  // In development the public folder is served as it is; in production, from the build.
  app.use(development ? downloads(resolve("public")) : downloads());
  app.use(tokens);
  app.use(inquiryFormPosts({ config, storage }));
  app.use((_req, res, next) => {
    // Pages carry per-visitor tokens: shared caches must never store them.
    res.setHeader("Cache-Control", "private, no-cache");
    next();
  });
  app.use(
    pageHandler({
      handle: handleWithRouter,
      contextFor: (res) =>
        contextFor(res.locals.tokens as ResponseTokens, {
          csrfBinding: res.locals.csrfBinding as string,
          inquiryRateLimited: res.locals.inquiryRateLimited === true,
        }),
    }),
  );
  app.use(errorHandler);

  if (services.leadDelivery.destinations.length === 0) {
    logger.warn(
      "lead delivery not configured (LEAD_WEBHOOK_URL, SMTP_URL): inquiries are stored only; export them with npm run leads:export",
    );
  } else {
    logger.info({ destinations: services.leadDelivery.destinations }, "lead delivery configured");
  }
  if (!config.gaMeasurementId && !config.gtmId) {
    logger.info("analytics not configured: no page views leave the site");
  }
  logger.info({ storage: storage.kind, publicOrigin: config.publicOrigin }, "site ready");

  // Every request is logged, and a page the page cache keeps is answered before Express.
  const logRequest = requestLogging(logger);
  const cachedPages = development
    ? null
    : pageCache({
        ...pageCachePolicy(storage),
        render: (key) =>
          handleWithRouter(
            new Request(new URL(key, config.publicOrigin), { headers: { accept: "text/html" } }),
            contextFor(TOKEN_PLACEHOLDERS),
          ),
        securityHeaders: headersFor,
        tokens: tokenIssuer(config),
      });
  const listener = (req: IncomingMessage, res: ServerResponse) =>
    logRequest(req, res, () => {
      if (!cachedPages) return app(req, res);
      cachedPages(req, res, (error) => {
        if (error) logger.error({ err: error }, "the page cache failed; rendering per request");
        app(req, res);
      });
    });

  return {
    listener,
    config,
    logger,
    close: async () => {
      await worker.stop();
      await storage.close();
    },
  };
}

const defaultBuild = () =>
  import("virtual:react-router/server-build") as unknown as Promise<ServerBuild>;

const errorHandler: ErrorRequestHandler = (error, req, res, _next) => {
  const status = Number((error as { status?: unknown }).status);
  if (status >= 400 && status < 500) {
    // A client error raised by middleware (a missing asset, a malformed request): no page.
    res
      .status(status)
      .type("text")
      .send(status === 404 ? "Not found" : "Bad request");
    return;
  }
  req.log?.error({ err: error }, "request failed");
  if (res.headersSent) return res.end();
  res.status(500).type("html").send(serverErrorPage);
};
