import { describe, expect, it } from "vitest";
import { deferScripts } from "./defer-scripts.server.ts";
import { landingTrackingScript } from "./landing-tracking-script.server.ts";

const page = [
  "<html><head></head><body><main>Hello</main>",
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="N"/>',
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="N"/>',
  '<script nonce="N">window.__reactRouterContext = {};</script>',
  '<script nonce="N" type="module" async="">import * as route0 from "/assets/root-B.js";\nconst x = a<b && "<!--";\nimport("/assets/entry.client-A.js");</script>',
  "</body></html>",
].join("");

describe("deferring the page's scripts", () => {
  const deferred = deferScripts(page);

  it("drops the module preloads from the HTML and keeps the other scripts as they are", () => {
    expect(deferred).not.toContain('<link rel="modulepreload"');
    expect(deferred).toContain('<script nonce="N">window.__reactRouterContext = {};</script>');
    expect(deferred).toContain("<main>Hello</main>");
  });

  it("starts the module script from a nonced script, with its code intact and unable to close the tag", () => {
    expect(deferred).not.toContain('type="module" async=""');
    const scripts = [...deferred.matchAll(/<script nonce="N">(.*?)<\/script>/gs)].map((m) => m[1]);
    expect(scripts).toHaveLength(2);
    const starter = scripts[1] ?? "";
    expect(starter).toContain("first-contentful-paint");
    expect(starter).toContain("requestAnimationFrame");
    expect(starter).not.toContain("<");
    const embedded = /e\.textContent=(".*?");document/s.exec(starter)?.[1] ?? "";
    expect(JSON.parse(embedded)).toMatch(
      /import \* as route0 from "\/assets\/root-B\.js";\nconst x = a<b && "<!--";\nimport\("\/assets\/entry\.client-A\.js"\);$/,
    );
  });

  it("asks for every module at once when it starts them, not one level of imports at a time", () => {
    const starter = [...deferred.matchAll(/<script nonce="N">(.*?)<\/script>/gs)][1]?.[1] ?? "";
    // The module script imports every preloaded module itself, ahead of its own code...
    const embedded = /e\.textContent=(".*?");document/s.exec(starter)?.[1] ?? "";
    expect(JSON.parse(embedded)).toMatch(/^import "\/assets\/root-B\.js";import \* as route0/);
    // ...but the entry, which it imports dynamically once the route modules are registered,
    // is only preloaded: imported statically it would run before them.
    expect(JSON.parse(embedded)).not.toContain('import "/assets/entry.client-A.js"');
    expect(starter).toContain(
      'l.rel="modulepreload";l.href="/assets/entry.client-A.js";l.nonce=n;document.head.append(l)',
    );
    expect(starter.indexOf("modulepreload")).toBeLessThan(starter.indexOf('e.type="module"'));
  });

  it("waits, on a page with a late hero, for the hero's paint or three seconds, whichever comes first", () => {
    const starter = [...deferred.matchAll(/<script nonce="N">(.*?)<\/script>/gs)][1]?.[1] ?? "";
    expect(starter).toContain('document.querySelector("[data-late-hero]")');
    expect(starter).toContain("setTimeout(go,3000)");
    expect(starter).toContain('e.element===h)&&go()}).observe({type:"largest-contentful-paint"');
  });

  it("keeps the landing URL's UTM parameters before anything waits for the first paint", () => {
    const starter = [...deferred.matchAll(/<script nonce="N">(.*?)<\/script>/gs)][1]?.[1] ?? "";
    expect(starter.startsWith(landingTrackingScript)).toBe(true);
  });
});
