import type { PublicEnv } from "../../lib/public-env.ts";
import type { PageWords, SiteFacts } from "../../lib/site-settings.ts";
import { publicEnv } from "../public-env.server.ts";
import type { Services } from "../services.server.ts";
import { factSheetHref, factSheetVersion } from "./fact-sheet.server.ts";
import { defaultSiteSettings, type PublicSite, readPublicSite } from "./site-settings.server.ts";

/** What the root loader sends every page: the public configuration, the facts, page words. */
export interface SiteData {
  env: PublicEnv;
  facts: SiteFacts;
  /** Only the pages whose words were edited: a fresh database adds nothing to a page. */
  pages: Record<string, PageWords>;
  /** The fact sheet's address at the version the facts and contact make. */
  factSheetHref: string;
}

/**
 * The stored site settings, or the code's defaults when they cannot be read (the page still
 * serves, as it does when the price list cannot be read).
 */
export async function publicSite({ storage, config, logger }: Services): Promise<PublicSite> {
  try {
    return await readPublicSite(storage, config);
  } catch (error) {
    logger.error({ err: error }, "the site settings could not be read");
    return { ...defaultSiteSettings(config), pages: {} };
  }
}

export async function siteData(services: Services): Promise<SiteData> {
  const { facts, contact, pages } = await publicSite(services);
  const { config, release } = services;
  return {
    env: { ...publicEnv(config), ...contact, social: { ...contact.social } },
    facts,
    pages,
    factSheetHref: factSheetHref(
      factSheetVersion(release, { facts, contact }, config.publicOrigin),
    ),
  };
}
