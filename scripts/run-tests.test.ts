import { describe, expect, it } from "vitest";
import { timingLine, timingTable } from "./run-tests.ts";

describe("npm test's stage times", () => {
  const times = [
    { name: "lint", seconds: 4.04 },
    { name: "unit", seconds: 81.26, exitCode: 1 },
    { name: "browser" },
  ];

  it("prints each stage, the one that failed and those not run, then the total", () => {
    expect(timingTable(times)).toBe(
      [
        "npm test, time per stage:",
        "  lint        4.0 s",
        "  unit       81.3 s  failed (exit 1)",
        "  browser   not run",
        "  total      85.3 s",
        "",
      ].join("\n"),
    );
  });

  it("keeps a run as one line", () => {
    expect(timingLine(times, new Date("2026-11-27T10:00:00Z"))).toBe(
      "2026-11-27T10:00:00.000Z lint=4.0s unit=81.3s(exit 1) browser=-\n",
    );
  });
});
