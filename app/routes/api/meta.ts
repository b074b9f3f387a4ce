import { metaAnswer } from "../../server/api/read-calls.server.ts";
import { apiGuard, FORM_TYPE, JSON_TYPE } from "../../server/http/api-guard.server.ts";
import { servicesContext } from "../../server/services.server.ts";
import type { Route } from "./+types/meta";

/** POST /api/meta/{token} with path: a page's title, description and keywords. */
export const middleware: Route.MiddlewareFunction[] = [
  apiGuard({ method: "POST", accepts: [FORM_TYPE, JSON_TYPE] }),
];

export function action({ request, context }: Route.ActionArgs) {
  return metaAnswer(context.get(servicesContext), request);
}
