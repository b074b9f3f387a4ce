import { exportBrokerRegistrationsCsv } from "../../server/brokers/broker-registrations-csv.server.ts";
import { servicesContext } from "../../server/services.server.ts";
import type { Route } from "./+types/registrations-export";

/** Every broker registration as a spreadsheet, newest first (the guard lets sales and admins in). */
export async function loader({ context }: Route.LoaderArgs) {
  const csv = await exportBrokerRegistrationsCsv(context.get(servicesContext).storage);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="broker-registrations.csv"',
    },
  });
}
