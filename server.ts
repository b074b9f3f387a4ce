/**
 * Process entry: `node server.ts` serves the production build, `node server.ts --dev`
 * runs Vite in middleware mode. Everything else lives in app/server/http/app.server.ts.
 */
import { createServer } from "node:http";
import type { ServerBuild } from "react-router";

type SiteModule = typeof import("./app/server/http/app.server.ts");

const development = process.argv.includes("--dev");

async function loadSite() {
  if (!development) {
    const site: SiteModule = await import(new URL("./build/server/index.js", import.meta.url).href);
    return site.createSite();
  }
  const vite = await import("vite").then((v) =>
    v.createServer({ server: { middlewareMode: true }, appType: "custom" }),
  );
  const site = (await vite.ssrLoadModule("./app/server/http/app.server.ts")) as SiteModule;
  return site.createSite({
    devMiddleware: vite.middlewares,
    loadBuild: () =>
      vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  });
}

async function main() {
  let site: Awaited<ReturnType<typeof loadSite>>;
  try {
    site = await loadSite();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`The site could not start.\n${message}\n`);
    if (!development && /build\/server\/index\.js/.test(message)) {
      process.stderr.write("Run `npm run build` first (or use `npm start`, which builds).\n");
    }
    process.exit(1);
  }
  const { listener, refuseTunnel, config, logger, beginShutdown, close, metricsListener } = site;
  // Slow senders are cut off in seconds rather than Node's five minutes: headers within 10 s,
  // the whole request (bodies are at most 16 KB) within 20 s, checked every second.
  const server = createServer(
    { headersTimeout: 10_000, requestTimeout: 20_000, connectionsCheckingInterval: 1_000 },
    listener,
  ).listen(config.port, config.host, () => {
    logger.info(`listening on ${config.publicOrigin} (bound to ${config.host}:${config.port})`);
  });
  server.keepAliveTimeout = 65_000;
  // A port in use or an address this machine does not have: say which setting, not a stack.
  server.on("error", async (error: NodeJS.ErrnoException) => {
    process.stderr.write(`The site could not start.\n${listenProblem(error, config)}\n`);
    await close().catch(() => {});
    process.exit(1);
  });
  // CONNECT never reaches the app: Node hands it to this event.
  server.on("connect", refuseTunnel);
  // Prometheus scrapes a listener of its own (METRICS_PORT), never the public port.
  const metrics = config.metrics;
  const metricsServer =
    metricsListener && metrics
      ? createServer(metricsListener).listen(metrics.port, metrics.host, () => {
          logger.info(`metrics on http://${metrics.host}:${metrics.port}/metrics`);
        })
      : null;
  metricsServer?.on("error", async (error: NodeJS.ErrnoException) => {
    process.stderr.write(
      `The site could not start.\nMETRICS_PORT=${metrics?.port} (METRICS_HOST=${metrics?.host}): cannot listen there (${error.code ?? error.message}). Use a free port, or an address of this machine.\n`,
    );
    await close().catch(() => {});
    process.exit(1);
  });

  // First /readyz answers 503 for the grace period while everything else is still served, so
  // load balancers stop sending new visitors here; then the server stops accepting, finishes
  // the requests in flight and closes the site (delivery worker, storage).
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    beginShutdown();
    const graceMs = config.shutdownGraceMs;
    if (graceMs === 0) return drain(signal);
    logger.info({ signal, graceMs }, "shutting down: /readyz answers 503 for the grace period");
    setTimeout(() => drain(signal), graceMs);
  };
  const drain = (signal: string) => {
    logger.info({ signal }, "shutting down: finishing in-flight requests");
    // Keep-alive connections turn idle once their request ends; close them as they do,
    // or they would hold the server open until their timeout.
    const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
    server.close(async () => {
      clearInterval(idleSweep);
      metricsServer?.close();
      metricsServer?.closeAllConnections();
      await close();
      logger.info("stopped");
      process.exit(0);
    });
    setTimeout(() => {
      logger.warn("in-flight requests did not finish within 10 s; exiting");
      process.exit(1);
    }, 10_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

function listenProblem(
  error: NodeJS.ErrnoException,
  { port, host }: { port: number; host: string },
) {
  if (error.code === "EADDRINUSE") {
    return `PORT=${port}: port ${port} on ${host} is already in use. Stop what is using it, or set PORT to another port.`;
  }
  if (error.code === "EACCES") {
    return `PORT=${port}: this user may not listen on port ${port}. Use a port above 1023, or a proxy in front.`;
  }
  if (["EADDRNOTAVAIL", "ENOTFOUND", "EAI_AGAIN", "EAI_NONAME"].includes(error.code ?? "")) {
    return `HOST=${host}: not an address of this machine. Use 0.0.0.0 (every interface), 127.0.0.1, or one of its own addresses.`;
  }
  return `Listening on ${host}:${port} (HOST, PORT) failed: ${error.code ?? error.message}`;
}

await main();
