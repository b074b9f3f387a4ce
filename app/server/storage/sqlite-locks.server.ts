import { AsyncLocalStorage } from "node:async_hooks";

/** A FIFO lock: each piece of work starts when the previous one has settled. */
export class Mutex {
  #tail: Promise<unknown> = Promise.resolve();
  run<T>(work: () => Promise<T>): Promise<T> {
    const result = this.#tail.then(work);
    this.#tail = result.catch(() => undefined);
    return result;
  }
}

/**
 * node:sqlite is synchronous while transaction callbacks are async, so everything on a database
 * file goes through one lock per file in this process: a statement issued while another
 * connection of this process held the write lock would block the event loop (busy_timeout) that
 * the other connection needs in order to finish. Other processes are handled by busy_timeout.
 */
const fileLocks = new Map<string, Mutex>();
/** The lock of the transaction whose callback is running: direct storage use there is a bug. */
export const heldLock = new AsyncLocalStorage<Mutex>();

/** The lock shared by every connection of this process to one database file. */
export function lockForFile(filename: string): Mutex {
  if (filename === ":memory:") return new Mutex();
  let lock = fileLocks.get(filename);
  if (!lock) {
    lock = new Mutex();
    fileLocks.set(filename, lock);
  }
  return lock;
}
