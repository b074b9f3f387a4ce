import { describe, expect, it } from "vitest";
import { parseConfig } from "../config.server.ts";
import { factSheetHref, factSheetVersion } from "./fact-sheet.server.ts";
import { defaultSiteSettings } from "./site-settings.server.ts";

const site = defaultSiteSettings(parseConfig({ SECRET: "fact-sheet-version-test-0000000000" }));
const origin = "https://residences.example";

describe("the fact sheet's address", () => {
  it("keeps its version while nothing it is made from changes", () => {
    expect(factSheetVersion("r1", site, origin)).toBe(factSheetVersion("r1", site, origin));
    expect(factSheetHref(factSheetVersion("r1", site, origin))).toMatch(
      /^\/documents\/fact-sheet\.pdf\?v=[0-9a-f]{16}$/,
    );
  });

  it("changes with a fact, the contact settings, the release and the public address", () => {
    const base = factSheetVersion("r1", site, origin);
    const sold = { ...site, facts: { ...site.facts, soldShare: "over 55%" } };
    const phone = { ...site, contact: { ...site.contact, salesPhone: "+1 (345) 555-0199" } };
    expect(factSheetVersion("r1", sold, origin)).not.toBe(base);
    expect(factSheetVersion("r1", phone, origin)).not.toBe(base);
    expect(factSheetVersion("r2", site, origin)).not.toBe(base);
    expect(factSheetVersion("r1", site, "https://other.example")).not.toBe(base);
  });
});
