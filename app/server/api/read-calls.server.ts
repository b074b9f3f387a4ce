import type { Logger } from "../logger.server.ts";
import { findPressArticle, pressQueryFrom, readPressList } from "../press.server.ts";
import type { Queryable } from "../storage/storage.server.ts";
import { listUnits } from "../units/units.server.ts";
import { pageMetadata } from "./page-metadata.server.ts";
import { apiFields, jsonAnswer, readApiBody, textAnswer } from "./read-api-body.server.ts";

/**
 * The read calls of spec section 7 (units, press-articles, press-article, meta), each the
 * body of its resource route (app/routes/api) behind the route's guard. Failures are
 * answered as the spec asks: the client ignores them, and nothing personal is logged.
 */
interface ReadCall {
  storage: Queryable;
  logger: Logger;
}

const NOT_FOUND = "not-found";

export async function unitsAnswer({ storage, logger }: ReadCall): Promise<Response> {
  try {
    return jsonAnswer(await listUnits(storage));
  } catch (error) {
    logger.error({ err: error }, "the units could not be read");
    return jsonAnswer({ message: "Availability is not available just now." }, 503);
  }
}

/** The list for the call's category and page; anything unexpected gives news, page 1. */
export async function pressArticlesAnswer(
  { storage, logger }: ReadCall,
  request: Request,
): Promise<Response> {
  const query = pressQueryFrom(apiFields(await readApiBody(request)));
  const { list } = await readPressList(storage, query, (error) => {
    logger.error({ err: error }, "the press list could not be read");
  });
  return jsonAnswer(list);
}

/** The article named by the call, or the text not-found. */
export async function pressArticleAnswer(
  { storage, logger }: ReadCall,
  request: Request,
): Promise<Response> {
  const { article } = apiFields(await readApiBody(request));
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

/** A page's title, description and keywords; an unknown path answers 404 with Page Not Found's. */
export async function metaAnswer(
  { storage, logger }: ReadCall,
  request: Request,
): Promise<Response> {
  const { path } = apiFields(await readApiBody(request));
  if (typeof path !== "string" || path.length > 300) {
    return jsonAnswer({ message: "Send the page's path in the field path." }, 422);
  }
  try {
    const { found, metadata } = await pageMetadata(storage, path);
    return jsonAnswer(metadata, found ? 200 : 404);
  } catch (error) {
    logger.error({ err: error }, "a page's metadata could not be read");
    return jsonAnswer({ message: "Metadata is not available just now." }, 503);
  }
}
