import express, { type RequestHandler, type Response, Router } from "express";
import { EXPIRED_TOKEN_ERROR } from "../../lib/site-api.ts";
import type { Config } from "../config.server.ts";
import { CSRF_HEADER, verifyCsrfToken } from "../csrf.server.ts";
import type { Storage } from "../storage/storage.server.ts";
import { contactRateLimit, rateLimitedMessage } from "./contact-rate-limit.server.ts";

const JSON_TYPE = "application/json";
const FORM_TYPE = "application/x-www-form-urlencoded";

interface ApiCall {
  method: "GET" | "POST";
  /** Body types a POST accepts; anything else answers 415. */
  accepts?: readonly string[];
  rateLimited?: boolean;
}

/**
 * The calls of spec section 7, plus csrf-token, which gives a page left open past its
 * token's 24 hours a fresh one. The read calls are answered by app/server/api/read-calls,
 * the others by React Router resource routes (app/routes/api); this guard answers
 * everything that is about transport first.
 */
const apiCalls: Readonly<Record<string, ApiCall>> = {
  units: { method: "GET" },
  "press-articles": { method: "POST", accepts: [JSON_TYPE, FORM_TYPE] },
  "press-article": { method: "POST", accepts: [JSON_TYPE, FORM_TYPE] },
  "register-contact": { method: "POST", accepts: [JSON_TYPE], rateLimited: true },
  meta: { method: "POST", accepts: [FORM_TYPE, JSON_TYPE] },
  "csrf-token": { method: "GET" },
};

export const API_BODY_LIMIT = "16kb";

interface ApiGuardOptions {
  config: Config;
  storage: Storage;
}

/**
 * Mounted at /api: the site token (404), the method (405), for POSTs a same-origin check
 * and the CSRF token (403), the body type (415), the register-contact rate limit (429)
 * and the 16 KB body limit (413). What passes reaches the router with req.body a Buffer.
 */
export function apiGuard({ config, storage }: ApiGuardOptions): Router {
  const router = Router();
  const contactLimit = contactRateLimit(config, storage, (_req, res) => {
    res
      .status(429)
      .type("text")
      .send(`fail: ${rateLimitedMessage(config)}`);
  });
  const readBody = express.raw({ type: () => true, limit: API_BODY_LIMIT });

  router.all("/:call/:token", (req, res, next) => {
    const call = Object.hasOwn(apiCalls, req.params.call) ? apiCalls[req.params.call] : undefined;
    if (!call || req.params.token !== config.siteToken) return notFound(res);
    res.setHeader("Cache-Control", "no-store");
    if (req.method !== call.method && !(call.method === "GET" && req.method === "HEAD")) {
      res.setHeader("Allow", call.method === "GET" ? "GET, HEAD" : call.method);
      return sendJson(res, 405, { message: "This call does not accept that method." });
    }
    if (call.method === "GET") return next("router");
    if (!isSameOrigin(req.get("origin"), req.get("sec-fetch-site"), req.get("host"), config)) {
      return sendJson(res, 403, {
        error: "origin",
        message: "Cross-site requests are not accepted.",
      });
    }
    if (!verifyCsrfToken(config.secret, res.locals.csrfBinding as string, req.get(CSRF_HEADER))) {
      return sendJson(res, 403, {
        error: EXPIRED_TOKEN_ERROR,
        message: "This page has expired. Please reload it and try again.",
      });
    }
    const type = (req.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    if (!call.accepts?.includes(type)) {
      return sendJson(res, 415, { message: `Send this call as ${call.accepts?.join(" or ")}.` });
    }
    if (call.rateLimited) return contactLimit(req, res, next);
    next();
  });
  router.post("/:call/:token", bodyWithinLimit(readBody));
  router.use((_req, res) => notFound(res));
  return router;
}

function bodyWithinLimit(readBody: RequestHandler): RequestHandler {
  return (req, res, next) => {
    readBody(req, res, (error?: unknown) => {
      if (!error) return next("router");
      const status = Number((error as { status?: unknown }).status);
      if (status === 413) {
        return sendJson(res, 413, { message: "The request is too large." });
      }
      sendJson(res, 400, { message: "The request could not be read." });
    });
  };
}

export function isSameOrigin(
  origin: string | undefined,
  fetchSite: string | undefined,
  host: string | undefined,
  config: Config,
): boolean {
  // Browsers send these on every cross-site fetch; tools that send neither cannot ride a
  // visitor's cookies, and still need a valid CSRF token.
  if (fetchSite && fetchSite !== "same-origin") return false;
  if (!origin) return true;
  if (origin === config.publicOrigin) return true;
  try {
    return new URL(origin).host === host;
  } catch {
    return false;
  }
}

function notFound(res: Response) {
  sendJson(res, 404, { message: "Not found." });
}

function sendJson(res: Response, status: number, body: object) {
  res.status(status).setHeader("Cache-Control", "no-store");
  res.json(body);
}
