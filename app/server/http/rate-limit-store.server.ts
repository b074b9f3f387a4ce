import { createHmac } from "node:crypto";
import type { ClientRateLimitInfo, Options, Store } from "express-rate-limit";
import type { Storage } from "../storage/storage.server.ts";

/**
 * An express-rate-limit store on the site's own database: fixed windows counted in
 * rate_limit_windows, so every instance sharing PostgreSQL sees the same counts. Keys are
 * an HMAC of the client address under SECRET: the table never holds an address.
 */
export class DatabaseRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;
  private nextCleanup = 0;
  private readonly storage: Storage;
  private readonly secret: string;
  private readonly clock: () => number;

  constructor(storage: Storage, secret: string, clock: () => number = Date.now) {
    this.storage = storage;
    this.secret = secret;
    this.clock = clock;
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const { start, reset } = this.window();
    await this.cleanup(start);
    const [row] = await this.storage.query<{ hits: unknown }>(
      `INSERT INTO rate_limit_windows (client_key, window_start, hits) VALUES ($1, $2, 1)
       ON CONFLICT (client_key, window_start) DO UPDATE SET hits = rate_limit_windows.hits + 1
       RETURNING hits`,
      [this.hash(key), start],
    );
    return { totalHits: Number(row?.hits ?? 1), resetTime: reset };
  }

  async decrement(key: string): Promise<void> {
    await this.storage.execute(
      "UPDATE rate_limit_windows SET hits = hits - 1 WHERE client_key = $1 AND window_start = $2 AND hits > 0",
      [this.hash(key), this.window().start],
    );
  }

  async resetKey(key: string): Promise<void> {
    await this.storage.execute("DELETE FROM rate_limit_windows WHERE client_key = $1", [
      this.hash(key),
    ]);
  }

  private window() {
    const startMs = Math.floor(this.clock() / this.windowMs) * this.windowMs;
    return { start: new Date(startMs), reset: new Date(startMs + this.windowMs) };
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
