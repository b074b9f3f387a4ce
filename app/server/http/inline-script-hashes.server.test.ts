import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./inline-script-hashes.server.ts";

const sha = (code: string) => createHash("sha256").update(code).digest("base64");

describe("inline script hashes", () => {
  it("hash each inline script once and the scripts the page adds, and no script loaded from a file", () => {
    const html = `<head><script type="module">import "/a.js";</script></head>
      <body><script>window.x = "é";</script><script src="/b.js"></script>
      <script>window.x = "é";</script><script type="application/ld+json">{}</script></body>`;
    expect(inlineScriptHashes(Buffer.from(html), ["started()"])).toEqual([
      sha('import "/a.js";'),
      sha('window.x = "é";'),
      sha("{}"),
      sha("started()"),
    ]);
  });
});
