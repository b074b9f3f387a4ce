import { servicesContext } from "../server/services.server.ts";
import { factSheetResponse } from "../server/site/fact-sheet.server.ts";
import { publicSite } from "../server/site/public-site.server.ts";
import type { Route } from "./+types/fact-sheet";

/** The fact sheet opened in the browser: the downloads' link (spec section 2, /downloads). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const services = context.get(servicesContext);
  return factSheetResponse(services, await publicSite(services), request, "inline");
}
