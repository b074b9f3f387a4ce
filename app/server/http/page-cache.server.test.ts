import { describe, expect, it } from "vitest";
import { compilePage, fillPage, TOKEN_PLACEHOLDERS } from "./page-cache.server.ts";

describe("page cache filling", () => {
  it("replaces every placeholder with this response's tokens and leaves the rest alone", () => {
    const html = `<meta name="csrf-token" content="${TOKEN_PLACEHOLDERS.csrfToken}"><script nonce="${TOKEN_PLACEHOLDERS.nonce}">a</script><script nonce="${TOKEN_PLACEHOLDERS.nonce}">b</script>`;
    const page = compilePage(html);
    expect(fillPage(page, { nonce: "N1", csrfToken: "T1" })).toBe(
      '<meta name="csrf-token" content="T1"><script nonce="N1">a</script><script nonce="N1">b</script>',
    );
    expect(fillPage(page, { nonce: "N2", csrfToken: "T2" })).toContain('content="T2"');
  });
});
