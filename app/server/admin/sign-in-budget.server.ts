import { ipKeyGenerator } from "express-rate-limit";
import type { Config } from "../config.server.ts";
import { WindowCounter } from "../leads/inquiry-budget.server.ts";
import type { Logger } from "../logger.server.ts";
import type { Storage } from "../storage/storage.server.ts";

export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Sign-in attempts (link requests, link confirmations, passkey sign-ins) per client address. */
export const SIGN_IN_ATTEMPTS = 20;
/** Links emailed to one address, however many clients ask. */
export const LINKS_PER_ADDRESS = 5;

/**
 * The sign-in rate limit, counted like the inquiry budget (inquiry-budget.server.ts): fixed
 * windows in rate_limit_windows, shared by every instance, keyed by an HMAC. Unlike the
 * inquiry budget it fails closed: when the database cannot count, nobody signs in anyway.
 */
export class SignInBudget {
  private readonly counter: WindowCounter;
  private readonly logger: Logger;

  constructor(storage: Storage, config: Config, logger: Logger, clock?: () => number) {
    this.counter = new WindowCounter(storage, config.secret, SIGN_IN_WINDOW_MS, clock);
    this.logger = logger;
  }

  /** Counts one attempt from the client; false once it has made too many in this window. */
  async attempt(address: string): Promise<boolean> {
    const attempts = await this.counter.increment(`staff-sign-in:${ipKeyGenerator(address)}`);
    if (attempts === SIGN_IN_ATTEMPTS + 1) this.logger.warn("staff sign-in attempts rate limited");
    return attempts <= SIGN_IN_ATTEMPTS;
  }

  /** Counts one emailed link to the address; false once it has had enough in this window. */
  async linkFor(email: string): Promise<boolean> {
    return (await this.counter.increment(`staff-link:${email}`)) <= LINKS_PER_ADDRESS;
  }

  /** Whole seconds until the window ends: a Retry-After. */
  retryAfter(): number {
    return this.counter.secondsLeft();
  }
}
