import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const read = (file: string) => readFileSync(new URL(file, import.meta.url), "utf8");

/** The families a sheet's @font-face rules declare. */
function declaredFamilies(sheet: string): string[] {
  return [...sheet.matchAll(/font-family:\s*"([^"]+)"/g)].map((match) => match[1] ?? "");
}

/** The families a custom property's stack names, in order. */
function stack(property: string): string[] {
  const value = new RegExp(`${property}:([^;]+);`).exec(read("tokens.css"))?.[1] ?? "";
  return value.split(",").map((name) => name.trim().replace(/^"|"$/g, ""));
}

// generate-fonts.ts names the metric-matched stand-ins; tokens.css names them again by hand.
// A stand-in whose names drifted apart would drop out silently and the page would jump again
// when the brand's face lands.
describe("the type stacks", () => {
  const fallbacks = declaredFamilies(read("fonts.css")).filter((family) =>
    family.includes(" Fallback: "),
  );

  it.each([
    ["--font-display", "Cormorant Garamond Cut"],
    ["--font-text", "Jost Cut"],
  ])("%s names every stand-in fonts.css declares for %s, behind it", (property, cut) => {
    const families = stack(property);
    const own = fallbacks.filter((family) => family.startsWith(`${cut} Fallback: `));
    expect(own.length).toBeGreaterThan(0);
    expect(families.filter((family) => family.startsWith(`${cut} Fallback: `))).toEqual(own);
    expect(families.indexOf(cut)).toBe(0);
  });
});
