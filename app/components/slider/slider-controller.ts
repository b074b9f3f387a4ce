import { SWIPE_THRESHOLD_PX, timings } from "../../lib/timings.ts";
import { createWheelGestures } from "./wheel-gestures.ts";

export type Direction = 1 | -1;
/** Which end of a stop to bring to the top of the screen: a tall stop entered upwards shows its end. */
export type StopEdge = "start" | "end";

/** What the controller needs from the page: geometry in, scrolling and section state out. */
export interface SliderEnvironment {
  /** Sections, plus one for the breadcrumb/footer when the page has one. */
  readonly stopCount: number;
  /** Whether the page ends with the breadcrumb/footer stop after its last section. */
  readonly hasFooter: boolean;
  /** Whether a stop taller than the screen still has room to scroll natively that way. */
  canScrollWithin(stop: number, direction: Direction): boolean;
  /** Whether the stop is taller than the screen. */
  isTall(stop: number): boolean;
  /** Animates the page to a stop over `duration` ms (0 moves instantly). */
  scrollTo(stop: number, edge: StopEdge, duration: number): void;
  /** Whether the visitor asked for reduced motion: every move is then instant. */
  reducedMotion(): boolean;
  /** A section became active (scrolled past half the screen). */
  enter(stop: number, direction: Direction): void;
  /** The section's video plays 50 ms after it is entered. */
  playVideo(stop: number): void;
  resetVideo(stop: number): void;
  /** The last-section and breadcrumb states, for styling and for screen readers. */
  setLastSection(on: boolean): void;
  setBreadcrumb(on: boolean): void;
  /** Scrolling: a move is animating. Sliding: a wheel gesture is being consumed. */
  setFlags(flags: { scrolling: boolean; sliding: boolean }): void;
}

export type InputResult = "handled" | "native";

/**
 * The full-page slider's state machine (spec sections 4 and 9), free of the DOM so its
 * timings can be tested with fake timers. Inputs come from wheel, keys, swipes, focus and the
 * observed scroll position; outputs go to the environment.
 */
export function createSliderController(env: SliderEnvironment) {
  const gestures = createWheelGestures();
  const sectionCount = env.stopCount - (env.hasFooter ? 1 : 0);
  const lastSection = sectionCount - 1;

  let target = 0;
  let active = -1;
  let scrolling = false;
  let sliding = false;
  let suspended = false;
  let lastTouchAt = Number.NEGATIVE_INFINITY;
  let keyGuardUntil = Number.NEGATIVE_INFINITY;
  let scrollTimer: ReturnType<typeof setTimeout> | undefined;
  let slidingTimer: ReturnType<typeof setTimeout> | undefined;
  let lastSectionTimer: ReturnType<typeof setTimeout> | undefined;
  let videoTimer: ReturnType<typeof setTimeout> | undefined;

  function setFlags() {
    env.setFlags({ scrolling, sliding });
  }

  function updateLastSection(stop: number) {
    clearTimeout(lastSectionTimer);
    if (stop === lastSection) env.setLastSection(true);
    // Leaving the last section, its class goes halfway through the slide (spec section 4).
    else lastSectionTimer = setTimeout(() => env.setLastSection(false), timings.slideTime / 2);
  }

  function move(stop: number, duration: number, edge: StopEdge = "start") {
    const next = Math.max(0, Math.min(env.stopCount - 1, stop));
    if (next === target && scrolling) return;
    const instant = env.reducedMotion();
    target = next;
    scrolling = !instant;
    setFlags();
    updateLastSection(next);
    env.scrollTo(next, edge, instant ? 0 : duration);
    clearTimeout(scrollTimer);
    if (!instant) {
      scrollTimer = setTimeout(() => {
        scrolling = false;
        setFlags();
      }, duration);
    }
  }

  function step(direction: Direction, duration: number) {
    const next = target + direction;
    if (next < 0 || next >= env.stopCount) return false;
    const edge: StopEdge = direction < 0 && env.isTall(next) ? "end" : "start";
    move(next, duration, edge);
    return true;
  }

  function holdSliding() {
    sliding = true;
    setFlags();
    clearTimeout(slidingTimer);
    slidingTimer = setTimeout(() => {
      sliding = false;
      setFlags();
    }, timings.wheelShortReset);
  }

  return {
    get target() {
      return target;
    },
    get active() {
      return active;
    },
    get scrolling() {
      return scrolling;
    },

    /** A wheel event: "handled" means the page must not scroll natively. */
    wheel(delta: number, now: number): InputResult {
      if (delta === 0 || suspended) return "native";
      const direction: Direction = delta > 0 ? 1 : -1;
      // A touch screen can follow a swipe with synthetic mouse and wheel events.
      if (now - lastTouchAt < timings.touchMouseIgnoreWindow) return "handled";
      const fresh = gestures.startsGesture(delta, now);
      holdSliding();
      if (!scrolling && env.canScrollWithin(target, direction)) {
        gestures.consumed(now);
        return "native";
      }
      if (!fresh) return "handled";
      gestures.consumed(now);
      if (!scrolling) step(direction, timings.slideTime);
      return "handled";
    },

    /** An arrow (or page) key: "handled" means the default scroll must be prevented. */
    key(direction: Direction, now: number): InputResult {
      if (suspended) return "native";
      if (!scrolling && env.canScrollWithin(target, direction)) return "native";
      if (now < keyGuardUntil) return "handled";
      keyGuardUntil = now + timings.keyboardScroll + timings.keyboardScrollGuard;
      step(direction, timings.keyboardScroll);
      return "handled";
    },

    touchStarted(now: number) {
      lastTouchAt = now;
    },

    /** A finger moving: "handled" means the page must not scroll natively under it. */
    touchMove(direction: Direction): InputResult {
      if (suspended || env.canScrollWithin(target, direction)) return "native";
      return "handled";
    },

    /** A finished swipe of `distance` px (positive towards the next section). */
    swipe(distance: number, now: number) {
      lastTouchAt = now;
      if (suspended || scrolling || Math.abs(distance) < SWIPE_THRESHOLD_PX) return;
      step(distance > 0 ? 1 : -1, timings.slideTime);
    },

    /** A move asked for by a link, an anchor or focus. */
    goTo(stop: number, duration: number = timings.slideTime, edge: StopEdge = "start") {
      if (suspended) return;
      move(stop, duration, edge);
    },

    /** Keyboard focus entered a stop: the slider follows it. */
    focusEntered(stop: number) {
      if (suspended || stop === target) return;
      if (env.isTall(stop)) {
        // The browser has already scrolled the focused element into view inside a tall stop.
        target = stop;
        updateLastSection(stop);
        return;
      }
      move(stop, timings.keyboardScroll);
    },

    /** A form field has focus: the slider must not move the page under the visitor's keyboard. */
    suspend() {
      suspended = true;
    },
    resume() {
      suspended = false;
    },

    /** The stop that is past half the screen now, whatever moved the page. */
    positionChanged(stop: number) {
      if (!scrolling) target = stop;
      if (stop === active) return;
      const previous = active;
      const direction: Direction = stop > previous ? 1 : -1;
      active = stop;
      clearTimeout(videoTimer);
      if (previous >= 0) env.resetVideo(previous);
      env.enter(stop, direction);
      env.setBreadcrumb(env.hasFooter && stop === env.stopCount - 1);
      if (previous === -1) updateLastSection(stop);
      videoTimer = setTimeout(() => env.playVideo(stop), timings.videoPlayDelay);
    },

    dispose() {
      for (const timer of [scrollTimer, slidingTimer, lastSectionTimer, videoTimer]) {
        clearTimeout(timer);
      }
    },
  };
}

export type SliderController = ReturnType<typeof createSliderController>;
