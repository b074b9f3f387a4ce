import { vi } from "vitest";

/**
 * jsdom has no ResizeObserver and lays nothing out: components that watch their size get one
 * that never reports, as if nothing ever changed size. Undone by `vi.unstubAllGlobals()`.
 */
export function stubResizeObserver() {
  vi.stubGlobal(
    "ResizeObserver",
    class {
      observe() {}
      disconnect() {}
    },
  );
}
