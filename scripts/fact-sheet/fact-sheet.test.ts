/**
 * The fact sheet: its facts agree with the site's content and the seed price list, and the PDF it
 * renders is two deterministic pages that actually print those facts.
 */
import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { amenitiesSummary } from "../../app/content/pages/amenities.ts";
import { flightMap } from "../../app/content/pages/grand-cayman.ts";
import { penthouse } from "../../app/content/pages/penthouse.ts";
import { facts, SITE_NAME } from "../../app/content/site.ts";
import { parseConfig } from "../../app/server/config.server.ts";
import { defaultSiteSettings } from "../../app/server/site/site-settings.server.ts";
import { salesContact } from "./contact.ts";
import { factSheetContent } from "./content.ts";
import { renderFactSheet } from "./document.ts";
import { readUnits } from "./residences.ts";

const units = readUnits();
const defaults = defaultSiteSettings(parseConfig({ SECRET: "fact-sheet-test-does-not-sign-0000" }));
const sheet = factSheetContent(
  units,
  salesContact(defaults.contact, "http://localhost:3000"),
  defaults.facts,
);
const beachFeet = facts.beachLengthFeet.toLocaleString("en-US");

/** The text the PDF shows, as a reader's copy and paste would get it. */
async function shownText(pdf: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), {
    mergePages: true,
  });
  return text;
}

describe("fact sheet content", () => {
  it("counts the same residences in the price list as the site's facts", () => {
    const [beach, ocean] = sheet.houses;
    expect(units).toHaveLength(facts.residences);
    expect(beach?.summary).toMatchObject({
      house: "Beach",
      count: facts.beachHouseResidences,
      minBedrooms: 2,
      maxBedrooms: 4,
    });
    expect(ocean?.summary.count).toBe(facts.residences - facts.beachHouseResidences);
    expect(facts.bedrooms).toBe("two to five");
    expect(sheet.figures).toContainEqual({ value: "2–5", label: "Bedrooms" });
    expect(sheet.figures).toContainEqual({ value: String(facts.residences), label: "Residences" });
  });

  it("agrees with the sold share the site quotes", () => {
    const sold = units.filter((unit) => unit.status === "Sold").length / units.length;
    expect(facts.soldShare).toBe("over 40%");
    expect(sold).toBeGreaterThan(0.4);
    expect(sheet.figures).toContainEqual({ value: "Over 40%", label: "Sold" });
  });

  it("lists Penthouse 1003 as the penthouse page describes it", () => {
    const types = sheet.houses.flatMap((house) => house.summary.types);
    const full = types.filter((type) => type.fullFloor);
    expect(full).toHaveLength(1);
    expect(full[0]).toMatchObject({ name: penthouse.title, bedrooms: 4, count: 1 });
    expect(full[0]?.interior).toBeGreaterThanOrEqual(8300);
    expect(full[0]?.terrace).toBeGreaterThanOrEqual(3300);
    expect(sheet.penthouse.lede).toContain("8,300\u00a0sq\u00a0ft");
    expect(sheet.penthouse.lede).toContain("3,300\u00a0sq\u00a0ft of terraces");
  });

  it("carries the amenities summary, flying times and the legal notice", () => {
    expect(sheet.amenities.lists.map((list) => list.title)).toEqual(
      amenitiesSummary.columns.flat().map((list) => list.title),
    );
    expect(sheet.location.flights).toHaveLength(flightMap.routes.length);
    expect(sheet.location.flights[0]).toEqual({ city: "Miami", time: "1h 10m" });
    expect(sheet.location.drives.map((drive) => drive.time)).toEqual([
      "15 minutes",
      "20 minutes",
      "25 minutes",
    ]);
    expect(sheet.disclaimer.toLowerCase()).toContain(facts.imageryNote.toLowerCase());
    expect(sheet.disclaimer).toContain("It is not an offer to sell");
    expect(sheet.disclaimer).toContain("may change without notice");
  });

  it("prints the stored sales contact, by default the documented one", () => {
    expect(sheet.contact).toMatchObject({
      phone: "+1 (345) 555-0100",
      phoneHref: "tel:+13455550100",
      website: null,
    });
    expect(sheet.contact.social.map((link) => link.label)).toContain(
      "instagram.com/residencesgrandcayman",
    );
    const live = salesContact(
      { ...defaults.contact, salesPhone: "+1 (345) 555-0199" },
      "https://example.ky",
    );
    expect(live.phone).toBe("+1 (345) 555-0199");
    expect(live.website).toEqual({
      url: "https://example.ky/contact",
      label: "example.ky/contact",
    });
  });

  it("states the stored facts", () => {
    const edited = factSheetContent(units, sheet.contact, {
      residences: 44,
      beachLengthFeet: 1100,
      soldShare: "over 55%",
    });
    expect(edited.figures).toContainEqual({ value: "44", label: "Residences" });
    expect(edited.figures).toContainEqual({ value: "1,100 ft", label: "Private beach" });
    expect(edited.figures).toContainEqual({ value: "Over 55%", label: "Sold" });
    expect(edited.cover.lede).toContain("44 beachfront residences");
  });
});

describe("fact sheet PDF", async () => {
  const pdf = await renderFactSheet(sheet);
  const source = pdf.toString("latin1");

  it("is a small, two-page A4 PDF with its metadata", () => {
    expect(source.startsWith("%PDF-")).toBe(true);
    expect(source.trimEnd().endsWith("%%EOF")).toBe(true);
    expect(source.match(/\/Type \/Page\n/g)).toHaveLength(2);
    expect(source).toContain("/MediaBox [0 0 595.28 841.89]");
    expect(source).toContain("/Lang (en)");
    // Info strings are indirect objects: /Title 30 0 R … 30 0 obj (Fact Sheet: …) endobj.
    expect(source).toMatch(/\/Title \d+ 0 R\n\/Author \d+ 0 R\n\/Subject \d+ 0 R/);
    expect(source).toContain(`(Fact Sheet: ${SITE_NAME})`);
    expect(source).toContain(`(${SITE_NAME})`);
    expect(pdf.length).toBeLessThan(150 * 1024);
  });

  it("renders byte-identical output every time", async () => {
    expect((await renderFactSheet(sheet)).equals(pdf)).toBe(true);
  });

  it("shows the key facts on the page, in the brand's own faces", async () => {
    const text = (await shownText(pdf)).replace(/\s+/g, " ");
    expect(text).toContain(`${facts.residences} beachfront residences`);
    expect(text).toMatch(new RegExp(`${beachFeet}-\\s?foot beach`));
    expect(text).toContain("over 8,300 sq ft");
    expect(text).toContain("8,320");
    expect(text).toContain(`${facts.beachHouseResidences} residences`);
    // Letter-spaced capitals come out a letter at a time.
    const unspaced = (line: string) => line.replace(/\s+/g, "");
    expect(unspaced(text)).toContain(unspaced(facts.constructionBanner.toUpperCase()));
    expect(text).toContain("Five Pool Experiences");
    expect(text).toContain("Miami");
    expect(text).toContain("+1 (345) 555-0100");
    const fonts = [...source.matchAll(/\/BaseFont \/([\w+-]+)/g)].map(([, name]) => name);
    expect(fonts.some((name) => /CormorantGaramond/.test(name ?? ""))).toBe(true);
    expect(fonts.some((name) => /Jost/.test(name ?? ""))).toBe(true);
    expect(fonts.filter((name) => /Times|Helvetica/.test(name ?? ""))).toEqual([]);
  });
});
