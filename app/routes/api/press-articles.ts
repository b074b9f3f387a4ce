import { jsonAnswer, readApiFields } from "../../server/api/read-api-body.server.ts";
import { pressQueryFrom, readPressList } from "../../server/press.server.ts";
import { servicesContext } from "../../server/services.server.ts";
import type { Route } from "./+types/press-articles";

/**
 * POST /api/press-articles/{token} with page and category: one page of the press list.
 * Anything unexpected in the query gives the defaults (news, page 1), never an error.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { storage, logger } = context.get(servicesContext);
  const { list } = await readPressList(
    storage,
    pressQueryFrom(await readApiFields(request)),
    (error) => logger.error({ err: error }, "the press list could not be read"),
  );
  return jsonAnswer(list);
}
