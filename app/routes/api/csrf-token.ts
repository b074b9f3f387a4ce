import { jsonAnswer } from "../../server/api/read-api-body.server.ts";
import { responseTokensContext } from "../../server/services.server.ts";
import type { Route } from "./+types/csrf-token";

/**
 * GET /api/csrf-token/{token}: a fresh CSRF token for this visitor's cookie, for a page
 * whose token has expired. Safe as a GET: other sites cannot read the answer.
 */
export function loader({ context }: Route.LoaderArgs) {
  return jsonAnswer({ token: context.get(responseTokensContext).csrfToken });
}
