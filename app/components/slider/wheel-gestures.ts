import { timings } from "../../lib/timings.ts";

/**
 * Tells a deliberate wheel flick from the long inertial tail a trackpad or Magic Mouse sends
 * after it (often two to three seconds of events with decaying deltas).
 *
 * A stream of wheel events is one gesture until it goes quiet for the short reset (200 ms).
 * Once the long reset (1400 ms) has passed since the gesture moved the slider, an event whose
 * delta clearly rises above the recent ones is a new flick inside a still-running stream: an
 * inertial tail only ever decays, so it never qualifies, and one flick moves one section.
 */
export interface WheelGestures {
  /** Records a wheel event; true when it begins a new gesture that may move the slider. */
  startsGesture(delta: number, now: number): boolean;
  /** The slider moved for the current gesture at this time. */
  consumed(now: number): void;
}

const RECENT_EVENTS = 6;
/** How much stronger than the recent average a delta must be to count as a new flick. */
const RISE_FACTOR = 1.6;
/** Deltas this small are the end of a tail or a resting finger, never a new flick. */
const MIN_FLICK_DELTA = 8;

export function createWheelGestures(): WheelGestures {
  let lastEventAt = Number.NEGATIVE_INFINITY;
  let consumedAt: number | null = null;
  let recent: number[] = [];

  return {
    startsGesture(delta, now) {
      const magnitude = Math.abs(delta);
      const quiet = now - lastEventAt >= timings.wheelShortReset;
      const average = recent.length
        ? recent.reduce((sum, value) => sum + value, 0) / recent.length
        : 0;
      lastEventAt = now;
      if (quiet) {
        recent = [magnitude];
        consumedAt = null;
        return true;
      }
      const rising =
        consumedAt !== null &&
        now - consumedAt >= timings.wheelLongReset &&
        magnitude >= MIN_FLICK_DELTA &&
        magnitude > average * RISE_FACTOR;
      recent = [...recent.slice(1 - RECENT_EVENTS), magnitude];
      if (rising) {
        consumedAt = null;
        return true;
      }
      return consumedAt === null;
    },
    consumed(now) {
      consumedAt = now;
    },
  };
}
