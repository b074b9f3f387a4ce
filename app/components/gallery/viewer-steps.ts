import { SWIPE_THRESHOLD_PX } from "../../lib/timings.ts";

/**
 * The viewer's position (spec section 4, "Modal gallery"): index -1 while closed; next from the
 * last picture goes to the first and previous from the first goes to the last.
 */
export const CLOSED = -1;

export type Step = 1 | -1;

/** The index one step away, wrapping around; stays CLOSED when closed or empty. */
export function stepIndex(index: number, step: Step, count: number): number {
  if (index === CLOSED || count < 1) return CLOSED;
  return (((index + step) % count) + count) % count;
}

/** A horizontal drag follows the finger; a mostly vertical one is left alone. */
export function isHorizontal(dx: number, dy: number): boolean {
  return Math.abs(dx) > Math.abs(dy);
}

/**
 * What a finished swipe does: a move to the left of at least the threshold shows the next
 * picture, to the right the previous one; shorter or mostly vertical moves do nothing.
 */
export function swipeStep(dx: number, dy: number, threshold = SWIPE_THRESHOLD_PX): Step | null {
  if (!isHorizontal(dx, dy) || Math.abs(dx) < threshold) return null;
  return dx < 0 ? 1 : -1;
}
