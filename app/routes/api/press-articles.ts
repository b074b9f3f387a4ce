import { pressArticlesAnswer } from "../../server/api/read-calls.server.ts";
import { apiGuard, FORM_TYPE, JSON_TYPE } from "../../server/http/api-guard.server.ts";
import { servicesContext } from "../../server/services.server.ts";
import type { Route } from "./+types/press-articles";

/** POST /api/press-articles/{token} with page and category: one page of the press list. */
export const middleware: Route.MiddlewareFunction[] = [
  apiGuard({ method: "POST", accepts: [JSON_TYPE, FORM_TYPE] }),
];

export function action({ request, context }: Route.ActionArgs) {
  return pressArticlesAnswer(context.get(servicesContext), request);
}
