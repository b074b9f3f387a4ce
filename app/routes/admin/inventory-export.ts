import { servicesContext } from "../../server/services.server.ts";
import { exportUnitsCsv } from "../../server/units/units-csv.server.ts";
import type { Route } from "./+types/inventory-export";

/** The inventory as the CSV units:import reads (and units:export writes), as a download. */
export async function loader({ context }: Route.LoaderArgs) {
  const csv = await exportUnitsCsv(context.get(servicesContext).storage);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="residences.csv"',
    },
  });
}
