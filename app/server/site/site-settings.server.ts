import { z } from "zod";
import { pageInfo } from "../../content/pages.ts";
import { facts as codeFacts } from "../../content/site.ts";
import type { ContactSettings, PageWords, SiteFacts } from "../../lib/site-settings.ts";
import { PAGE_WORD_LIMITS } from "../../lib/site-settings.ts";
import type { Config } from "../config.server.ts";
import type { Queryable } from "../storage/storage.server.ts";

/**
 * The facts, contact settings and page words as stored (db/migrations/0009_site_settings.sql),
 * each group over the code's values: a fresh database shows exactly the site the code
 * describes, with the contact settings' environment variables (config.server.ts) as defaults.
 */
const httpUrl = z.url({ protocol: /^https?$/, error: "Give a full address starting https://." });

export const factsSchema = z.object({
  residences: z.coerce.number().int().min(1).max(1000),
  beachLengthFeet: z.coerce.number().int().min(50).max(20_000),
  soldShare: z.string().trim().min(1).max(30),
});

/** The site's group as a form sends it and as it is stored: one flat record. */
export const siteSchema = factsSchema.extend({
  salesPhone: z
    .string()
    .trim()
    .regex(/^\+?[0-9][0-9 ().-]{5,28}[0-9]$/),
  brochureUrl: httpUrl,
  facebook: httpUrl,
  linkedin: httpUrl,
  instagram: httpUrl,
});

export type SiteRecord = z.infer<typeof siteSchema>;

export function siteRecord({ facts, contact }: SiteSettings): SiteRecord {
  return {
    ...facts,
    salesPhone: contact.salesPhone,
    brochureUrl: contact.brochureUrl,
    ...contact.social,
  };
}

function fromRecord(record: SiteRecord): SiteSettings {
  const { residences, beachLengthFeet, soldShare, salesPhone, brochureUrl } = record;
  const { facebook, linkedin, instagram } = record;
  return {
    facts: { residences, beachLengthFeet, soldShare },
    contact: { salesPhone, brochureUrl, social: { facebook, linkedin, instagram } },
  };
}

const words = (limits: { min: number; max: number }) =>
  z.string().trim().min(limits.min).max(limits.max);

export const pageWordsSchema = z.object({
  title: words(PAGE_WORD_LIMITS.title),
  description: words(PAGE_WORD_LIMITS.description),
  shareText: words(PAGE_WORD_LIMITS.shareText),
});

export interface SiteSettings {
  facts: SiteFacts;
  contact: ContactSettings;
}

export const SITE_ID = "site";
export const pageId = (path: string) => `page:${path}`;

export function defaultSiteSettings(config: Config): SiteSettings {
  return {
    facts: {
      residences: codeFacts.residences,
      beachLengthFeet: codeFacts.beachLengthFeet,
      soldShare: codeFacts.soldShare,
    },
    contact: {
      salesPhone: config.salesPhone,
      brochureUrl: config.brochureUrl,
      social: { ...config.social },
    },
  };
}

/** A page's words as the code gives them; undefined for a path that is not a page. */
export function defaultPageWords(path: string): PageWords | undefined {
  const page = pageInfo(path);
  return page && { title: page.title, description: page.description, shareText: "" };
}

export interface StoredRow {
  id: string;
  value: string;
  version: number;
}

export async function readRows(db: Queryable, ids?: readonly string[]): Promise<StoredRow[]> {
  const rows = await db.query<{ id: string; value: string; version: number }>(
    ids
      ? `SELECT id, value, version FROM site_settings WHERE id IN (${ids.map((_, index) => `$${index + 1}`).join(", ")})`
      : "SELECT id, value, version FROM site_settings",
    ids,
  );
  return rows.map((row) => ({ ...row, version: Number(row.version) }));
}

/** A stored group checked again on the way out: a row that no longer fits shows the defaults. */
export function parseSite(row: StoredRow | undefined): SiteSettings | undefined {
  if (!row) return undefined;
  const parsed = siteSchema.safeParse(JSON.parse(row.value));
  return parsed.success ? fromRecord(parsed.data) : undefined;
}

export function parsePage(row: StoredRow | undefined): PageWords | undefined {
  if (!row) return undefined;
  const parsed = pageWordsSchema.safeParse(JSON.parse(row.value));
  return parsed.success ? parsed.data : undefined;
}

/** What the public pages need: the facts, the contact settings and the pages' stored words. */
export interface PublicSite extends SiteSettings {
  pages: Record<string, PageWords>;
}

export async function readPublicSite(db: Queryable, config: Config): Promise<PublicSite> {
  const rows = await readRows(db);
  const site = parseSite(rows.find((row) => row.id === SITE_ID)) ?? defaultSiteSettings(config);
  const pages: Record<string, PageWords> = {};
  for (const row of rows) {
    const words = row.id.startsWith("page:") ? parsePage(row) : undefined;
    if (words) pages[row.id.slice("page:".length)] = words;
  }
  return { ...site, pages };
}
