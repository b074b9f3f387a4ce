import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import { Counter, collectDefaultMetrics, Histogram, Registry } from "prom-client";
import type { LeadDestination } from "../delivery/outbox.server.ts";
import type { RouterHandler } from "../http/page-handler.server.ts";
import type { Queryable } from "../storage/storage.server.ts";
import { type RouteLabeller, unroutedLabel } from "./route-labels.server.ts";
import { registerStoredGauges } from "./stored-gauges.server.ts";

/** What the inquiry pipeline reports; does nothing when metrics are off. */
export interface LeadMetrics {
  inquiryStored(inquiry: { suspectedBot: boolean }): void;
}

export const noLeadMetrics: LeadMetrics = { inquiryStored: () => {} };

interface SiteMetricsOptions {
  storage: Queryable;
  destinations: readonly LeadDestination[];
  /** Names the route React Router answers a path with (route-labels.server.ts). */
  routeOf: RouteLabeller;
  /** How long a scrape waits for the database (stored-gauges.server.ts). */
  timeoutMs?: number;
}

const METHODS = new Set(["GET", "HEAD", "POST"]);

/**
 * The site's Prometheus metrics, in a registry of its own (not prom-client's global one), so
 * tests can make several sites in one process. Created only when METRICS_PORT is set:
 * without it no request is timed and nothing is collected.
 */
export function createSiteMetrics({
  storage,
  destinations,
  routeOf,
  timeoutMs,
}: SiteMetricsOptions) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Counter({
    name: "http_requests_total",
    help: "Answered requests by route (a React Router route id, or what answered before routing), method and status",
    labelNames: ["route", "method", "status"],
    registers,
  });
  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival until its answer was handed to the network",
    labelNames: ["route", "method"],
    registers,
  });
  const renders = new Histogram({
    name: "page_render_duration_seconds",
    help: "Server render of a page: React Router's middleware, loaders and the whole HTML (not 304s, HEAD or data requests)",
    labelNames: ["route"],
    registers,
  });
  const inquiries = new Counter({
    name: "inquiries_stored_total",
    help: "Inquiries newly stored (a resent one is not counted again), by whether they look automated",
    labelNames: ["suspected_bot"],
    registers,
  });
  for (const suspected of ["false", "true"]) inquiries.inc({ suspected_bot: suspected }, 0);
  registerStoredGauges(registry, { storage, destinations, timeoutMs });
  const routed = new WeakMap<IncomingMessage, string>();

  return {
    registry,
    inquiryStored: ({ suspectedBot }: { suspectedBot: boolean }) =>
      inquiries.inc({ suspected_bot: String(suspectedBot) }),

    /** Counts and times a request once its answer is sent, as the request log does. */
    observe(req: IncomingMessage, res: ServerResponse) {
      const started = performance.now();
      res.once("finish", () => {
        const method = METHODS.has(req.method ?? "") ? (req.method as string) : "other";
        const route =
          routed.get(req) ??
          unroutedLabel((req.url ?? "/").split("?", 1)[0] ?? "/", res.statusCode);
        requests.inc({ route, method, status: res.statusCode });
        durations.observe({ route, method }, (performance.now() - started) / 1000);
      });
    },

    /** Marks a request as React Router's, labelled by the route that answers its path. */
    routed(req: IncomingMessage & { path: string }) {
      routed.set(req, routeOf(req.path));
    },

    /** React Router's handler, timing each document it renders. */
    timeRenders(handle: RouterHandler): RouterHandler {
      return async (request, context) => {
        const started = performance.now();
        const response = await handle(request, context);
        const rendered =
          request.method === "GET" &&
          response.status !== 304 &&
          response.headers.get("Content-Type")?.startsWith("text/html");
        if (rendered) {
          const route = routeOf(new URL(request.url).pathname);
          renders.observe({ route }, (performance.now() - started) / 1000);
        }
        return response;
      };
    },

    /** The metrics listener's requests: GET /metrics, in Prometheus's text format. */
    listener: (async (req, res) => {
      res.setHeader("Cache-Control", "no-store");
      if ((req.url ?? "/").split("?", 1)[0] !== "/metrics") {
        res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found\n");
        return;
      }
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.writeHead(405, { Allow: "GET, HEAD", "Content-Type": "text/plain" }).end();
        return;
      }
      try {
        const body = await registry.metrics();
        res.writeHead(200, { "Content-Type": registry.contentType });
        res.end(req.method === "HEAD" ? undefined : body);
      } catch {
        // The database's collectors never throw (stored-gauges.server.ts); this is a bug.
        res
          .writeHead(500, { "Content-Type": "text/plain" })
          .end("Metrics could not be collected\n");
      }
    }) satisfies RequestListener,
  };
}

export type SiteMetrics = ReturnType<typeof createSiteMetrics>;
