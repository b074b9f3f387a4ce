import { createHmac } from "node:crypto";
import { ipKeyGenerator } from "express-rate-limit";
import type { Config } from "../config.server.ts";
import type { Logger } from "../logger.server.ts";
import type { Storage } from "../storage/storage.server.ts";

export const INQUIRY_WINDOW_MS = 15 * 60 * 1000;

/** Attempts (answers refused for their content included) allowed per stored inquiry. */
export const ATTEMPTS_PER_INQUIRY = 4;

/**
 * Fixed windows counted in rate_limit_windows, so every instance sharing PostgreSQL sees the
 * same counts. Keys are an HMAC of the client address under SECRET: the table never holds
 * an address.
 */
export class WindowCounter {
  private nextCleanup = 0;
  private readonly storage: Storage;
  private readonly secret: string;
  private readonly windowMs: number;
  private readonly clock: () => number;

  constructor(storage: Storage, secret: string, windowMs: number, clock: () => number = Date.now) {
    this.storage = storage;
    this.secret = secret;
    this.windowMs = windowMs;
    this.clock = clock;
  }

  /** Counts one more hit for the key in the current window and returns the window's count. */
  async increment(key: string): Promise<number> {
    const start = this.windowStart();
    await this.cleanup(start);
    const [row] = await this.storage.query<{ hits: unknown }>(
      `INSERT INTO rate_limit_windows (client_key, window_start, hits) VALUES ($1, $2, 1)
       ON CONFLICT (client_key, window_start) DO UPDATE SET hits = rate_limit_windows.hits + 1
       RETURNING hits`,
      [this.hash(key), start],
    );
    return Number(row?.hits ?? 1);
  }

  /** The key's count in the current window. */
  async count(key: string): Promise<number> {
    const [row] = await this.storage.query<{ hits: unknown }>(
      "SELECT hits FROM rate_limit_windows WHERE client_key = $1 AND window_start = $2",
      [this.hash(key), this.windowStart()],
    );
    return Number(row?.hits ?? 0);
  }

  /** Whole seconds until the current window ends. */
  secondsLeft(): number {
    const now = this.clock();
    return Math.ceil((this.windowStart().getTime() + this.windowMs - now) / 1000);
  }

  private windowStart(): Date {
    return new Date(Math.floor(this.clock() / this.windowMs) * this.windowMs);
  }

  /** Drops finished windows now and then, so the table stays the size of one window. */
  private async cleanup(currentStart: Date) {
    if (this.clock() < this.nextCleanup) return;
    this.nextCleanup = this.clock() + this.windowMs;
    await this.storage.execute("DELETE FROM rate_limit_windows WHERE window_start < $1", [
      currentStart,
    ]);
  }

  private hash(key: string): string {
    return createHmac("sha256", this.secret).update(`rate-limit:${key}`).digest("base64url");
  }
}

/**
 * One client's inquiry budget, whichever way an inquiry arrives (the register-contact call or
 * a page's form): CONTACT_RATE_LIMIT stored inquiries per window, and, separately and higher,
 * attempts, so a visitor correcting a typo never spends what a stored inquiry costs. A
 * counter the database cannot answer lets the inquiry through: a hiccup must not turn a
 * buyer away.
 */
export class InquiryBudget {
  private readonly counter: WindowCounter;
  private readonly limit: number;
  private readonly logger: Logger;

  constructor(storage: Storage, config: Config, logger: Logger, clock?: () => number) {
    this.counter = new WindowCounter(storage, config.secret, INQUIRY_WINDOW_MS, clock);
    this.limit = config.contactRateLimit;
    this.logger = logger;
  }

  /** Counts an attempt; false once the client has made too many in this window. */
  attempt(address: string): Promise<boolean> {
    return this.lenient(async () => {
      const attempts = await this.counter.increment(`attempt:${clientKey(address)}`);
      return attempts <= this.limit * ATTEMPTS_PER_INQUIRY;
    });
  }

  /** Whether the client may store another inquiry in this window. */
  mayStore(address: string): Promise<boolean> {
    return this.lenient(
      async () => (await this.counter.count(`stored:${clientKey(address)}`)) < this.limit,
    );
  }

  /** When a refused client may try again, in seconds (a Retry-After). */
  retryAfter(): number {
    return this.counter.secondsLeft();
  }

  /** Counts a stored inquiry. */
  async stored(address: string): Promise<void> {
    await this.lenient(() => this.counter.increment(`stored:${clientKey(address)}`));
  }

  /** What `count` answers, or true when the database cannot count. */
  private async lenient<T>(count: () => Promise<T>): Promise<T | true> {
    try {
      return await count();
    } catch (error) {
      this.logger.warn(
        { err: error },
        "the inquiry budget could not be counted; letting it through",
      );
      return true;
    }
  }
}

/** The address as the budget counts it: IPv6 clients by their /56, as express-rate-limit does. */
function clientKey(address: string): string {
  return ipKeyGenerator(address);
}

/** The answer a visitor gets once their connection has sent too many inquiries. */
export function rateLimitedMessage(salesPhone: string): string {
  return `We have received several inquiries from your connection in a short time. Please try again in a few minutes, or call our sales team on ${salesPhone}.`;
}
