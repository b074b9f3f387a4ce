import { type RefObject, useEffect, useState } from "react";
import { siteStore } from "../../lib/site-state.ts";
import { keys, timings } from "../../lib/timings.ts";
import type { VideoHandle } from "../media/video.tsx";
import { createPageScroller } from "./page-scroller.ts";
import { createSliderController, type Direction } from "./slider-controller.ts";
import { createSliderGeometry } from "./slider-geometry.ts";

const FORM_FIELD = "input, select, textarea, [contenteditable=''], [contenteditable='true']";
const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/** Keys that move the slider, beyond the spec's arrows: the ones that page a document. */
function keyDirection(event: KeyboardEvent): Direction | "first" | "last" | null {
  if ((keys.up as readonly number[]).includes(event.keyCode)) return -1;
  if ((keys.down as readonly number[]).includes(event.keyCode)) return 1;
  if (event.key === "PageUp") return -1;
  if (event.key === "PageDown") return 1;
  if (event.key === "Home") return "first";
  if (event.key === "End") return "last";
  return null;
}

function normalisedDelta(event: WheelEvent) {
  if (event.deltaMode === WheelEvent.DOM_DELTA_LINE) return event.deltaY * 16;
  if (event.deltaMode === WheelEvent.DOM_DELTA_PAGE) return event.deltaY * window.innerHeight;
  return event.deltaY;
}

/** A modal (the Explore menu, a viewer) owns the keyboard and the wheel while it is open. */
function modalOpen() {
  return document.querySelector("dialog[open]") !== null;
}

function ignoresKeys(event: KeyboardEvent) {
  const target = event.target instanceof Element ? event.target : null;
  return (
    event.defaultPrevented ||
    event.altKey ||
    event.ctrlKey ||
    event.metaKey ||
    modalOpen() ||
    (target?.closest(`${FORM_FIELD}, [role='listbox'], [role='slider']`) ?? null) !== null
  );
}

/**
 * Binds the slider's state machine to the page: wheel, keys, touch, focus and in-page links
 * in; smooth scrolling, the address bar, the active section and its video out.
 */
export function useFullPageSlider(rootRef: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(-1);
  const [videos] = useState(() => new Map<string, VideoHandle>());

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    const geometry = createSliderGeometry(root);
    const scroller = createPageScroller();
    const videoOf = (stop: number) => videos.get(geometry.stops()[stop]?.id ?? "");
    const hasFooter = root.querySelector("[data-slider-footer]") !== null;
    let landed = window.location.hash !== "";

    const controller = createSliderController({
      stopCount: geometry.count(),
      hasFooter,
      canScrollWithin: geometry.canScrollWithin,
      isTall: geometry.isTall,
      scrollTo: (stop, edge, duration) =>
        scroller.scrollTo(geometry.position(stop, edge), duration),
      reducedMotion: () => window.matchMedia(REDUCED_MOTION).matches,
      enter(stop) {
        setActive(stop);
        const id = geometry.stops()[stop]?.id;
        const isFooter = hasFooter && stop === geometry.count() - 1;
        // The landing URL stays clean until the visitor moves; then the address bar follows.
        if (stop > 0) landed = true;
        if (!id || isFooter || !landed || window.location.hash === `#${id}`) return;
        const { pathname, search } = window.location;
        // Replace, not push: the back button leaves the page instead of replaying every section.
        window.history.replaceState(window.history.state, "", `${pathname}${search}#${id}`);
      },
      playVideo: (stop) => videoOf(stop)?.play(),
      resetVideo: (stop) => videoOf(stop)?.reset(),
      setLastSection: (on) => root.toggleAttribute("data-last-section", on),
      setBreadcrumb: (on) => root.toggleAttribute("data-breadcrumb", on),
      setFlags: (flags) => siteStore.set(flags),
    });

    let touch: { x: number; y: number; handled: boolean } | null = null;
    let positionFrame = 0;
    let width = window.innerWidth;

    const onWheel = (event: WheelEvent) => {
      if (event.ctrlKey || modalOpen() || Math.abs(event.deltaX) > Math.abs(event.deltaY)) return;
      if (controller.wheel(normalisedDelta(event), event.timeStamp) === "handled") {
        event.preventDefault();
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (ignoresKeys(event)) return;
      const direction = keyDirection(event);
      if (direction === null) return;
      if (direction === "first" || direction === "last") {
        event.preventDefault();
        controller.goTo(direction === "first" ? 0 : geometry.count() - 1, timings.keyboardScroll);
        return;
      }
      if (controller.key(direction, event.timeStamp) === "handled") event.preventDefault();
    };
    const onTouchStart = (event: TouchEvent) => {
      const point = event.touches[0];
      controller.touchStarted(event.timeStamp);
      touch =
        point && event.touches.length === 1
          ? { x: point.clientX, y: point.clientY, handled: false }
          : null;
    };
    const onTouchMove = (event: TouchEvent) => {
      const point = event.touches[0];
      if (!touch || !point || modalOpen()) return;
      const dy = touch.y - point.clientY;
      if (Math.abs(point.clientX - touch.x) > Math.abs(dy) || dy === 0) return;
      if (touch.handled || controller.touchMove(dy > 0 ? 1 : -1) === "handled") {
        touch.handled = true;
        event.preventDefault();
      }
    };
    const onTouchEnd = (event: TouchEvent) => {
      const point = event.changedTouches[0];
      if (touch?.handled && point) controller.swipe(touch.y - point.clientY, event.timeStamp);
      touch = null;
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (!target) return;
      if (target.matches(FORM_FIELD)) {
        controller.suspend();
        return;
      }
      const stop = geometry.indexOf(target);
      if (stop >= 0 && target.matches(":focus-visible")) controller.focusEntered(stop);
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget instanceof Element ? event.relatedTarget : null;
      if (!next?.matches(FORM_FIELD)) controller.resume();
    };
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href^='#']") : null;
      if (!link || event.defaultPrevented || event.button !== 0) return;
      const stop = geometry.indexOfId(
        decodeURIComponent(link.getAttribute("href")?.slice(1) ?? ""),
      );
      if (stop < 0) return;
      event.preventDefault();
      landed = true;
      controller.goTo(stop);
      const section = geometry.stops()[stop];
      section?.focus({ preventScroll: true });
    };
    const onScroll = () => {
      cancelAnimationFrame(positionFrame);
      positionFrame = requestAnimationFrame(() =>
        controller.positionChanged(geometry.activeStop()),
      );
    };
    const onScrollEnd = () => {
      // Slow frames can end a scroll between two steps of our own animation: not a rest.
      if (controller.scrolling || scroller.animating() || touch) return;
      const stop = geometry.activeStop();
      if (!geometry.isAligned(stop)) {
        controller.goTo(stop, timings.keyboardScroll, geometry.nearestEdge(stop));
      }
    };
    const onResize = () => {
      // Only a new width (a rotation, a resized window) re-aligns: a phone's address bar and
      // keyboard change the height alone, and must not move a form out from under a visitor.
      if (window.innerWidth === width) return;
      width = window.innerWidth;
      scroller.scrollTo(geometry.position(controller.target, "start"), 0);
    };

    const initial = geometry.indexOfId(decodeURIComponent(window.location.hash.slice(1)));
    if (initial > 0) scroller.scrollTo(geometry.position(initial, "start"), 0);
    controller.positionChanged(geometry.activeStop());
    siteStore.set({ pageType: "slider" });
    // Marks the page as driven by the slider (before this, wheel and keys scroll natively).
    root.setAttribute("data-ready", "");

    const listeners: [EventTarget, string, EventListener, AddEventListenerOptions?][] = [
      [window, "wheel", onWheel as EventListener, { passive: false }],
      [window, "keydown", onKeyDown as EventListener],
      [window, "touchstart", onTouchStart as EventListener, { passive: true }],
      [window, "touchmove", onTouchMove as EventListener, { passive: false }],
      [window, "touchend", onTouchEnd as EventListener, { passive: true }],
      [window, "touchcancel", onTouchEnd as EventListener, { passive: true }],
      [document, "focusin", onFocusIn as EventListener],
      [document, "focusout", onFocusOut as EventListener],
      [document, "click", onClick as EventListener],
      [window, "scroll", onScroll, { passive: true }],
      [window, "scrollend", onScrollEnd],
      [window, "resize", onResize],
    ];
    for (const [target, type, listener, options] of listeners) {
      target.addEventListener(type, listener, options);
    }
    return () => {
      for (const [target, type, listener, options] of listeners) {
        target.removeEventListener(type, listener, options);
      }
      cancelAnimationFrame(positionFrame);
      scroller.cancel();
      controller.dispose();
      root.removeAttribute("data-ready");
      siteStore.set({ pageType: "standard", scrolling: false, sliding: false });
    };
  }, [rootRef, videos]);

  return { active, videos };
}
