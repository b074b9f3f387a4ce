import { firstLoads, readRouteManifest } from "../../scripts/check-budgets.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { CLIENT_BUILD } from "./support/client-build.ts";

/**
 * When the browser asks for a page's JavaScript, which only a browser can show: after the
 * first paint (app/server/defer-scripts.server.ts), and all at once. How many bytes that is per
 * route is checked from the build by `npm run build` (scripts/check-budgets.ts).
 */
const firstLoadScripts = (path: string) =>
  firstLoads(readRouteManifest(CLIENT_BUILD), () => 0).find((load) => load.path === path)
    ?.scripts ?? [];

test.describe("JavaScript after the first paint", () => {
  const ROUND_TRIP_MS = 400;

  for (const path of ["/legal", "/", "/availability"]) {
    test(`${path} asks for its first script only once its first paint is on screen, then for every module at once`, async ({
      page,
    }) => {
      // What the page needs to start, not what it imports on demand once running.
      const graph = firstLoadScripts(path);
      expect(graph.length).toBeGreaterThan(2);
      // A slow phone network's round trip: on loopback a module can arrive within the few
      // milliseconds the browser takes to ask for the next one, and on a loaded CI machine
      // within the few hundred it took once (150 ms was too short); then the order proves nothing.
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
