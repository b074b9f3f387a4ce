import type { MiddlewareFunction } from "react-router";
import { isAdminPath } from "../../lib/admin/staff-sections.ts";
import { contentVersion, pageEtag } from "../content-versions.server.ts";
import { servicesContext } from "../services.server.ts";

/**
 * Public pages are the same bytes for every visitor, so a shared cache (a CDN, nginx) keeps
 * them for a minute and may serve one a minute stale while it fetches the next: a price or
 * press import shows everywhere within that time. Browsers revalidate every time.
 */
export const PUBLIC_PAGE = "public, max-age=0, s-maxage=60, stale-while-revalidate=60";
/** An answer to what one visitor posted. */
export const PER_VISITOR = "private, no-store";

/**
 * The cache policy of every answer the router gives, as the root route's middleware: a
 * posted form's answer is private; a page that states no policy of its own is public, with
 * a validator from the release and the stored content's version, and a request that holds
 * the current validator is answered 304 without rendering.
 */
export const pageCaching: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  if (request.method !== "GET" && request.method !== "HEAD") {
    const response = await next();
    // A post to a page without an action: a plain refusal, not the error page.
    if (response.status === 405) return methodNotAllowed();
    response.headers.set("Cache-Control", PER_VISITOR);
    return response;
  }
  const { storage, release } = context.get(servicesContext);
  // The back office is never a public page: its own middleware makes every answer private.
  if (release === null || isAdminPath(new URL(request.url).pathname)) return next();
  // The content version costs a query: it is read for a conditional request or a public page
  // only, never for the API's own GETs.
  const currentEtag = async () => pageEtag(release, await contentVersion(storage));
  const ifNoneMatch = request.headers.get("if-none-match");
  if (ifNoneMatch) {
    const etag = await currentEtag();
    if (holdsValidator(ifNoneMatch, etag)) {
      return new Response(null, {
        status: 304,
        headers: { ETag: etag, "Cache-Control": PUBLIC_PAGE },
      });
    }
  }
  const response = await next();
  if (
    !response.headers.has("Cache-Control") &&
    (response.status === 200 || response.status === 404)
  ) {
    response.headers.set("Cache-Control", PUBLIC_PAGE);
    response.headers.set("ETag", await currentEtag());
  }
  return response;
};

function holdsValidator(ifNoneMatch: string, etag: string): boolean {
  // Weak comparison (RFC 9110 13.1.2): a cache may send the tag with or without W/.
  const opaque = etag.slice(2);
  return ifNoneMatch.split(",").some((tag) => {
    const given = tag.trim();
    return given === etag || given === opaque || given === `W/${opaque}`;
  });
}

function methodNotAllowed(): Response {
  return new Response("This page does not accept that method.", {
    status: 405,
    headers: {
      Allow: "GET, HEAD",
      "Cache-Control": "no-store",
      "Content-Type": "text/plain; charset=utf-8",
    },
  });
}
