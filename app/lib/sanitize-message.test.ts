import { describe, expect, it } from "vitest";
import { sanitizeErrors, sanitizeMessage } from "./sanitize-message.ts";

describe("server messages shown as HTML", () => {
  it("keep emphasis and line breaks", () => {
    expect(sanitizeMessage("The <strong>Email</strong> is required.<br>")).toBe(
      "The <strong>Email</strong> is required.<br>",
    );
  });

  it("lose scripts, event handlers and links", () => {
    expect(sanitizeMessage('<img src=x onerror="alert(1)">Bad<script>alert(2)</script>')).toBe(
      "Bad",
    );
    expect(sanitizeMessage('<a href="javascript:alert(1)">here</a> now')).toBe("here now");
    expect(sanitizeMessage("<em onclick='x()'>Zip</em>")).toBe("<em>Zip</em>");
  });

  it("are cleaned field by field", () => {
    expect(sanitizeErrors({ fname: ["<b>First Name</b><script>x</script>"] })).toEqual({
      fname: ["<b>First Name</b>"],
    });
  });
});
