import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  organizationLogo,
  shareImageManifest,
  shareImageSources,
} from "../../app/content/media/share-image-manifest.ts";
import { pages } from "../../app/content/pages.ts";
import { PRESS_ARTICLE_CARD, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from "../../app/lib/media.ts";
import { titleSize } from "./card-markup.ts";
import {
  cardAlt,
  cardSource,
  contentVersion,
  logoSource,
  SHARE_OUT_DIRECTORY,
  shareCards,
} from "./share-cards.ts";

const manifest: Record<string, { file: string; version: string; alt: string }> = shareImageManifest;
const sources: Record<string, string> = shareImageSources;
const bytesOf = (file: string) => readFileSync(join(SHARE_OUT_DIRECTORY, file));

describe("share cards", () => {
  it("exist for every page and for the press articles", () => {
    expect(Object.keys(manifest).sort()).toEqual(
      [...Object.keys(pages), PRESS_ARTICLE_CARD].sort(),
    );
  });

  it("are current: each was drawn from its page's present title and picture", () => {
    const stale = shareCards()
      .filter((card) => sources[card.name] !== cardSource(card))
      .map((card) => card.name);
    expect(stale, "run `npm run media:share-images` and commit the result").toEqual([]);
    expect(sources.logo).toBe(logoSource());
  });

  it("are versioned by their bytes, so a changed card gets a new address", () => {
    for (const entry of Object.values(manifest)) {
      expect(entry.version, entry.file).toBe(contentVersion(bytesOf(entry.file)));
    }
    expect(organizationLogo.version).toBe(contentVersion(bytesOf(organizationLogo.file)));
  });

  it("are 1200x630 JPEGs of at most 120 KB, with nothing else left in the folder", async () => {
    for (const entry of Object.values(manifest)) {
      const bytes = bytesOf(entry.file);
      const { format, width, height } = await sharp(bytes).metadata();
      expect({ file: entry.file, format, width, height }).toEqual({
        file: entry.file,
        format: "jpeg",
        width: SHARE_IMAGE_WIDTH,
        height: SHARE_IMAGE_HEIGHT,
      });
      expect(bytes.length, entry.file).toBeLessThanOrEqual(120 * 1024);
    }
    const files = [...Object.values(manifest).map((entry) => entry.file), organizationLogo.file];
    expect(readdirSync(SHARE_OUT_DIRECTORY).sort()).toEqual(files.sort());
  });

  it("describe themselves: the title and the picture's scene", () => {
    const overview = shareCards().find((card) => card.name === "/overview");
    expect(overview && cardAlt(overview)).toBe(
      "“Overview: Paradise Without Compromise” beside the resort seen from the air, with The Residences wordmark",
    );
    for (const card of shareCards()) expect(manifest[card.name]?.alt).toBe(cardAlt(card));
  });

  it("set short titles larger than long ones", () => {
    expect(titleSize("Team")).toBeGreaterThan(titleSize("Floor Plans & Availability"));
    expect(titleSize("Floor Plans & Availability")).toBeGreaterThan(
      titleSize("Overview: Paradise Without Compromise"),
    );
  });
});
