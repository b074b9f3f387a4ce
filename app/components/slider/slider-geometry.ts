import type { Direction, StopEdge } from "./slider-controller.ts";

/** Pixels of slack when comparing scroll positions: sub-pixel layout never counts as a move. */
const SLACK = 2;

/** Where the slider's stops are on the page, measured live so fonts and resizes never stale it. */
export function createSliderGeometry(root: HTMLElement) {
  // The sections never change while the page is mounted; only their boxes do, so those are
  // measured live and the elements are found once.
  const all = Array.from(root.querySelectorAll<HTMLElement>("[data-slider-stop]"));
  const stops = () => all;
  const maxScroll = () => document.documentElement.scrollHeight - window.innerHeight;

  function rect(stop: number) {
    return stops()[stop]?.getBoundingClientRect();
  }

  /** The bottom of a stop: the last stop runs on to the end of the document (the site footer). */
  function bottom(stop: number, box: DOMRect) {
    const isLast = stop === stops().length - 1;
    return isLast ? document.documentElement.scrollHeight - window.scrollY : box.bottom;
  }

  return {
    stops,
    count: () => stops().length,
    indexOf(element: Element) {
      return stops().findIndex((stop) => stop.contains(element));
    },
    indexOfId(id: string) {
      return id ? stops().findIndex((stop) => stop.id === id) : -1;
    },
    /** The scroll position that shows a stop's start (or, for a tall stop, its end). */
    position(stop: number, edge: StopEdge) {
      const box = rect(stop);
      if (!box) return window.scrollY;
      const top = window.scrollY + box.top;
      const wanted = edge === "end" ? window.scrollY + bottom(stop, box) - window.innerHeight : top;
      return Math.max(0, Math.min(maxScroll(), Math.round(wanted)));
    },
    isTall(stop: number) {
      const box = rect(stop);
      return box ? bottom(stop, box) - box.top > window.innerHeight + SLACK : false;
    },
    canScrollWithin(stop: number, direction: Direction) {
      const box = rect(stop);
      if (!box) return false;
      if (direction < 0) return box.top < -SLACK;
      return bottom(stop, box) > window.innerHeight + SLACK && window.scrollY < maxScroll() - SLACK;
    },
    /** The stop past half the screen; at the very end of the page, the last stop. */
    activeStop() {
      const all = stops();
      if (window.scrollY >= maxScroll() - SLACK && all.length > 0) return all.length - 1;
      const half = window.innerHeight / 2;
      let active = 0;
      all.forEach((stop, index) => {
        if (stop.getBoundingClientRect().top <= half) active = index;
      });
      return active;
    },
    /** The edge of a stop nearer the current position: past a tall stop's end, its end. */
    nearestEdge(stop: number): StopEdge {
      return this.isTall(stop) && window.scrollY > this.position(stop, "end") ? "end" : "start";
    },
    /** Whether the page rests where a stop should: at its start, or anywhere inside a tall one. */
    isAligned(stop: number) {
      const start = this.position(stop, "start");
      const end = this.isTall(stop) ? this.position(stop, "end") : start;
      return window.scrollY >= start - SLACK && window.scrollY <= end + SLACK;
    },
  };
}

export type SliderGeometry = ReturnType<typeof createSliderGeometry>;
