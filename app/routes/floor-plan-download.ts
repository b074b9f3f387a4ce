import { servicesContext } from "../server/services.server.ts";
import { floorPlanResponse } from "../server/units/floor-plan-response.server.ts";
import type { Route } from "./+types/floor-plan-download";

/** The same plan saved rather than opened: the price list's /download{path} link (spec 7). */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return floorPlanResponse(
    context.get(servicesContext).storage,
    request,
    params.file,
    "attachment",
  );
}
