import { jsonAnswer, readApiFields, textAnswer } from "../../server/api/read-api-body.server.ts";
import { findPressArticle } from "../../server/press.server.ts";
import { servicesContext } from "../../server/services.server.ts";
import type { Route } from "./+types/press-article";

const NOT_FOUND = "not-found";

/** POST /api/press-article/{token} with article (the route's slug): the article or not-found. */
export async function action({ request, context }: Route.ActionArgs) {
  const { storage, logger } = context.get(servicesContext);
  const { article } = await readApiFields(request);
  if (typeof article !== "string" || !/^[a-z0-9-]{1,120}$/.test(article)) {
    return textAnswer(NOT_FOUND);
  }
  try {
    const found = await findPressArticle(storage, article);
    return found ? jsonAnswer(found) : textAnswer(NOT_FOUND);
  } catch (error) {
    logger.error({ err: error }, "a press article could not be read");
    return textAnswer(NOT_FOUND);
  }
}
