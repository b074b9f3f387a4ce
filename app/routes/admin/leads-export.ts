import { readInboxQuery } from "../../server/admin/lead-inbox-query.server.ts";
import { exportLeads } from "../../server/leads/lead-export.server.ts";
import { servicesContext } from "../../server/services.server.ts";
import type { Route } from "./+types/leads-export";

/**
 * The inbox's view as it is filtered, as the CSV `npm run leads:export` writes (the same
 * columns, by the same code). A filter the inbox could not read is left out there and here.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { view, filters } = readInboxQuery(new URL(request.url).searchParams);
  const { csv } = await exportLeads(context.get(servicesContext).storage, {
    from: filters.from,
    to: filters.to,
    audience: filters.audience,
    source: filters.source,
    status: filters.status,
    onlySuspected: view === "suspected",
  });
  const name = view === "suspected" ? "suspected-leads" : "leads";
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.csv"`,
    },
  });
}
