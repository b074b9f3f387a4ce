import { readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { pages } from "../../app/content/pages.ts";
import { expect, test } from "./fixtures.ts";
import { CLIENT_BUILD, gzippedSize } from "./support/client-build.ts";

/** Issue 9: the JavaScript a route runs on first load, gzipped, from the production build. */
const BUDGET_BYTES = 140_000;

/**
 * Every script the server's HTML runs on load: its scripts and module preloads, the inline
 * script's imports, and everything those import statically, module by module (what
 * `import()` loads later, on demand, is not counted).
 */
function scriptsOf(html: string): string[] {
  const pending = [
    ...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g),
    ...html.matchAll(/<script[^>]* src="([^"]+)"/g),
    // The entry's imports, in the page or embedded as a string by the script that starts it.
    ...html.matchAll(/import\(\s*\\?"([^"\\]+\.js)\\?"\s*\)/g),
    ...html.matchAll(/(?:import|from)\s+\\?"([^"\\]+\.js)\\?"/g),
  ].map((match) => match[1] ?? "");
  const found = new Set<string>();
  for (let src = pending.pop(); src !== undefined; src = pending.pop()) {
    if (found.has(src)) continue;
    found.add(src);
    if (!src.startsWith("/assets/")) continue;
    const code = readFileSync(join(CLIENT_BUILD, src), "utf8");
    for (const [, imported] of code.matchAll(
      /\bimport\s*(?:[\w$*{}\s,]+?from\s*)?"([^"]+\.js)"/g,
    )) {
      if (imported) pending.push(posix.join(posix.dirname(src), imported));
    }
  }
  return [...found];
}

test.describe("JavaScript per route", () => {
  const paths = [...Object.keys(pages), "/press/more-than-forty-percent-sold", "/no-such-page"];
  for (const path of paths) {
    test(`${path} loads at most 140 kB of JavaScript, all from this site`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const scripts = scriptsOf(html);
      expect(scripts.length).toBeGreaterThan(2);
      for (const src of scripts) expect(src, "first-party, from the build").toMatch(/^\/assets\//);
      const total = scripts.reduce((sum, src) => sum + gzippedSize(src), 0);
      expect(total, `${path}: ${scripts.length} scripts`).toBeLessThanOrEqual(BUDGET_BYTES);
    });
  }
});
