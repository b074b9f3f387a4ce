import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { gzipFill, gzipTemplate } from "./gzip-template.server.ts";

describe("gzip templates", () => {
  const chunks = [
    '<html><head><script nonce="',
    '"></script><meta content="',
    '">'.repeat(500),
    "",
  ].map((text) => Buffer.from(text));
  const template = gzipTemplate(chunks);

  it("gives a gzip stream of the chunks with each response's tokens between them", () => {
    const tokens = ["n0nce", "t0ken", "é€ tail"].map((text) => Buffer.from(text));
    const expected = Buffer.concat([
      chunks[0],
      tokens[0],
      chunks[1],
      tokens[1],
      chunks[2],
      tokens[2],
      chunks[3],
    ] as Buffer[]);
    expect(gunzipSync(Buffer.concat(gzipFill(template, tokens))).toString()).toBe(
      expected.toString(),
    );
  });

  it("compresses the fixed chunks, and stores tokens of any length", () => {
    const long = Buffer.alloc(70_000, "x");
    const filled = Buffer.concat(gzipFill(template, [long, Buffer.from(""), Buffer.from("z")]));
    expect(gunzipSync(filled).length).toBe(
      chunks.reduce((total, chunk) => total + chunk.length, 0) + long.length + 1,
    );
    const small = Buffer.concat(
      gzipFill(
        template,
        ["a", "b", "c"].map((text) => Buffer.from(text)),
      ),
    );
    expect(small.length).toBeLessThan(chunks[2]?.length ?? 0);
  });
});
