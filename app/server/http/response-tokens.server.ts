import { parse } from "cookie";
import type { RequestHandler } from "express";
import type { Config } from "../config.server.ts";
import { csrfCookieName, csrfSetCookie, newCsrfBinding, signCsrfToken } from "../csrf.server.ts";
import type { ResponseTokens } from "../services.server.ts";

const bindingPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * Gives every response its tokens: the nonce from assignNonce and a CSRF token signed
 * for the visitor's cookie, which is set here on a first visit.
 */
export function responseTokens(config: Config): RequestHandler {
  const cookieName = csrfCookieName(config.isHttps);
  return (req, res, next) => {
    let binding = parse(req.headers.cookie ?? "")[cookieName];
    if (!binding || !bindingPattern.test(binding)) {
      binding = newCsrfBinding();
      res.append("Set-Cookie", csrfSetCookie(cookieName, binding, config.isHttps));
    }
    res.locals.csrfBinding = binding;
    const bound = binding;
    let csrfToken: string | undefined;
    const tokens: ResponseTokens = {
      nonce: res.locals.nonce as string,
      // Signed when a page or call asks for it: most API answers never do.
      get csrfToken() {
        csrfToken ??= signCsrfToken(config.secret, bound);
        return csrfToken;
      },
    };
    res.locals.tokens = tokens;
    next();
  };
}
