import type { IncomingMessage, ServerResponse } from "node:http";
import { resolve } from "node:path";
import compression from "compression";
import express, { type ErrorRequestHandler, type RequestHandler } from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { SignInBudget } from "../admin/sign-in-budget.server.ts";
import { createStaffAuth } from "../admin/staff-auth.server.ts";
import { parseConfig } from "../config.server.ts";
import { startDeliveryWorker } from "../delivery/delivery-worker.server.ts";
import { configuredDestinations } from "../delivery/outbox.server.ts";
import { InquiryBudget } from "../leads/inquiry-budget.server.ts";
import { startLeadRetention } from "../leads/lead-retention.server.ts";
import { createLogger } from "../logger.server.ts";
import { routeLabeller } from "../metrics/route-labels.server.ts";
import { createSiteMetrics, noLeadMetrics } from "../metrics/site-metrics.server.ts";
import { seedContent } from "../seed/seed-content.server.ts";
import { clientAddressContext, type Services, servicesContext } from "../services.server.ts";
import { holdInstanceLock } from "../storage/instance-lock.server.ts";
import { openStorage } from "../storage/storage.server.ts";
import { canonicalPaths } from "./canonical-path.server.ts";
import { crawlerFiles } from "./crawler-files.server.ts";
import { downloads } from "./downloads.server.ts";
import { healthRoutes } from "./health.server.ts";
import { pageHandler } from "./page-handler.server.ts";
import { proxyWarning } from "./proxy-warning.server.ts";
import {
  knownMethods,
  limitedBodies,
  readableHost,
  refuseTunnel,
} from "./request-limits.server.ts";
import { requestLogging } from "./request-logging.server.ts";
import { routerHandler } from "./router-handler.server.ts";
import { securityHeaders } from "./security-headers.server.ts";
import { serverErrorPage } from "./server-error-page.server.ts";
import { staticFiles } from "./static-files.server.ts";

interface SiteOptions {
  /** Loads the React Router build; in development Vite reloads it on every change. */
  loadBuild?: () => Promise<ServerBuild>;
  /** Vite's dev middleware, which serves client modules instead of build/client. */
  devMiddleware?: RequestHandler;
}

/**
 * The whole HTTP application, as the request listener of Node's HTTP server. Every request
 * is logged, its path must be canonical, its method known and its body within 16 KB; then
 * static files and health checks are answered, and React Router answers the rest from
 * app/routes.ts, where each route's middleware guards it. Created once per process.
 */
export async function createSite({ loadBuild = defaultBuild, devMiddleware }: SiteOptions = {}) {
  const config = parseConfig();
  const logger = createLogger(config.logLevel);
  // Held while the instance runs, so npm run db:restore never replaces a database in use.
  const instanceLock = await holdInstanceLock(config, logger);
  const storage = await openStorage({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await seedContent(storage, logger);
  const worker = startDeliveryWorker({ storage, config, logger });
  const retention = startLeadRetention({ storage, config, logger });
  const development = Boolean(devMiddleware);
  const headers = securityHeaders(config, { development });
  const destinations = configuredDestinations(config);
  // Requests are timed and counted only for a metrics listener (METRICS_PORT).
  const metrics = config.metrics
    ? createSiteMetrics({
        storage,
        destinations,
        routeOf: await loadBuild().then(routeLabeller, () => () => "unmatched"),
      })
    : null;
  const services: Services = {
    config,
    logger,
    storage,
    leadDelivery: { destinations, nudge: worker.nudge },
    inquiryBudget: new InquiryBudget(storage, config, logger),
    staffAuth: createStaffAuth({ config, storage, logger }),
    signInBudget: new SignInBudget(storage, config, logger),
    metrics: metrics ?? noLeadMetrics,
    // A build that cannot load fails every page anyway (answered 500 by the router).
    release: development
      ? null
      : await loadBuild().then(
          (build) => build.assets.version,
          () => "unavailable",
        ),
    documentPolicy: headers.documentPolicy,
  };
  // Sentry is loaded only with a DSN; it reports what is logged at error level.
  const errorReporting = config.sentry
    ? (await import("../metrics/error-reporting.server.ts")).startErrorReporting({
        ...config.sentry,
        release: services.release ?? undefined,
      })
    : null;
  if (errorReporting) logger.info("errors logged at error level are reported to Sentry");
  const handleWithRouter = routerHandler(loadBuild, development ? "development" : "production");
  const shutdown = new AbortController();

  const app = express();
  app.disable("x-powered-by");
  // Pages send a validator made from the content version (page-caching.server.ts); static
  // files send their own.
  app.set("etag", false);
  app.set("trust proxy", config.trustProxy);
  app.use(proxyWarning(config.trustProxy, logger));
  app.use(
    readableHost,
    canonicalPaths,
    knownMethods,
    limitedBodies,
    headers.middleware,
    compression(),
  );
  app.use(healthRoutes(storage, shutdown.signal));
  app.use(crawlerFiles({ storage, origin: config.publicOrigin }));
  app.use(devMiddleware ?? staticFiles());
  // In development the public folder is served as it is; in production, from the build.
  app.use(development ? downloads(resolve("public")) : downloads());
  app.use(
    pageHandler({
      handle: metrics ? metrics.timeRenders(handleWithRouter) : handleWithRouter,
      contextFor: (req) => {
        metrics?.routed(req);
        const context = new RouterContextProvider();
        context.set(servicesContext, services);
        context.set(clientAddressContext, req.ip ?? "unknown");
        return context;
      },
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
  for (const warning of config.warnings) logger.warn(warning);
  if (!config.gaMeasurementId && !config.gtmId) {
    logger.info("analytics not configured: no page views leave the site");
  }
  logger.info({ storage: storage.kind, publicOrigin: config.publicOrigin }, "site ready");

  const logRequest = requestLogging(logger);
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    metrics?.observe(req, res);
    logRequest(req, res, () => app(req, res));
  };

  return {
    listener,
    refuseTunnel,
    config,
    logger,
    /** Answers GET /metrics, for a listener of its own on METRICS_PORT; null when unset. */
    metricsListener: metrics?.listener ?? null,
    /** From now on /readyz answers 503; everything else is still served. */
    beginShutdown: () => shutdown.abort(),
    close: async () => {
      await worker.stop();
      await retention.stop();
      await storage.close();
      await instanceLock.release();
      await errorReporting?.close(2_000);
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
