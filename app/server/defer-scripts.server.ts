import { LATE_HERO_ATTRIBUTE } from "../lib/media.ts";

const LATE_HERO_WAIT_MS = 3000;
// React Router writes the preloads in the head and the module script after them, in these bytes.
const PRELOAD = Buffer.from('<link rel="modulepreload"');
const MODULE_SCRIPT = Buffer.from('<script type="module" async="">');
const SCRIPT_END = Buffer.from("</script>");

/**
 * The page paints before its JavaScript loads. React Router's <Scripts> preloads every module
 * at high priority and starts them with a module script whose static imports are fetched as
 * soon as it is parsed; on a slow phone network that JavaScript shares the connection with
 * the stylesheets, fonts and hero, and running it holds the first paint back (Lighthouse,
 * mobile, /legal: first paint 2.4 s with the preloads, 1.0-1.4 s without). So the preloads
 * go, and the module script is added by a small script once the browser reports the first
 * contentful paint (at once in a hidden tab, which does not paint). The report comes when the
 * frame is on screen; a timer after the first animation frame, as before, could fire while that
 * frame was still being drawn, and the modules then shared the first paint's connections after
 * all. Without paint timing it falls back to that timer. The page works without JavaScript in
 * the meantime. The starter and the module script it adds are allowed by their hashes.
 *
 * The module script then asks for every module at once: without that the browser finds them
 * one level of imports at a time, five round trips deep before React itself arrives. The
 * preloads' modules become static imports at the head of the script (the browser requests a
 * module's imports together, and evaluates each module after its own imports, as before),
 * and only the entry module, which the script imports dynamically once the route modules are
 * registered, is preloaded. Put back as 26 preload elements, the same requests cost 20-90 ms
 * in one task on this machine; as imports, under 10.
 *
 * Asked for at once, the modules share the connection with whatever is still loading. A
 * picture the browser finds only through the stylesheet (a page marked with a late hero, see
 * LATE_HERO_ATTRIBUTE) is still loading at the first paint, so there the modules wait until
 * the browser reports it painted (or, without that report, the page's load event), and at
 * most three seconds.
 *
 * Returns the page and the code of the module script the starter adds, whose hash the page's
 * policy must name as well as those of its inline scripts. The page stays bytes throughout: as a
 * string, each copy of a large page was a fresh allocation the kernel had to zero.
 */
export function deferScripts(document: Buffer): {
  html: Buffer<ArrayBuffer>;
  startedScripts: string[];
} {
  const modules: string[] = [];
  const pieces: Buffer[] = [];
  let kept = 0;
  for (let at = document.indexOf(PRELOAD); at !== -1; at = document.indexOf(PRELOAD, kept)) {
    const end = document.indexOf(">", at) + 1;
    const href = /href="([^"]+)"/.exec(document.toString("utf8", at, end))?.[1];
    if (href) modules.push(href);
    pieces.push(document.subarray(kept, at));
    kept = end;
  }
  const startedScripts: string[] = [];
  const tag = document.indexOf(MODULE_SCRIPT, kept);
  const codeEnd = tag === -1 ? -1 : document.indexOf(SCRIPT_END, tag);
  if (codeEnd !== -1) {
    const code = document.toString("utf8", tag + MODULE_SCRIPT.length, codeEnd);
    const { starter, started } = startAfterFirstPaint(code, modules);
    startedScripts.push(started);
    pieces.push(document.subarray(kept, tag), Buffer.from(`<script>${starter}</script>`));
    kept = codeEnd + SCRIPT_END.length;
  }
  pieces.push(document.subarray(kept));
  return { html: Buffer.concat(pieces), startedScripts };
}

/** A JavaScript string literal of a value, with "<" escaped so it cannot close the script. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

function startAfterFirstPaint(moduleCode: string, modules: readonly string[]) {
  const entry = /\bimport\("([^"]+)"\)/.exec(moduleCode)?.[1];
  const imports = modules
    .filter((href) => href !== entry)
    .map((href) => `import ${JSON.stringify(href)};`)
    .join("");
  const preload = entry
    ? `const l=document.createElement("link");l.rel="modulepreload";l.href=${inlineJson(entry)};document.head.append(l);`
    : "";
  const started = imports + moduleCode;
  const start = `${preload}const e=document.createElement("script");e.type="module";e.textContent=${inlineJson(started)};document.body.append(e)`;
  // The hero is on screen when it is reported as the largest contentful paint: a CSS
  // background is decoded while the frame is drawn, well after its bytes have arrived.
  const afterHero = `const painted=()=>{const h=document.querySelector("[${LATE_HERO_ATTRIBUTE}]");if(!h)return go();setTimeout(go,${LATE_HERO_WAIT_MS});PerformanceObserver.supportedEntryTypes.includes("largest-contentful-paint")?new PerformanceObserver(l=>{l.getEntries().some(e=>e.element===h)&&go()}).observe({type:"largest-contentful-paint",buffered:true}):addEventListener("load",go)}`;
  // A tab hidden before its first paint never reports one, so becoming hidden starts it too.
  const afterPaint = `document.addEventListener("visibilitychange",go);PerformanceObserver.supportedEntryTypes.includes("paint")?new PerformanceObserver(l=>{l.getEntriesByName("first-contentful-paint").length&&setTimeout(painted,0)}).observe({type:"paint",buffered:true}):requestAnimationFrame(()=>setTimeout(painted,0))`;
  const starter = `(()=>{let s=0;const go=()=>{if(s++)return;${start}};${afterHero};if(document.visibilityState==="hidden")go();else{${afterPaint}}})()`;
  return { starter, started };
}
