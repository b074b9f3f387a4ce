import { constants, crc32, deflateRawSync } from "node:zlib";
import { crc32Combine, crc32Shift } from "./crc32-combine.server.ts";

/**
 * Gzip for a page that is the same bytes for every visitor except a few short tokens, without
 * compressing it again for each response. Each fixed chunk is compressed once, ending on a
 * byte boundary (a sync flush) without closing the stream; a response is those compressed
 * chunks with its tokens between them as stored (uncompressed) deflate blocks, a final empty
 * block, and the gzip trailer: the CRC-32 of the whole page, combined from each chunk's and
 * token's own, and its length. Any gzip reader sees one ordinary stream (RFC 1951 section
 * 3.2.4, RFC 1952).
 */
export interface GzipTemplate {
  chunks: readonly Buffer[];
  compressed: readonly Buffer[];
  /** Each chunk's CRC-32 and the operator that shifts a CRC past it (crc32-combine). */
  checks: readonly { crc: number; shift: number }[];
}

const HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
const FINAL_EMPTY_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);
const MAX_STORED = 0xffff;

export function gzipTemplate(chunks: readonly Buffer[]): GzipTemplate {
  const compressed = chunks.map((chunk) =>
    deflateRawSync(chunk, {
      level: constants.Z_BEST_COMPRESSION,
      finishFlush: constants.Z_SYNC_FLUSH,
    }),
  );
  const checks = chunks.map((chunk) => ({ crc: crc32(chunk), shift: crc32Shift(chunk.length) }));
  return { chunks, compressed, checks };
}

/**
 * The gzip stream of chunk 0, token 0, chunk 1, ..., the last chunk, as the pieces to write
 * in order: joining them into one buffer would copy the whole page for every response.
 */
export function gzipFill(template: GzipTemplate, tokens: readonly Buffer[]): Buffer[] {
  const parts: Buffer[] = [HEADER];
  let crc = 0;
  let length = 0;
  for (const [index, chunk] of template.chunks.entries()) {
    parts.push(template.compressed[index] as Buffer);
    const check = template.checks[index] as { crc: number; shift: number };
    crc = crc32Combine(crc, check.crc, check.shift);
    length += chunk.length;
    const token = tokens[index];
    if (!token) continue;
    parts.push(...storedBlocks(token));
    crc = crc32Combine(crc, crc32(token), crc32Shift(token.length));
    length += token.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(length >>> 0, 4);
  parts.push(FINAL_EMPTY_BLOCK, trailer);
  return parts;
}

/** Non-final stored blocks holding data; the stream is on a byte boundary before each. */
function storedBlocks(data: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let start = 0; start < data.length; start += MAX_STORED) {
    const piece = data.subarray(start, start + MAX_STORED);
    const header = Buffer.alloc(5);
    header.writeUInt16LE(piece.length, 1);
    header.writeUInt16LE(~piece.length & 0xffff, 3);
    blocks.push(header, piece);
  }
  return blocks;
}
