import { writeReadableStreamToWritable } from "@react-router/node";
import type {
  Request as ExpressRequest,
  Response as ExpressResponse,
  RequestHandler,
} from "express";
import type { RouterContextProvider } from "react-router";

/** React Router's fetch-style handler, as createRequestHandler returns it. */
export type RouterHandler = (request: Request, context: RouterContextProvider) => Promise<Response>;

interface PageHandlerOptions {
  handle: RouterHandler;
  contextFor: (req: ExpressRequest) => RouterContextProvider;
}

/**
 * Hands a request to React Router and streams its answer back through Express. Written
 * here rather than taken from @react-router/express so that the request handler and
 * the RouterContextProvider it checks with instanceof always come from the same copy of
 * react-router (the caller's), including under Vite's dev module runner.
 */
export function pageHandler({ handle, contextFor }: PageHandlerOptions): RequestHandler {
  return async (req, res, next) => {
    try {
      const response = await handle(toFetchRequest(req, res), contextFor(req));
      await send(res, response);
    } catch (error) {
      // A visitor who leaves mid-answer closes the stream under it: nothing failed here,
      // and there is no one left to answer.
      if (res.destroyed) return;
      next(error);
    }
  };
}

function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  // Every body was read, within its limit, before a route was chosen (request-limits).
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  const body = hasBody ? new Uint8Array(Buffer.isBuffer(req.body) ? req.body : []) : null;
  // The path is canonical (canonical-path.server.ts), so the URL names the path the
  // guards were chosen by.
  return new Request(
    new URL(req.originalUrl, `${req.protocol}://${req.get("host") ?? "localhost"}`),
    {
      method: req.method,
      headers,
      signal: controller.signal,
      ...(body ? { body } : {}),
    },
  );
}

async function send(res: ExpressResponse, response: Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.status(response.status);
  // The router's headers replace any set earlier (Cache-Control above all); cookies add up.
  for (const [name, value] of response.headers.entries()) {
    if (name !== "set-cookie") res.setHeader(name, value);
  }
  for (const cookie of response.headers.getSetCookie()) res.append("Set-Cookie", cookie);
  // A 304 updates the headers the browser keeps with its copy: it must not replace the
  // document's policy (its scripts' hashes) with the one other answers carry.
  if (response.status === 304) res.removeHeader("Content-Security-Policy");
  if (!response.body) {
    res.end();
    return;
  }
  await writeReadableStreamToWritable(response.body, res);
}
