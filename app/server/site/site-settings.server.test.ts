import { describe, expect, it } from "vitest";
import { storageBackends, useTestStorage } from "../../../tests/support/test-storage.ts";
import { pages } from "../../content/pages.ts";
import { facts } from "../../content/site.ts";
import { PAGE_WORD_LIMITS } from "../../lib/site-settings.ts";
import { listAudit } from "../admin/audit-log.server.ts";
import { pageMetadata } from "../api/page-metadata.server.ts";
import { parseConfig } from "../config.server.ts";
import { contentVersion } from "../content-versions.server.ts";
import {
  defaultPageWords,
  defaultSiteSettings,
  pageId,
  pageWordsSchema,
  parsePage,
  parseSite,
  readPublicSite,
  SITE_ID,
  type StoredRow,
  siteRecord,
  siteSchema,
} from "./site-settings.server.ts";
import { saveSettings } from "./site-settings-edit.server.ts";

const config = parseConfig({ SECRET: "site-settings-test-secret-0000000000" });
const actor = { id: "m1", label: "marketing@residences.example" };
const defaults = siteRecord(defaultSiteSettings(config));

describe("the code's defaults", () => {
  it("are the spec's facts and the documented contact settings", () => {
    expect(defaults).toMatchObject({
      residences: 42,
      beachLengthFeet: 1000,
      soldShare: "over 40%",
      salesPhone: "+1 (345) 555-0100",
    });
    expect(facts.residences).toBe(defaults.residences);
  });

  it("pass the rules an edit must meet, so saving an unchanged form is never refused", () => {
    expect(siteSchema.safeParse(defaults).success).toBe(true);
    for (const path of Object.keys(pages)) {
      const words = defaultPageWords(path);
      expect(pageWordsSchema.safeParse(words).success, path).toBe(true);
    }
  });

  it("refuse a description longer than search engines show", () => {
    const words = { title: "Inquire", shareText: "", description: "x".repeat(161) };
    expect(PAGE_WORD_LIMITS.description.max).toBe(160);
    expect(pageWordsSchema.safeParse(words).success).toBe(false);
  });
});

describe.each(storageBackends)("site settings on $kind", (backend) => {
  const db = useTestStorage(backend);

  it("show the code's values on a fresh database", async () => {
    expect(await readPublicSite(db.storage, config)).toEqual({
      ...defaultSiteSettings(config),
      pages: {},
    });
  });

  it("save an edit with its audit line, move the content version, and refuse a stale one", async () => {
    const { storage } = db;
    const before = await contentVersion(storage);
    const after = { ...defaults, soldShare: "over 55%", salesPhone: "+1 (345) 555-0199" };
    const current = (row: StoredRow | undefined) =>
      siteRecord(parseSite(row) ?? defaultSiteSettings(config));
    const base = { id: SITE_ID, current, action: "site.settings_changed" as const, actor };
    expect(await saveSettings(storage, { ...base, after, version: 0 })).toEqual({
      outcome: "changed",
      version: 1,
    });
    const site = await readPublicSite(storage, config);
    expect(site.facts.soldShare).toBe("over 55%");
    expect(site.contact.salesPhone).toBe("+1 (345) 555-0199");
    expect(await contentVersion(storage)).not.toBe(before);

    // Someone who opened the form before that save: nothing changes.
    const stale = { ...defaults, residences: 44 };
    expect(await saveSettings(storage, { ...base, after: stale, version: 0 })).toMatchObject({
      outcome: "conflict",
    });
    expect((await readPublicSite(storage, config)).facts.residences).toBe(42);

    const { entries } = await listAudit(storage, 1);
    expect(entries[0]).toMatchObject({
      action: "site.settings_changed",
      actorLabel: actor.label,
      subject: SITE_ID,
      before: { soldShare: "over 40%", salesPhone: "+1 (345) 555-0100" },
      after: { soldShare: "over 55%", salesPhone: "+1 (345) 555-0199" },
    });
  });

  it("give a page its edited words, in the page and in the meta call", async () => {
    const { storage } = db;
    const before = defaultPageWords("/contact");
    if (!before) throw new Error("no /contact");
    const words = {
      ...before,
      description: "Call or write to the sales team about a residence on Grand Cayman's beach.",
    };
    const current = (row: StoredRow | undefined) => ({ ...(parsePage(row) ?? before) });
    const base = { id: pageId("/contact"), current, action: "site.page_changed" as const, actor };
    await saveSettings(storage, { ...base, after: words, version: 0 });
    expect((await readPublicSite(storage, config)).pages["/contact"]).toEqual(words);
    const { metadata } = await pageMetadata(storage, "contact");
    expect(metadata.description).toBe(words.description);
    expect(await saveSettings(storage, { ...base, after: words, version: 1 })).toEqual({
      outcome: "unchanged",
      version: 1,
    });
  });
});
