/**
 * Facts about the development that copy and metadata quote; one place for each. Residences,
 * beach length and sold share are marketing's to edit (/admin/site): these are their defaults,
 * and the copy takes them as SiteFacts (app/lib/use-site-facts.ts, site-facts.ts beside this).
 */
export const SITE_NAME = "The Residences at Mandarin Oriental, Grand Cayman";
export const SITE_SHORT_NAME = "The Residences, Grand Cayman";

export const facts = {
  residences: 42,
  beachHouseResidences: 20,
  beachLengthFeet: 1000,
  soldShare: "over 40%",
  bedrooms: "two to five",
  constructionBanner: "Now under construction",
  imageryNote:
    "Images are digital representations only and may not show the completed construction.",
} as const;

/** Where the development is: the footer's address line and the structured data's address. */
export const siteAddress = {
  locality: "Beach Bay",
  island: "Grand Cayman",
  country: "Cayman Islands",
  /** ISO 3166-1 alpha-2, as schema.org's addressCountry prefers. */
  countryCode: "KY",
} as const;
