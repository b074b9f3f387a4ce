import type { MiddlewareFunction } from "react-router";
import { servicesContext } from "../services.server.ts";
import { contentType, FORM_TYPE } from "./api-guard.server.ts";
import { isSameOrigin } from "./same-origin.server.ts";

/**
 * The guard of a page whose form posts to itself (an inquiry form without JavaScript), as
 * middleware on that page's route, so the HTML form post and React Router's `.data` request
 * pass the same checks: sent by the site's own page (403) as a form-encoded body (415).
 * The page is the same for every visitor, so the form carries no CSRF token: the browser's
 * Origin and Sec-Fetch-Site, which a page on another site cannot forge, stand in for it.
 */
export const formPostGuard = formPostGuardFor([FORM_TYPE]);

/** Forms that send a file too (the back office's CSV import) post multipart bodies. */
export const MULTIPART_TYPE = "multipart/form-data";

/** The same guard for a page whose forms post these body types. */
export function formPostGuardFor(accepts: readonly string[]): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    if (request.method === "GET" || request.method === "HEAD") return next();
    const { config } = context.get(servicesContext);
    if (!isSameOrigin(request, config.publicOrigin, { requireSignal: true })) {
      return refuse(403, "Forms from other sites are not accepted.");
    }
    if (!accepts.includes(contentType(request))) {
      return refuse(415, "The form could not be read. Please try again.");
    }
    return next();
  };
}

function refuse(status: number, message: string): Response {
  return new Response(message, {
    status,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
