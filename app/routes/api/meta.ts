import { pageMetadata } from "../../server/api/page-metadata.server.ts";
import { jsonAnswer, readApiFields } from "../../server/api/read-api-body.server.ts";
import { servicesContext } from "../../server/services.server.ts";
import type { Route } from "./+types/meta";

/**
 * POST /api/meta/{token} with the form field path (`home` for the root): the page's
 * title, description and keywords; an unknown path answers 404 with Page Not Found's.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { storage } = context.get(servicesContext);
  const { path } = await readApiFields(request);
  if (typeof path !== "string" || path.length > 300) {
    return jsonAnswer({ message: "Send the page's path in the field path." }, 422);
  }
  const { found, metadata } = await pageMetadata(storage, path);
  return jsonAnswer(metadata, found ? 200 : 404);
}
