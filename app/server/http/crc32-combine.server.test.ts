import { randomBytes } from "node:crypto";
import { crc32 } from "node:zlib";
import { describe, expect, it } from "vitest";
import { crc32Combine, crc32Shift } from "./crc32-combine.server.ts";

describe("combining CRC-32s", () => {
  it("gives the CRC of the joined data, for parts of any length, empty ones included", () => {
    for (const [lengthA, lengthB] of [
      [0, 0],
      [0, 7],
      [7, 0],
      [1, 1],
      [22, 43],
      [4096, 3],
      [70_000, 65_537],
    ] as const) {
      const a = randomBytes(lengthA);
      const b = randomBytes(lengthB);
      expect(crc32Combine(crc32(a), crc32(b), crc32Shift(b.length))).toBe(
        crc32(Buffer.concat([a, b])),
      );
    }
  });

  it("chains across many parts", () => {
    const parts = Array.from({ length: 9 }, (_, index) => randomBytes(index * 37));
    const combined = parts.reduce(
      (crc, part) => crc32Combine(crc, crc32(part), crc32Shift(part.length)),
      0,
    );
    expect(combined).toBe(crc32(Buffer.concat(parts)));
  });
});
