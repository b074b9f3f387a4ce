import { afterEach, beforeEach, expect, vi } from "vitest";

/**
 * A component test fails on any console.error, as a browser test does: React reports
 * failed renders, key warnings and act() misuse there while the assertions may still pass.
 */
export function failOnConsoleError() {
  let errors: unknown[][] = [];
  beforeEach(() => {
    errors = [];
    vi.spyOn(console, "error").mockImplementation((...args) => {
      errors.push(args);
    });
  });
  afterEach(() => {
    vi.mocked(console.error).mockRestore();
    expect(errors, "console.error output").toEqual([]);
  });
}
