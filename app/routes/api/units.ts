import { unitsAnswer } from "../../server/api/read-calls.server.ts";
import { apiGuard } from "../../server/http/api-guard.server.ts";
import { servicesContext } from "../../server/services.server.ts";
import type { Route } from "./+types/units";

/** GET /api/units/{token}: the price list's columns and residences. */
export const middleware: Route.MiddlewareFunction[] = [apiGuard({ method: "GET" })];

export function loader({ context }: Route.LoaderArgs) {
  return unitsAnswer(context.get(servicesContext));
}
