import type { Logger } from "../logger.server.ts";
import { findPressArticle, pressQueryFrom, readPressList } from "../press.server.ts";
import type { Queryable } from "../storage/storage.server.ts";
import { listUnits } from "../units/units.server.ts";
import { pageMetadata } from "./page-metadata.server.ts";
import { jsonAnswer, readApiFields, textAnswer } from "./read-api-body.server.ts";

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

/** The answer `read` gives, or `failed` when the content cannot be read. */
async function readOr(
  logger: Logger,
  what: string,
  read: () => Promise<Response>,
  failed: () => Response,
): Promise<Response> {
  try {
    return await read();
  } catch (error) {
    logger.error({ err: error }, `${what} could not be read`);
    return failed();
  }
}

export function unitsAnswer({ storage, logger }: ReadCall): Promise<Response> {
  return readOr(
    logger,
    "the units",
    async () => jsonAnswer(await listUnits(storage)),
    () => jsonAnswer({ message: "Availability is not available just now." }, 503),
  );
}

/** The list for the call's category and page; anything unexpected gives news, page 1. */
export async function pressArticlesAnswer(
  { storage, logger }: ReadCall,
  request: Request,
): Promise<Response> {
  const query = pressQueryFrom(await readApiFields(request));
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
  const { article } = await readApiFields(request);
  if (typeof article !== "string" || !/^[a-z0-9-]{1,120}$/.test(article)) {
    return textAnswer(NOT_FOUND);
  }
  return readOr(
    logger,
    "a press article",
    async () => {
      const found = await findPressArticle(storage, article);
      return found ? jsonAnswer(found) : textAnswer(NOT_FOUND);
    },
    () => textAnswer(NOT_FOUND),
  );
}

/** A page's title, description and keywords; an unknown path answers 404 with Page Not Found's. */
export async function metaAnswer(
  { storage, logger }: ReadCall,
  request: Request,
): Promise<Response> {
  const { path } = await readApiFields(request);
  if (typeof path !== "string" || path.length > 300) {
    return jsonAnswer({ message: "Send the page's path in the field path." }, 422);
  }
  return readOr(
    logger,
    "a page's metadata",
    async () => {
      const { found, metadata } = await pageMetadata(storage, path);
      return jsonAnswer(metadata, found ? 200 : 404);
    },
    () => jsonAnswer({ message: "Metadata is not available just now." }, 503),
  );
}
