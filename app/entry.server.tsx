import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { deferScripts } from "./server/defer-scripts.server.ts";
import { inlineScriptHashes } from "./server/http/inline-script-hashes.server.ts";
import { servicesContext } from "./server/services.server.ts";

export const streamTimeout = 5_000;

/**
 * Renders every document completely before answering (onAllReady): pages are small,
 * crawlers and shared caches need the whole HTML, its policy names the hashes of all its
 * inline scripts, and visitors get no half-painted luxury page.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const { documentPolicy } = loadContext.get(servicesContext);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} />,
      {
        // Every boundary is written in place. Left to its default, React moves a large finished
        // one (the inquiry form with its country lists) to the end of the document, to be put
        // back by a script: without JavaScript it would stay hidden.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const chunks: Buffer[] = [];
          const document = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeout);
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              const { html, startedScripts } = deferScripts(Buffer.concat(chunks));
              // A length, not chunks: a cache serves it back in one piece (a chunked 56 kB page
              // ended in a small last write that waited on the client's delayed ACK, 40 ms).
              responseHeaders.set("Content-Length", String(html.byteLength));
              // The page is the same for every visitor: its scripts are allowed by hash.
              if (documentPolicy) {
                responseHeaders.set(
                  "Content-Security-Policy",
                  documentPolicy(inlineScriptHashes(html, startedScripts)),
                );
              }
              resolve(new Response(html, { headers: responseHeaders, status }));
              callback();
            },
          });
          pipe(document);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError() {
          status = 500;
        },
      },
    );
  });
}

// React Router refuses a page's action posted from another origin before any middleware runs
// (lib/actions.ts); that is an attacker's request refused, not a failure of the site.
const REFUSED_CROSS_SITE_ACTION = /^(Bad Request|.*origin.* header.*Aborting the action\.)$/;

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  // A method the route does not answer (405) and other refusals are answers, not failures.
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const path = new URL(request.url).pathname;
  const logger = context?.get(servicesContext).logger;
  if (error instanceof Error && REFUSED_CROSS_SITE_ACTION.test(error.message)) {
    logger?.info({ path }, "cross-site action refused");
    return;
  }
  // The context is missing only when the request failed before the router could start.
  if (logger) logger.error({ err: error, path }, "render failed");
  else console.error({ err: error, path });
};
