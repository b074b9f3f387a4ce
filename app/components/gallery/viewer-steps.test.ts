import { describe, expect, it } from "vitest";
import { SWIPE_THRESHOLD_PX } from "../../lib/timings.ts";
import { CLOSED, stepIndex, swipeStep } from "./viewer-steps.ts";

describe("viewer index", () => {
  it("steps forward and back, wrapping around both ends", () => {
    expect(stepIndex(0, 1, 20)).toBe(1);
    expect(stepIndex(19, 1, 20)).toBe(0);
    expect(stepIndex(0, -1, 20)).toBe(19);
    expect(stepIndex(5, -1, 20)).toBe(4);
  });

  it("stays on a single picture", () => {
    expect(stepIndex(0, 1, 1)).toBe(0);
    expect(stepIndex(0, -1, 1)).toBe(0);
  });

  it("stays closed at -1 when closed or empty", () => {
    expect(CLOSED).toBe(-1);
    expect(stepIndex(CLOSED, 1, 20)).toBe(CLOSED);
    expect(stepIndex(0, 1, 0)).toBe(CLOSED);
  });
});

describe("swipes", () => {
  it("uses the spec's 50 px threshold", () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
  });

  it("goes to the next picture on a move to the left and the previous on a move to the right", () => {
    expect(swipeStep(-80, 0)).toBe(1);
    expect(swipeStep(80, 10)).toBe(-1);
    expect(swipeStep(-50, 0)).toBe(1);
  });

  it("ignores short moves and mostly vertical ones", () => {
    expect(swipeStep(-30, 0)).toBeNull();
    expect(swipeStep(49, 0)).toBeNull();
    expect(swipeStep(-80, 120)).toBeNull();
    expect(swipeStep(0, -200)).toBeNull();
  });
});
