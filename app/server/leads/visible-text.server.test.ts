import { describe, expect, it } from "vitest";
import {
  cleanText,
  hasBrokenCharacter,
  hasRefusedControl,
  hasVisibleCharacter,
} from "./visible-text.server.ts";

describe("hasRefusedControl", () => {
  it("finds C0, DEL and C1 controls, tabs and line breaks in one-line text", () => {
    for (const value of ["a\u0000", "a\tb", "a\nb", "a\rb", "a\u007F", "a\u0085", "a\u009F"]) {
      expect(hasRefusedControl(value), JSON.stringify(value)).toBe(true);
    }
    expect(hasRefusedControl("a\u2028b")).toBe(true);
    expect(hasRefusedControl("Zoë O'Brien-Smith")).toBe(false);
  });

  it("lets multi-line text keep tabs and line breaks, and nothing else", () => {
    expect(hasRefusedControl("a\tb\r\nc\rd\ne\u2029f", { multiline: true })).toBe(false);
    expect(hasRefusedControl("a\u000Bb", { multiline: true })).toBe(true);
    expect(hasRefusedControl("a\u0000b", { multiline: true })).toBe(true);
  });

  it("finds every bidi embedding, override and isolate, but not the marks", () => {
    for (const code of [0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069]) {
      expect(hasRefusedControl(`a${String.fromCodePoint(code)}b`, { multiline: true })).toBe(true);
    }
    expect(hasRefusedControl("a\u200Fb")).toBe(false);
  });
});

describe("hasBrokenCharacter", () => {
  it("finds a lone surrogate but not a whole pair", () => {
    expect(hasBrokenCharacter("a\uD800")).toBe(true);
    expect(hasBrokenCharacter("\uDC00a")).toBe(true);
    expect(hasBrokenCharacter("\uD83D\uDE00")).toBe(false);
  });
});

describe("cleanText", () => {
  it("removes layout-only characters", () => {
    expect(cleanText("\uFEFFA\u200Bd\u00ADa\u2060\u200E\u{E0041}")).toBe("Ada");
  });

  it("keeps ZWNJ and ZWJ where a script or an emoji needs them, and removes them elsewhere", () => {
    const persian = "\u0645\u06CC\u200C\u062E\u0648\u0627\u0647\u0645";
    const devanagari = "\u0915\u094D\u200D\u0937";
    const technologist = "\u{1F469}\u{1F3FD}\u200D\u{1F4BB}";
    const rainbowFlag = "\u{1F3F3}\uFE0F\u200D\u{1F308}";
    for (const value of [persian, devanagari, technologist, rainbowFlag]) {
      expect(cleanText(value)).toBe(value);
    }
    expect(cleanText("\u200DA\u200Cd\u200Da")).toBe("Ada");
    expect(cleanText("\u0915\u094D\u200D\u200D\u0937")).toBe(devanagari);
  });

  it("normalises to NFC and trims", () => {
    expect(cleanText("  Zoe\u0308\u3000")).toBe("Zo\u00EB");
  });

  it("turns CRLF, CR and line separators into LF in multi-line text only", () => {
    expect(cleanText("a\r\nb\rc\u2028d\n\te", { multiline: true })).toBe("a\nb\nc\nd\n\te");
  });

  it("empties text with nothing visible in it", () => {
    expect(cleanText("\u3164\u115F\u1160\uFFA0\u2800\u00A0\u2003\u180E")).toBe("");
    expect(cleanText("\u0301\u0308")).toBe("");
    expect(cleanText("\n\t\n", { multiline: true })).toBe("");
  });
});

describe("hasVisibleCharacter", () => {
  it("counts letters, digits, symbols and emoji, but not blanks or marks alone", () => {
    for (const value of ["a", "7", "-", "\u00E9", "\u{1F600}", "\u6C34"]) {
      expect(hasVisibleCharacter(value), value).toBe(true);
    }
    for (const value of ["", " ", "\u3164", "\u2800", "\u0301", "\u200B", "\uFE0F"]) {
      expect(hasVisibleCharacter(value), JSON.stringify(value)).toBe(false);
    }
  });
});
