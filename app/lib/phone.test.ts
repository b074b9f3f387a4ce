import { describe, expect, it } from "vitest";
import { telHref } from "./phone.ts";

describe("telHref", () => {
  it("keeps digits and the international prefix", () => {
    expect(telHref("+1 (345) 555-0100")).toBe("tel:+13455550100");
    expect(telHref("345.555.0100")).toBe("tel:3455550100");
  });
});
