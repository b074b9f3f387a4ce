import { jsonAnswer } from "../../server/api/read-api-body.server.ts";
import {
  csrfBinding,
  csrfCookieName,
  csrfSetCookie,
  newCsrfBinding,
  signCsrfToken,
} from "../../server/csrf.server.ts";
import { apiGuard } from "../../server/http/api-guard.server.ts";
import { servicesContext } from "../../server/services.server.ts";
import type { Route } from "./+types/csrf-token";

export const middleware: Route.MiddlewareFunction[] = [apiGuard({ method: "GET" })];

/**
 * GET /api/csrf-token/{token}: this visitor's CSRF token, which the page puts in its
 * csrf-token meta tag before its first call (pages are the same for every visitor, so they
 * carry none), and again when a page left open past a day finds its token expired. A first
 * visitor's cookie is set here. Safe as a GET: other sites cannot read the answer.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { config } = context.get(servicesContext);
  const existing = csrfBinding(request, config.isHttps);
  const binding = existing ?? newCsrfBinding();
  const answer = jsonAnswer({ token: signCsrfToken(config.secret, binding) });
  answer.headers.set("Cache-Control", "private, no-store");
  if (!existing) {
    answer.headers.append(
      "Set-Cookie",
      csrfSetCookie(csrfCookieName(config.isHttps), binding, config.isHttps),
    );
  }
  return answer;
}
