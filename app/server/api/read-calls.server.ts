import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { type Request, type Response, Router } from "express";
import { pressVersion, unitsVersion } from "../content-versions.server.ts";
import type { Logger } from "../logger.server.ts";
import { findPressArticle, pressQueryFrom, readPressList } from "../press.server.ts";
import type { Queryable } from "../storage/storage.server.ts";
import { listUnits } from "../units/units.server.ts";
import { VersionedCache } from "../versioned-cache.server.ts";
import { pageMetadata } from "./page-metadata.server.ts";
import { apiFields, parseApiBody } from "./read-api-body.server.ts";

/** An answer as it goes on the wire, so a kept one is sent without serialising again. */
interface Answer {
  status: number;
  type: string;
  body: Buffer;
  /** Made while content could not be read: sent, never kept. */
  degraded?: boolean;
  /** The body compressed, made on first demand and kept with the answer. */
  encoded?: Partial<Record<Encoding, Buffer>>;
}

type Encoding = "br" | "gzip";

const encoders: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipSync(body, { level: constants.Z_BEST_COMPRESSION }),
};

// As the compression middleware does: smaller bodies are not worth a codec.
const COMPRESSION_THRESHOLD = 1024;

const json = (value: unknown, status = 200): Answer => ({
  status,
  type: "application/json",
  body: Buffer.from(JSON.stringify(value)),
});

const text = (value: string): Answer => ({
  status: 200,
  type: "text/plain; charset=utf-8",
  body: Buffer.from(value),
});

const NOT_FOUND = "not-found";

interface ReadCallOptions {
  storage: Queryable;
  logger: Logger;
}

/**
 * The read calls of spec section 7: units, press-articles, press-article and meta, mounted
 * at /api behind the guard (api-guard.server.ts), which has checked the token, the method,
 * the origin, the CSRF token and the body. Each answer depends only on the call's fields and
 * the stored content, so it is kept as bytes per content version and written straight back:
 * these are the site's busiest calls, and a render through React Router would cost ten
 * times as much as the lookup. Failures are answered as the spec asks, and never kept.
 */
export function apiReadCalls({ storage, logger }: ReadCallOptions): Router {
  const router = Router();
  const answers = new VersionedCache<Answer>();
  const answer = async (
    req: Request,
    res: Response,
    key: string,
    version: Promise<string>,
    compute: () => Promise<Answer>,
  ) => send(req, res, await answers.get(key, await version, compute, (kept) => !kept.degraded));
  const failed = (error: unknown, what: string, fallback: Answer): Answer => {
    logger.error({ err: error }, `${what} could not be read`);
    return { ...fallback, degraded: true };
  };

  router.get("/units/:token", (req, res) =>
    answer(req, res, "units", unitsVersion(storage), () =>
      listUnits(storage).then(json, (error: unknown) =>
        failed(
          error,
          "the units",
          json({ message: "Availability is not available just now." }, 503),
        ),
      ),
    ),
  );

  // Anything unexpected in the query gives the defaults (news, page 1), never an error.
  router.post("/press-articles/:token", (req, res) => {
    const query = pressQueryFrom(fieldsOf(req));
    return answer(
      req,
      res,
      `press-articles:${query.category}:${query.page}`,
      pressVersion(storage),
      async () => {
        let degraded = false;
        const { list } = await readPressList(storage, query, (error) => {
          degraded = true;
          logger.error({ err: error }, "the press list could not be read");
        });
        return { ...json(list), degraded };
      },
    );
  });

  // The article (by the route's slug) or not-found.
  router.post("/press-article/:token", (req, res) => {
    const { article } = fieldsOf(req);
    if (typeof article !== "string" || !/^[a-z0-9-]{1,120}$/.test(article)) {
      return send(req, res, text(NOT_FOUND));
    }
    return answer(req, res, `press-article:${article}`, pressVersion(storage), () =>
      findPressArticle(storage, article).then(
        (found) => (found ? json(found) : text(NOT_FOUND)),
        (error: unknown) => failed(error, "a press article", text(NOT_FOUND)),
      ),
    );
  });

  // The page's title, description and keywords; an unknown path answers 404 with Page Not
  // Found's. Press articles are pages too, so answers follow the press archive.
  router.post("/meta/:token", (req, res) => {
    const { path } = fieldsOf(req);
    if (typeof path !== "string" || path.length > 300) {
      return send(req, res, json({ message: "Send the page's path in the field path." }, 422));
    }
    return answer(req, res, `meta:${path}`, pressVersion(storage), () =>
      pageMetadata(storage, path).then(
        ({ found, metadata }) => json(metadata, found ? 200 : 404),
        (error: unknown) =>
          failed(
            error,
            "a page's metadata",
            json({ message: "Metadata is not available just now." }, 503),
          ),
      ),
    );
  });

  return router;
}

function fieldsOf(req: Request): Record<string, unknown> {
  const body = Buffer.isBuffer(req.body) ? req.body.toString("utf8") : "";
  return apiFields(parseApiBody(body, req.get("content-type") ?? ""));
}

function send(req: Request, res: Response, answer: Answer) {
  res.statusCode = answer.status;
  res.setHeader("Content-Type", answer.type);
  res.setHeader("Cache-Control", "no-store");
  let body = answer.body;
  if (body.length >= COMPRESSION_THRESHOLD) {
    res.vary("Accept-Encoding");
    const encoding = acceptedEncoding(req);
    if (encoding) {
      answer.encoded ??= {};
      body = answer.encoded[encoding] ??= encoders[encoding](answer.body);
      // Already compressed: the compression middleware leaves it as it is.
      res.setHeader("Content-Encoding", encoding);
    }
  }
  res.setHeader("Content-Length", body.length);
  res.end(body);
}

function acceptedEncoding(req: Request): Encoding | null {
  if (req.headers["accept-encoding"] === undefined) return null;
  const accepted = req.acceptsEncodings("br", "gzip", "identity");
  return accepted === "br" || accepted === "gzip" ? accepted : null;
}
