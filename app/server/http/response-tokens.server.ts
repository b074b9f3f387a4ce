import { parse } from "cookie";
import type { Request, RequestHandler, Response } from "express";
import type { Config } from "../config.server.ts";
import { csrfCookieName, csrfSetCookie, newCsrfBinding, signCsrfToken } from "../csrf.server.ts";
import type { ResponseTokens } from "../services.server.ts";

const bindingPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * A response's tokens: the nonce from securityHeaders and a CSRF token signed for the
 * visitor's cookie, which is set here on a first visit. The binding is left in
 * res.locals.csrfBinding for the checks of posted forms and calls.
 */
export function tokenIssuer(config: Config) {
  const cookieName = csrfCookieName(config.isHttps);
  return (req: Request, res: Response): ResponseTokens => {
    let binding = parse(req.headers.cookie ?? "")[cookieName];
    if (!binding || !bindingPattern.test(binding)) {
      binding = newCsrfBinding();
      res.append("Set-Cookie", csrfSetCookie(cookieName, binding, config.isHttps));
    }
    res.locals.csrfBinding = binding;
    const bound = binding;
    let csrfToken: string | undefined;
    return {
      nonce: res.locals.nonce as string,
      // Signed when a page or call asks for it: most API answers never do.
      get csrfToken() {
        csrfToken ??= signCsrfToken(config.secret, bound);
        return csrfToken;
      },
    };
  };
}

/** Gives every response that reaches it its tokens, in res.locals.tokens, once. */
export function responseTokens(config: Config): RequestHandler {
  const issue = tokenIssuer(config);
  return (req, res, next) => {
    // A call the API passed on to React Router was given its tokens on the way.
    res.locals.tokens ??= issue(req, res);
    next();
  };
}
