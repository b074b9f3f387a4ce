/**
 * Values computed from stored content, each kept with the version of the content it was
 * computed from. A caller passes the current version (content-versions.server.ts reads it
 * at most once a second), so an import made through any instance is followed within a second
 * by all of them, and the instances share nothing but the database.
 *
 * Concurrent requests for a missing value share one computation. A computation that fails,
 * or whose value `keep` refuses (one made while content could not be read), is not kept,
 * so the next request computes again. The oldest entries give way beyond `limit`, so keys
 * built from request input cannot grow without bound.
 */
export class VersionedCache<V> {
  readonly #entries = new Map<string, { version: string; value: Promise<V> }>();
  readonly #limit: number;

  constructor(limit = 500) {
    this.#limit = limit;
  }

  get(
    key: string,
    version: string,
    compute: () => Promise<V>,
    keep: (value: V) => boolean = () => true,
  ): Promise<V> {
    const cached = this.#entries.get(key);
    if (cached?.version === version) return cached.value;
    const entry = { version, value: compute() };
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    if (this.#entries.size > this.#limit) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    const forget = () => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    };
    entry.value.then((value) => keep(value) || forget(), forget);
    return entry.value;
  }
}
