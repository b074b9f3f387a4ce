import { describe, expect, it } from "vitest";
import { deferScripts } from "./defer-scripts.server.ts";

const page = [
  "<html><head></head><body><main>Hello</main>",
  '<link rel="modulepreload" href="/assets/entry.client-A.js"/>',
  '<link rel="modulepreload" href="/assets/root-B.js"/>',
  "<script>window.__reactRouterContext = {};</script>",
  '<script type="module" async="">import * as route0 from "/assets/root-B.js";\nconst x = a<b && "<!--";\nimport("/assets/entry.client-A.js");</script>',
  "</body></html>",
].join("");

describe("deferring the page's scripts", () => {
  const result = deferScripts(Buffer.from(page));
  const deferred = result.html.toString("utf8");
  const { startedScripts } = result;
  const starter = [...deferred.matchAll(/<script>(.*?)<\/script>/gs)][1]?.[1] ?? "";

  it("drops the module preloads from the HTML and keeps the other scripts as they are", () => {
    expect(deferred).not.toContain('<link rel="modulepreload"');
    expect(deferred).toContain("<script>window.__reactRouterContext = {};</script>");
    expect(deferred).toContain("<main>Hello</main>");
  });

  it("leaves a page without module scripts as it was", () => {
    const plain = "<html><body><p>Café</p><script>x()</script></body></html>";
    expect(deferScripts(Buffer.from(plain))).toEqual({
      html: Buffer.from(plain),
      startedScripts: [],
    });
  });

  it("starts the module script from an inline script, with its code intact and unable to close the tag", () => {
    expect(deferred).not.toContain('type="module" async=""');
    expect(starter).toContain("first-contentful-paint");
    expect(starter).toContain("requestAnimationFrame");
    expect(starter).not.toContain("<");
    const embedded = /e\.textContent=(".*?");document/s.exec(starter)?.[1] ?? "";
    expect(JSON.parse(embedded)).toMatch(
      /import \* as route0 from "\/assets\/root-B\.js";\nconst x = a<b && "<!--";\nimport\("\/assets\/entry\.client-A\.js"\);$/,
    );
    // The policy must allow what the starter adds: its exact code is returned for hashing.
    expect(startedScripts).toEqual([JSON.parse(embedded)]);
  });

  it("asks for every module at once when it starts them, not one level of imports at a time", () => {
    const embedded = JSON.parse(/e\.textContent=(".*?");document/s.exec(starter)?.[1] ?? '""');
    expect(embedded).toMatch(/^import "\/assets\/root-B\.js";import \* as route0/);
    // The entry, imported dynamically once the route modules are registered, is only preloaded:
    // imported statically it would run before them.
    expect(embedded).not.toContain('import "/assets/entry.client-A.js"');
    expect(starter).toContain(
      'l.rel="modulepreload";l.href="/assets/entry.client-A.js";document.head.append(l)',
    );
    expect(starter.indexOf("modulepreload")).toBeLessThan(starter.indexOf('e.type="module"'));
  });

  it("waits, on a page with a late hero, for the hero's paint or three seconds, whichever comes first", () => {
    expect(starter).toContain('document.querySelector("[data-late-hero]")');
    expect(starter).toContain("setTimeout(go,3000)");
    expect(starter).toContain('e.element===h)&&go()}).observe({type:"largest-contentful-paint"');
  });
});
