import { randomFillSync } from "node:crypto";

// Entropy is drawn from the system in blocks and handed out once each, as Node's own
// randomUUID does: a system call per nonce and per visitor cost more than serving a
// cached page.
const BLOCK = 4096;
const pool = Buffer.alloc(BLOCK);
let offset = BLOCK;

/** A random value of this many bytes from the CSPRNG, base64url-encoded. */
export function randomToken(bytes: number): string {
  if (bytes > BLOCK) throw new RangeError(`at most ${BLOCK} bytes`);
  if (offset + bytes > BLOCK) {
    randomFillSync(pool);
    offset = 0;
  }
  const token = pool.toString("base64url", offset, offset + bytes);
  // Handed out once: zero it, so the pool holds nothing that was given away.
  pool.fill(0, offset, offset + bytes);
  offset += bytes;
  return token;
}
