import type { MiddlewareFunction } from "react-router";
import { EXPIRED_TOKEN_ERROR } from "../../lib/site-api.ts";
import { CSRF_HEADER, csrfBinding, verifyCsrfToken } from "../csrf.server.ts";
import { servicesContext } from "../services.server.ts";
import { isSameOrigin } from "./same-origin.server.ts";

export const JSON_TYPE = "application/json";
export const FORM_TYPE = "application/x-www-form-urlencoded";

interface ApiCall {
  method: "GET" | "POST";
  /** Body types a POST accepts; anything else answers 415. */
  accepts?: readonly string[];
}

/**
 * The guard of each call of spec section 7 (and csrf-token), as middleware on its resource
 * route, so every spelling that reaches the route passes it: the site token in the path
 * (404), the method (405), and for a POST a same-origin check and the CSRF token (403) and
 * the body type (415). Bodies were limited to 16 KB before any route was chosen (app.server).
 */
export function apiGuard(call: ApiCall): MiddlewareFunction<Response> {
  return async ({ request, params, context }, next) => {
    const { config } = context.get(servicesContext);
    if (params.token !== config.siteToken) return answer(404, { message: "Not found." });
    const method = request.method;
    if (method !== call.method && !(call.method === "GET" && method === "HEAD")) {
      return answer(
        405,
        { message: "This call does not accept that method." },
        { Allow: call.method === "GET" ? "GET, HEAD" : call.method },
      );
    }
    if (call.method === "POST") {
      if (!isSameOrigin(request, config.publicOrigin, { requireSignal: false })) {
        return answer(403, { error: "origin", message: "Cross-site requests are not accepted." });
      }
      const binding = csrfBinding(request, config.isHttps);
      const token = request.headers.get(CSRF_HEADER) ?? undefined;
      if (!verifyCsrfToken(config.secret, binding ?? undefined, token)) {
        return answer(403, {
          error: EXPIRED_TOKEN_ERROR,
          message: "This page has expired. Please reload it and try again.",
        });
      }
      if (!call.accepts?.includes(contentType(request))) {
        return answer(415, { message: `Send this call as ${call.accepts?.join(" or ")}.` });
      }
    }
    // Every answer of a call says no-store itself (read-api-body.server.ts).
    return next();
  };
}

export function contentType(request: Request): string {
  return (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

function answer(status: number, body: object, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}
