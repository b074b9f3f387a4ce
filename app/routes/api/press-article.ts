import { pressArticleAnswer } from "../../server/api/read-calls.server.ts";
import { apiGuard, FORM_TYPE, JSON_TYPE } from "../../server/http/api-guard.server.ts";
import { servicesContext } from "../../server/services.server.ts";
import type { Route } from "./+types/press-article";

/** POST /api/press-article/{token} with article: the article, or the text not-found. */
export const middleware: Route.MiddlewareFunction[] = [
  apiGuard({ method: "POST", accepts: [JSON_TYPE, FORM_TYPE] }),
];

export function action({ request, context }: Route.ActionArgs) {
  return pressArticleAnswer(context.get(servicesContext), request);
}
