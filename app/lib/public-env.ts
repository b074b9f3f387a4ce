/**
 * The configuration values a page may see. The server builds this allow-list from its
 * config (app/server/public-env.server.ts); nothing else from the environment reaches
 * the browser.
 */
export interface PublicEnv {
  siteToken: string;
  publicOrigin: string;
  salesPhone: string;
  spaNavigation: boolean;
  gaMeasurementId: string | null;
  gtmId: string | null;
  social: { facebook: string; linkedin: string; instagram: string };
  brochureUrl: string;
}
