import type { MiddlewareFunction } from "react-router";

export const ADMIN_CACHE_CONTROL = "private, no-store";
export const ADMIN_ROBOTS = "noindex, nofollow";

/**
 * Every answer under /admin, pages, data, redirects and refusals alike, is for one member of
 * staff only: never kept by a cache, never indexed. The root's public policy never applies
 * (page-caching.server.ts leaves a Cache-Control that is already set alone).
 */
export const adminResponses: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  return withAdminHeaders(response);
};

function setAdminHeaders(headers: Headers): void {
  headers.set("Cache-Control", ADMIN_CACHE_CONTROL);
  headers.set("X-Robots-Tag", ADMIN_ROBOTS);
}

export function withAdminHeaders(response: Response): Response {
  try {
    setAdminHeaders(response.headers);
    return response;
  } catch {
    // Headers of a Response.redirect() or a fetched answer are immutable: copy them.
    const copy = new Response(response.body, response);
    setAdminHeaders(copy.headers);
    return copy;
  }
}
