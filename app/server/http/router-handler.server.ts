import { createRequestHandler, type ServerBuild } from "react-router";
import type { RouterHandler } from "./page-handler.server.ts";

/**
 * React Router's request handler for a build that is loaded on first use. Handed a function,
 * createRequestHandler calls it and derives the whole route table again on every request,
 * which suits Vite's reloading in development; in production the build never changes, so it
 * is loaded once (again after a failure) and the route table derived once.
 */
export function routerHandler(
  loadBuild: () => Promise<ServerBuild>,
  mode: "development" | "production",
): RouterHandler {
  if (mode === "development") return createRequestHandler(loadBuild, mode);
  let handler: Promise<RouterHandler> | null = null;
  return async (request, context) => {
    handler ??= loadBuild().then(
      (build) => createRequestHandler(build, mode),
      (error: unknown) => {
        handler = null;
        throw error;
      },
    );
    return (await handler)(request, context);
  };
}
