import { jsonAnswer } from "../../server/api/read-api-body.server.ts";
import { servicesContext } from "../../server/services.server.ts";
import { listUnits } from "../../server/units/units.server.ts";
import type { Route } from "./+types/units";

/** GET /api/units/{token}: the availability table's columns and every residence. */
export async function loader({ context }: Route.LoaderArgs) {
  const { storage, logger } = context.get(servicesContext);
  try {
    return jsonAnswer(await listUnits(storage));
  } catch (error) {
    logger.error({ err: error }, "the units could not be read");
    return jsonAnswer({ message: "Availability is not available just now." }, 503);
  }
}
