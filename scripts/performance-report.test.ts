import { describe, expect, it } from "vitest";
import { replaceSection } from "./performance-report.ts";

describe("replaceSection", () => {
  it("starts the document, then replaces only its own section on the next run", () => {
    const first = replaceSection("", "bench", "| a | 1 |");
    expect(first).toContain("# Performance");
    expect(first).toContain("<!-- bench:start -->\n| a | 1 |\n<!-- bench:end -->");

    const both = replaceSection(first, "audit", "audit table");
    const rerun = replaceSection(both, "bench", "| a | 2 |");
    expect(rerun).toContain("| a | 2 |");
    expect(rerun).not.toContain("| a | 1 |");
    expect(rerun).toContain("<!-- audit:start -->\naudit table\n<!-- audit:end -->");
    expect(rerun.indexOf("bench:start")).toBeLessThan(rerun.indexOf("audit:start"));
  });
});
