import { readFileSync } from "node:fs";
import { join, posix } from "node:path";
import { pages } from "../../app/content/pages.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
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

test.describe("JavaScript after the first paint", () => {
  const ROUND_TRIP_MS = 150;

  for (const path of ["/legal", "/", "/availability"]) {
    test(`${path} asks for its first script only once its first paint is on screen, then for every module at once`, async ({
      page,
    }) => {
      // What the page needs to start, not what it imports on demand once running.
      const graph = scriptsOf(await (await page.request.get(path)).text());
      // A phone network's round trip: on loopback a module can arrive within the few
      // milliseconds the browser takes to ask for the next one, and the order proves nothing.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: ROUND_TRIP_MS,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await page.goto(path);
      await waitForHydration(page);
      const { paint, scripts } = await page.evaluate(() => ({
        paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => ({
            path: new URL(entry.name).pathname,
            asked: entry.startTime,
            arrived: (entry as PerformanceResourceTiming).responseEnd,
          })),
      }));
      expect(scripts.length).toBeGreaterThan(2);
      expect(paint).toBeLessThan(Infinity);
      const firstAsked = Math.min(...scripts.map((script) => script.asked));
      expect(firstAsked).toBeGreaterThanOrEqual(paint);
      // Found one level of imports at a time, the deeper modules would be asked for only after
      // the first ones had arrived: a round trip per level.
      const starting = scripts.filter((script) => graph.includes(script.path));
      expect(starting.length).toBe(graph.length);
      const firstArrived = Math.min(...starting.map((script) => script.arrived));
      const lastAsked = Math.max(...starting.map((script) => script.asked));
      expect(lastAsked).toBeLessThan(firstArrived);
    });
  }

  for (const path of ["/contact", "/downloads"]) {
    test(`${path} asks for its scripts only once its backdrop, found through the stylesheet, is on screen`, async ({
      page,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      const { backdrop, firstAsked } = await page.evaluate(async () => {
        const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
        const painted = await new Promise<PerformanceEntry[]>((resolve) =>
          new PerformanceObserver((list) => resolve(list.getEntries())).observe({
            type: "largest-contentful-paint",
            buffered: true,
          }),
        );
        return {
          backdrop: painted.find((entry) =>
            (entry as PerformanceEntry & { element?: Element }).element?.matches(".backdrop"),
          )?.startTime,
          firstAsked: Math.min(
            ...resources
              .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
              .map((entry) => entry.startTime),
          ),
        };
      });
      expect(backdrop).toBeDefined();
      expect(firstAsked).toBeGreaterThanOrEqual(backdrop ?? Infinity);
    });
  }
});
