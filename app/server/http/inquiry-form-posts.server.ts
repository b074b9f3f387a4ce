import express, { type RequestHandler, Router } from "express";
import { INQUIRY_FORM_PATHS } from "../../content/contact-form.ts";
import type { Config } from "../config.server.ts";
import type { Storage } from "../storage/storage.server.ts";
import { API_BODY_LIMIT, isSameOrigin } from "./api-guard.server.ts";
import { contactRateLimit } from "./contact-rate-limit.server.ts";

const FORM_TYPE = "application/x-www-form-urlencoded";

interface InquiryFormPostsOptions {
  config: Config;
  storage: Storage;
}

/**
 * The transport checks for an inquiry form posted by a browser without JavaScript, to the
 * page that shows it: same origin, a form-encoded body within 16 KB, and the same
 * per-client budget as the register-contact call. A visitor over budget still reaches the
 * page (res.locals.inquiryRateLimited), so the form can say so beside what they typed.
 * The page's action checks the CSRF token the form carries (app/server/leads).
 */
export function inquiryFormPosts({ config, storage }: InquiryFormPostsOptions): Router {
  const router = Router();
  const readBody = express.raw({ type: FORM_TYPE, limit: API_BODY_LIMIT });
  const limit = contactRateLimit(config, storage, (_req, res, next) => {
    res.locals.inquiryRateLimited = true;
    next();
  });
  const transport: RequestHandler = (req, res, next) => {
    if (!isSameOrigin(req.get("origin"), req.get("sec-fetch-site"), req.get("host"), config)) {
      res.status(403).type("text").send("Cross-site form posts are not accepted.");
      return;
    }
    if (!req.is(FORM_TYPE)) {
      res.status(415).type("text").send("The form could not be read. Please try again.");
      return;
    }
    readBody(req, res, (error?: unknown) => {
      if (!error) return next();
      const tooLarge = Number((error as { status?: unknown }).status) === 413;
      res
        .status(tooLarge ? 413 : 400)
        .type("text")
        .send(tooLarge ? "The form is too large." : "The form could not be read.");
    });
  };
  router.post([...INQUIRY_FORM_PATHS], transport, limit);
  return router;
}
