import { describe, expect, it, vi } from "vitest";
import { createSiteStore, initialSiteState } from "./site-state.ts";

describe("site state store", () => {
  it("starts from the spec's defaults", () => {
    const store = createSiteStore();
    expect(store.get().firstLoad).toBe(true);
    expect(store.get().slideTime).toBe(1000);
    expect(store.get().breakpoints).toEqual({
      xs: 0,
      sm: 576,
      md: 768,
      lg: 992,
      xl: 1200,
      xxl: 1600,
    });
  });

  it("notifies subscribers only when a value actually changes", () => {
    const store = createSiteStore(initialSiteState);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set({ firstLoad: true });
    expect(listener).not.toHaveBeenCalled();
    store.set({ firstLoad: false, lastPath: "/overview" });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.get()).toMatchObject({ firstLoad: false, lastPath: "/overview" });
  });
});
