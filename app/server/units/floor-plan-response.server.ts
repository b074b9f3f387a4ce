import type { Queryable } from "../storage/storage.server.ts";
import { readFloorPlan } from "./floor-plans.server.ts";

/**
 * A stored floor plan as the price list links it (/floor-plans/B-104.pdf?v=…) or offers it
 * for download: cached for a year at its current version, whose address changes with the
 * content; any other address of it is revalidated within the pages' minute.
 */
export async function floorPlanResponse(
  storage: Queryable,
  request: Request,
  file: string | undefined,
  disposition: "inline" | "attachment",
): Promise<Response> {
  const residence = /^([A-Za-z0-9-]{1,12})\.pdf$/.exec(file ?? "")?.[1];
  const plan = residence ? await readFloorPlan(storage, residence) : null;
  if (!residence || !plan) {
    return new Response("Not found.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const current = new URL(request.url).searchParams.get("v") === plan.sha256.slice(0, 16);
  return new Response(new Uint8Array(plan.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(plan.pdf.length),
      "Content-Disposition": `${disposition}; filename="${residence}-floor-plan.pdf"`,
      "Cache-Control": current
        ? "public, max-age=31536000, immutable"
        : "public, max-age=0, s-maxage=60",
      ETag: `"${plan.sha256}"`,
    },
  });
}
