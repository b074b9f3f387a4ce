import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/**
 * A request's `route` label: never its path, which is unbounded (every mistyped URL would
 * make a new series) and can carry personal data. A request React Router answers is named
 * by its route id (`routes/contact`, `routes/api/register-contact`, `routes/not-found`);
 * one answered before the router by a fixed name for what answered it.
 */
export type RouteLabeller = (pathname: string) => string;

/**
 * The id of the route that answers a path, from the build's own route table. React Router
 * does not hand the matched route to the HTTP layer, so this matches the path again with its
 * matcher, as its request handler does (lib/server-runtime/server.ts): a `.data` request (a
 * client navigation's loaders) counts under the page it loads, and the lazy route discovery
 * manifest under its own path.
 */
export function routeLabeller(
  build: Pick<ServerBuild, "routes" | "basename" | "routeDiscovery">,
): RouteLabeller {
  const tree = childRoutes(build.routes, undefined);
  const manifestPath =
    build.routeDiscovery.mode === "lazy" ? build.routeDiscovery.manifestPath : null;
  const match = (pathname: string) => {
    if (pathname === manifestPath) return manifestPath;
    const matches = matchRoutes(tree, withoutDataSuffix(pathname), build.basename);
    return matches?.at(-1)?.route.id ?? "unmatched";
  };
  // matchRoutes ranks the whole table again on every call, far slower than a lookup, so a
  // path's label is remembered; anyone can ask for any path, so only so many are.
  const known = new Map<string, string>();
  return (pathname) => {
    let label = known.get(pathname);
    if (label === undefined) {
      label = match(pathname);
      if (known.size >= MAX_REMEMBERED_PATHS) known.clear();
      known.set(pathname, label);
    }
    return label;
  };
}

const MAX_REMEMBERED_PATHS = 1_000;

function childRoutes(routes: ServerBuild["routes"], parentId: string | undefined): RouteObject[] {
  return Object.values(routes).flatMap((route): RouteObject[] => {
    if (!route || route.parentId !== parentId) return [];
    const { id, path, caseSensitive } = route;
    if (route.index) return [{ id, path, caseSensitive, index: true }];
    return [{ id, path, caseSensitive, children: childRoutes(routes, id) }];
  });
}

// As React Router's getNormalizedPath: /_.data is the root's data, /x.data the page /x's.
function withoutDataSuffix(pathname: string): string {
  if (pathname.endsWith("/_.data")) return pathname.slice(0, -"_.data".length);
  return pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
}

const ANSWERED_BY_EXPRESS = new Set(["/healthz", "/readyz", "/robots.txt", "/sitemap.xml"]);
const STATIC_FOLDERS = ["/assets", "/media", "/documents", "/download"];

/**
 * The label of a request the router never saw: health checks, crawler files and static
 * folders by name; anything else was refused or redirected before routing (a path spelled
 * another way, an unknown method, a body over its limit), or not found by Express.
 */
export function unroutedLabel(pathname: string, status: number): string {
  if (ANSWERED_BY_EXPRESS.has(pathname)) return pathname;
  const folder = STATIC_FOLDERS.find((prefix) => pathname.startsWith(`${prefix}/`));
  if (folder) return folder;
  return status === 404 ? "not_found" : "unrouted";
}
