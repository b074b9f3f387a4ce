import { type ComponentType, lazy } from "react";

/**
 * A component whose code is fetched only when the page asks for it. Its server HTML stays in
 * place, working as plain HTML (a form still posts), until `load()` is called: React keeps a
 * lazy component's server markup as it is and hydrates it once the code arrives. On the server
 * the code is wanted at once, and the document waits for it (entry.server.tsx).
 */
export function deferredComponent<Props extends object>(
  importer: () => Promise<ComponentType<Props>>,
) {
  let release: () => void = () => {};
  const requested = new Promise<void>((resolve) => {
    release = resolve;
  });
  // The server renders every page whole: nothing there would ever call load().
  if (typeof document === "undefined") release();
  const Component = lazy(async () => {
    await requested;
    return { default: await importer() };
  });
  return { Component, load: () => release() };
}
