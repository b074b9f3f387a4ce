import { describe, expect, it } from "vitest";
import { viewerSizes } from "./viewer-layout.ts";

describe("viewer sizes", () => {
  it("describes a contain-fit picture: limited by the width or by the height times the aspect", () => {
    expect(viewerSizes(2400, 1500)).toBe(
      "(min-width: 768px) min(calc(100vw - 12rem), calc((100vh - 10.5rem) * 1.6)), min(calc(100vw - 2rem), calc((100vh - 9rem) * 1.6))",
    );
    expect(viewerSizes(1000, 3000)).toContain("* 0.333)");
  });
});
