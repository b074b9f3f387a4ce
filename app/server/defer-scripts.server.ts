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
 * all. Without paint timing it falls back to that timer. The script carries the same nonce,
 * which CSP requires of inline scripts. The page works without JavaScript in the meantime.
 */
export function deferScripts(html: string): string {
  return html
    .replace(/<link rel="modulepreload"[^>]*>/g, "")
    .replace(
      /<script nonce="([^"]*)" type="module" async="">(.*?)<\/script>/s,
      (_tag, nonce: string, code: string) =>
        `<script nonce="${nonce}">${startAfterFirstPaint(code)}</script>`,
    );
}

function startAfterFirstPaint(moduleCode: string): string {
  // The code is embedded as a JSON string, with "<" escaped so it cannot close the script.
  const code = JSON.stringify(moduleCode).replace(/</g, "\\u003c");
  const start = `const e=document.createElement("script");e.type="module";e.nonce=n;e.textContent=${code};document.body.append(e)`;
  // A tab hidden before its first paint never reports one, so becoming hidden starts it too.
  const afterPaint = `document.addEventListener("visibilitychange",go);PerformanceObserver.supportedEntryTypes.includes("paint")?new PerformanceObserver(l=>{l.getEntriesByName("first-contentful-paint").length&&setTimeout(go,0)}).observe({type:"paint",buffered:true}):requestAnimationFrame(()=>setTimeout(go,0))`;
  return `(()=>{const n=document.currentScript.nonce;let s=0;const go=()=>{if(s++)return;${start}};if(document.visibilityState==="hidden")go();else{${afterPaint}}})()`;
}
