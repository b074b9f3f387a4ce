import { servicesContext } from "../server/services.server.ts";
import { floorPlanResponse } from "../server/units/floor-plan-response.server.ts";
import type { Route } from "./+types/floor-plan";

/** A floor plan uploaded from the back office, as the price list's file cell links it. */
export function loader({ request, params, context }: Route.LoaderArgs) {
  return floorPlanResponse(context.get(servicesContext).storage, request, params.file, "inline");
}
