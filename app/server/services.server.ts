import { createContext } from "react-router";
import type { Config } from "./config.server.ts";
import type { LeadDestination } from "./delivery/outbox.server.ts";
import type { Logger } from "./logger.server.ts";
import type { Storage } from "./storage/storage.server.ts";

/** What every loader and action can reach: created once per process, shared by all requests. */
export interface Services {
  config: Config;
  logger: Logger;
  storage: Storage;
  leadDelivery: LeadDelivery;
}

/** Where new leads go, and a way to tell this instance's worker that one is waiting. */
export interface LeadDelivery {
  destinations: readonly LeadDestination[];
  nudge(): void;
}

export const servicesContext = createContext<Services>();

/** Per-response values written into the HTML: the CSP nonce and the visitor's CSRF token. */
export interface ResponseTokens {
  nonce: string;
  csrfToken: string;
}

export const responseTokensContext = createContext<ResponseTokens>();

/**
 * What the HTTP layer learned about this request that a page's action needs: the visitor's
 * CSRF cookie value and whether their inquiry budget is spent. Empty for cached renders.
 */
export interface VisitorRequest {
  csrfBinding: string;
  inquiryRateLimited: boolean;
}

export const visitorRequestContext = createContext<VisitorRequest>({
  csrfBinding: "",
  inquiryRateLimited: false,
});
