import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { DocumentTokensContext } from "./lib/document-tokens.ts";
import { deferScripts } from "./server/defer-scripts.server.ts";
import { responseTokensContext, servicesContext } from "./server/services.server.ts";

export const streamTimeout = 5_000;

/**
 * Renders every document completely before answering (onAllReady): pages are small,
 * crawlers and the page cache need the whole HTML, and visitors get no half-painted
 * luxury page.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const tokens = loadContext.get(responseTokensContext);
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <DocumentTokensContext value={tokens}>
        <ServerRouter context={routerContext} url={request.url} nonce={tokens.nonce} />
      </DocumentTokensContext>,
      {
        nonce: tokens.nonce,
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
              const html = deferScripts(Buffer.concat(chunks).toString("utf8"));
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

export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const details = { err: error, path: new URL(request.url).pathname };
  // The context is missing only when the request failed before the router could start.
  if (context) context.get(servicesContext).logger.error(details, "render failed");
  else console.error(details);
};
