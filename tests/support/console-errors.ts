import { afterEach, beforeEach, expect, type MockInstance, vi } from "vitest";

/**
 * A component test fails on any console.error, as a browser test does: React reports
 * failed renders, key warnings and act() misuse there while the assertions may still pass.
 */
export function failOnConsoleError() {
  let errors: unknown[][] = [];
  let spy: MockInstance<typeof console.error> | undefined;
  beforeEach(() => {
    errors = [];
    spy = vi.spyOn(console, "error").mockImplementation((...args) => {
      errors.push(args);
    });
  });
  afterEach(() => {
    spy?.mockRestore();
    expect(errors, "console.error output").toEqual([]);
  });
}
