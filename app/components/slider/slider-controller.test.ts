import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { timings } from "../../lib/timings.ts";
import {
  createSliderController,
  type Direction,
  type SliderEnvironment,
} from "./slider-controller.ts";

interface FakePage {
  env: SliderEnvironment;
  moves: { stop: number; edge: string; duration: number }[];
  played: number[];
  reset: number[];
  entered: [number, Direction][];
  lastSection: boolean[];
  breadcrumb: boolean[];
  tall: Set<number>;
  roomWithin: { stop: number; direction: Direction } | null;
  reducedMotion: boolean;
}

function fakePage(stopCount = 5, hasFooter = true): FakePage {
  const page: FakePage = {
    moves: [],
    played: [],
    reset: [],
    entered: [],
    lastSection: [],
    breadcrumb: [],
    tall: new Set(),
    roomWithin: null,
    reducedMotion: false,
    env: {
      stopCount,
      hasFooter,
      canScrollWithin: (stop, direction) =>
        page.roomWithin?.stop === stop && page.roomWithin.direction === direction,
      isTall: (stop) => page.tall.has(stop),
      scrollTo: (stop, edge, duration) => page.moves.push({ stop, edge, duration }),
      reducedMotion: () => page.reducedMotion,
      enter: (stop, direction) => page.entered.push([stop, direction]),
      playVideo: (stop) => page.played.push(stop),
      resetVideo: (stop) => page.reset.push(stop),
      setLastSection: (on) => page.lastSection.push(on),
      setBreadcrumb: (on) => page.breadcrumb.push(on),
      setFlags: () => undefined,
    },
  };
  return page;
}

/** A trackpad flick: a strong start, then an inertial tail decaying over `ms`, one event a frame. */
function flick(peak: number, ms: number, start: number) {
  const events: [number, number][] = [];
  for (let t = 0; t <= ms; t += 16) {
    events.push([Math.max(1, Math.round(peak * Math.exp(-t / (ms / 4)))), start + t]);
  }
  return events;
}

describe("slider controller", () => {
  let now = 0;
  beforeEach(() => {
    vi.useFakeTimers();
    now = 0;
  });
  afterEach(() => vi.useRealTimers());

  function advance(ms: number) {
    now += ms;
    vi.advanceTimersByTime(ms);
  }

  it("moves one section per wheel flick over the slide time, and ignores the wheel meanwhile", () => {
    const page = fakePage();
    const slider = createSliderController(page.env);
    expect(slider.wheel(120, now)).toBe("handled");
    expect(page.moves).toEqual([{ stop: 1, edge: "start", duration: timings.slideTime }]);
    expect(slider.scrolling).toBe(true);
    advance(300);
    slider.wheel(120, now);
    advance(300);
    slider.wheel(120, now);
    expect(page.moves).toHaveLength(1);
    advance(timings.slideTime);
    expect(slider.scrolling).toBe(false);
  });

  it("moves exactly one section for a three-second inertial trackpad stream", () => {
    const page = fakePage();
    const slider = createSliderController(page.env);
    for (const [delta, at] of flick(140, 3000, 0)) {
      vi.advanceTimersByTime(at - now);
      now = at;
      expect(slider.wheel(delta, at)).toBe("handled");
    }
    expect(page.moves.map((move) => move.stop)).toEqual([1]);
  });

  it("takes a second flick as a new move once the stream has been quiet for the short reset", () => {
    const page = fakePage();
    const slider = createSliderController(page.env);
    slider.wheel(100, now);
    for (let t = 0; t < timings.slideTime + 100; t += 100) {
      advance(100);
      slider.wheel(100, now);
    }
    expect(page.moves).toHaveLength(1);
    advance(timings.wheelShortReset);
    slider.wheel(100, now);
    expect(page.moves.map((move) => move.stop)).toEqual([1, 2]);
  });

  it("takes a fresh flick inside a running stream after the long reset, but never a decaying tail", () => {
    const page = fakePage();
    const slider = createSliderController(page.env);
    const stream = [...flick(60, 1600, 0), ...flick(150, 600, 1616)];
    for (const [delta, at] of stream) {
      vi.advanceTimersByTime(at - now);
      now = at;
      slider.wheel(delta, at);
    }
    expect(page.moves.map((move) => move.stop)).toEqual([1, 2]);
  });

  it("moves up with a negative delta and stops at the first section", () => {
    const page = fakePage();
    const slider = createSliderController(page.env);
    slider.positionChanged(2);
    slider.wheel(-100, now);
    advance(timings.wheelLongReset);
    slider.positionChanged(1);
    slider.wheel(-100, now);
    advance(timings.wheelLongReset);
    slider.positionChanged(0);
    slider.wheel(-100, now);
    expect(page.moves.map((move) => move.stop)).toEqual([1, 0]);
  });

  it("ignores the wheel within 200 ms of a touch", () => {
    const page = fakePage();
    const slider = createSliderController(page.env);
    slider.touchStarted(now);
    advance(timings.touchMouseIgnoreWindow - 1);
    expect(slider.wheel(100, now)).toBe("handled");
    expect(page.moves).toHaveLength(0);
    advance(timings.wheelShortReset + 1);
    slider.wheel(100, now);
    expect(page.moves).toHaveLength(1);
  });

  it("lets a tall section scroll natively before the wheel moves on, and not on the same flick", () => {
    const page = fakePage();
    const slider = createSliderController(page.env);
    page.roomWithin = { stop: 0, direction: 1 };
    expect(slider.wheel(100, now)).toBe("native");
    advance(50);
    page.roomWithin = null;
    expect(slider.wheel(90, now)).toBe("handled");
    expect(page.moves).toHaveLength(0);
    advance(timings.wheelShortReset);
    slider.wheel(100, now);
    expect(page.moves.map((move) => move.stop)).toEqual([1]);
  });

  it("enters a tall section from below at its end", () => {
    const page = fakePage();
    const slider = createSliderController(page.env);
    slider.positionChanged(2);
    page.tall.add(1);
    slider.key(-1, now);
    expect(page.moves).toEqual([{ stop: 1, edge: "end", duration: timings.keyboardScroll }]);
  });

  it("moves with the arrow keys in 200 ms, guarding 50 ms after the animation", () => {
    const page = fakePage();
    const slider = createSliderController(page.env);
    expect(slider.key(1, now)).toBe("handled");
    expect(page.moves).toEqual([{ stop: 1, edge: "start", duration: timings.keyboardScroll }]);
    advance(timings.keyboardScroll);
    expect(slider.key(1, now)).toBe("handled");
    expect(page.moves).toHaveLength(1);
    advance(timings.keyboardScrollGuard);
    slider.key(1, now);
    expect(page.moves.map((move) => move.stop)).toEqual([1, 2]);
  });

  it("swipes one section for 50 px or more, and not for less", () => {
    const page = fakePage();
    const slider = createSliderController(page.env);
    expect(slider.touchMove(1)).toBe("handled");
    slider.swipe(49, now);
    expect(page.moves).toHaveLength(0);
    slider.swipe(50, now);
    advance(timings.slideTime);
    slider.swipe(-80, now);
    expect(page.moves.map((move) => move.stop)).toEqual([1, 0]);
  });

  it("plays an entered section's video after 50 ms and resets the one it left", () => {
    const page = fakePage();
    const slider = createSliderController(page.env);
    slider.positionChanged(0);
    advance(timings.videoPlayDelay - 1);
    expect(page.played).toEqual([]);
    advance(1);
    expect(page.played).toEqual([0]);
    slider.positionChanged(1);
    expect(page.reset).toEqual([0]);
    expect(page.entered.at(-1)).toEqual([1, 1]);
    advance(timings.videoPlayDelay);
    expect(page.played).toEqual([0, 1]);
  });

  it("turns the breadcrumb on past the last section and off on the way back", () => {
    const page = fakePage(4, true);
    const slider = createSliderController(page.env);
    slider.positionChanged(2);
    slider.key(1, now);
    expect(page.moves.at(-1)?.stop).toBe(3);
    slider.positionChanged(3);
    expect(page.breadcrumb.at(-1)).toBe(true);
    advance(timings.keyboardScroll + timings.keyboardScrollGuard);
    slider.key(-1, now);
    slider.positionChanged(2);
    expect(page.breadcrumb.at(-1)).toBe(false);
  });

  it("removes the last-section state half a slide after leaving the last section", () => {
    const page = fakePage(4, true);
    const slider = createSliderController(page.env);
    slider.goTo(2);
    expect(page.lastSection.at(-1)).toBe(true);
    advance(timings.slideTime);
    slider.goTo(1);
    advance(timings.slideTime / 2 - 1);
    expect(page.lastSection.at(-1)).toBe(true);
    advance(1);
    expect(page.lastSection.at(-1)).toBe(false);
  });

  it("moves instantly under reduced motion", () => {
    const page = fakePage();
    page.reducedMotion = true;
    const slider = createSliderController(page.env);
    slider.key(1, now);
    expect(page.moves).toEqual([{ stop: 1, edge: "start", duration: 0 }]);
    expect(slider.scrolling).toBe(false);
  });

  it("never moves the page while a form field has focus", () => {
    const page = fakePage();
    const slider = createSliderController(page.env);
    slider.suspend();
    expect(slider.wheel(100, now)).toBe("native");
    expect(slider.key(1, now)).toBe("native");
    slider.swipe(200, now);
    slider.goTo(3);
    slider.focusEntered(2);
    expect(page.moves).toEqual([]);
    slider.resume();
    slider.key(1, now);
    expect(page.moves).toHaveLength(1);
  });

  it("follows keyboard focus into another section", () => {
    const page = fakePage();
    const slider = createSliderController(page.env);
    slider.focusEntered(3);
    expect(page.moves).toEqual([{ stop: 3, edge: "start", duration: timings.keyboardScroll }]);
    slider.focusEntered(3);
    expect(page.moves).toHaveLength(1);
  });
});
