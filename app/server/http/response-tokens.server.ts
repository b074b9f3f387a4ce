import { parse } from "cookie";
import type { RequestHandler } from "express";
import type { Config } from "../config.server.ts";
import {
  csrfCookieName,
  csrfSetCookie,
  firstVisitCredentials,
  signCsrfToken,
} from "../csrf.server.ts";
import type { ResponseTokens } from "../services.server.ts";

const bindingPattern = /^[A-Za-z0-9_-]{43}$/;

/** A response's tokens, and the cookie to set when the visitor had none. */
export interface IssuedTokens {
  tokens: ResponseTokens;
  /** The visitor's CSRF binding, for the checks of posted forms and calls. */
  binding: string;
  /** A Set-Cookie value on a first visit, or null. */
  setCookie: string | null;
}

/**
 * A response's tokens: its CSP nonce and a CSRF token signed for the visitor's cookie, which
 * is to be set on a first visit. Plain values rather than a middleware, so the page cache
 * can write them with its one writeHead.
 */
export function tokenIssuer(config: Config) {
  const cookieName = csrfCookieName(config.isHttps);
  const firstVisit = firstVisitCredentials(config.secret);
  return (cookieHeader: string | undefined, nonce: string): IssuedTokens => {
    let binding = parse(cookieHeader ?? "")[cookieName];
    let setCookie: string | null = null;
    let csrfToken: string | undefined;
    if (!binding || !bindingPattern.test(binding)) {
      ({ binding, token: csrfToken } = firstVisit());
      setCookie = csrfSetCookie(cookieName, binding, config.isHttps);
    }
    const bound = binding;
    return {
      binding,
      setCookie,
      tokens: {
        nonce,
        // A returning visitor's is signed when a page or call asks for it: most API answers
        // never do.
        get csrfToken() {
          csrfToken ??= signCsrfToken(config.secret, bound);
          return csrfToken;
        },
      },
    };
  };
}

/**
 * Gives every response that reaches it its tokens, once: the tokens in res.locals.tokens
 * (with the nonce securityHeaders chose), the binding in res.locals.csrfBinding, and the
 * cookie on a first visit.
 */
export function responseTokens(config: Config): RequestHandler {
  const issue = tokenIssuer(config);
  return (req, res, next) => {
    // A call the API passed on to React Router was given its tokens on the way.
    if (!res.locals.tokens) {
      const { tokens, binding, setCookie } = issue(req.headers.cookie, res.locals.nonce as string);
      if (setCookie) res.append("Set-Cookie", setCookie);
      res.locals.csrfBinding = binding;
      res.locals.tokens = tokens;
    }
    next();
  };
}
