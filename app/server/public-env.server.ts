import type { PublicEnv } from "../lib/public-env.ts";
import type { Config } from "./config.server.ts";

export function publicEnv(config: Config): PublicEnv {
  return {
    siteToken: config.siteToken,
    publicOrigin: config.publicOrigin,
    salesPhone: config.salesPhone,
    spaNavigation: config.spaNavigation,
    gaMeasurementId: config.gaMeasurementId ?? null,
    gtmId: config.gtmId ?? null,
    social: config.social,
    brochureUrl: config.brochureUrl,
  };
}
