import { createContext } from "react-router";
import type { SignInBudget } from "./admin/sign-in-budget.server.ts";
import type { StaffAuth } from "./admin/staff-auth.server.ts";
import type { Config } from "./config.server.ts";
import type { LeadDestination } from "./delivery/outbox.server.ts";
import type { InquiryBudget } from "./leads/inquiry-budget.server.ts";
import type { Logger } from "./logger.server.ts";
import type { LeadMetrics } from "./metrics/site-metrics.server.ts";
import type { Storage } from "./storage/storage.server.ts";

/** What every loader, action and middleware can reach: created once per process. */
export interface Services {
  config: Config;
  logger: Logger;
  storage: Storage;
  leadDelivery: LeadDelivery;
  inquiryBudget: InquiryBudget;
  /** Staff sign-in and sessions for /admin (better-auth). */
  staffAuth: StaffAuth;
  /** The rate limit of staff sign-in attempts. */
  signInBudget: SignInBudget;
  /** Counts stored inquiries for /metrics (a no-op when METRICS_PORT is unset). */
  metrics: LeadMetrics;
  /** The build's version, part of every page's validator; null in development. */
  release: string | null;
  /** A document's Content-Security-Policy for the hashes of its inline scripts; null in development. */
  documentPolicy: ((scriptHashes: readonly string[]) => string) | null;
}

/** Where new leads go, and a way to tell this instance's worker that one is waiting. */
export interface LeadDelivery {
  destinations: readonly LeadDestination[];
  nudge(): void;
}

export const servicesContext = createContext<Services>();

/** The client's address as the HTTP layer read it (X-Forwarded-For only behind TRUST_PROXY). */
export const clientAddressContext = createContext<string>("unknown");
