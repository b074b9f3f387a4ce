import type { PublicEnv } from "../../app/lib/public-env.ts";

/**
 * The public configuration the root loader sends, as the unit and component tests see it: one
 * copy, so a new field in PublicEnv is added once. No analytics IDs (a test that needs the
 * consent banner sets them), and social links and a brochure, which page metadata reads.
 */
export const testPublicEnv: PublicEnv = {
  siteToken: "token1234",
  publicOrigin: "https://example.ky",
  salesPhone: "+1 (345) 555-0100",
  spaNavigation: true,
  gaMeasurementId: null,
  gtmId: null,
  social: {
    facebook: "https://facebook.example/residences",
    linkedin: "https://linkedin.example/residences",
    instagram: "https://instagram.example/residences",
  },
  brochureUrl: "https://brochure.example/",
};
