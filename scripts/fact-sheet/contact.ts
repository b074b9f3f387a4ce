/**
 * The sales contact printed on the sheet. These are runtime settings of the site (SALES_PHONE,
 * PUBLIC_URL and the social links, app/server/config.server.ts), so the sheet takes them from the
 * same variables when they are set and otherwise from the documented defaults (.env.example):
 * regenerate the PDF with the production values to match the live site.
 */
import { telHref } from "../../app/lib/phone.ts";
import { parseConfig } from "../../app/server/config.server.ts";

const SETTINGS = [
  "SALES_PHONE",
  "PUBLIC_URL",
  "FACEBOOK_URL",
  "INSTAGRAM_URL",
  "LINKEDIN_URL",
] as const;

// parseConfig generates and stores a local secret when none is given; the sheet needs no
// secret, so a placeholder keeps it from touching the data folder.
const PLACEHOLDER_SECRET = "fact-sheet-does-not-sign-anything-0000";

export interface SocialLink {
  name: string;
  url: string;
  /** The address without scheme or www, as printed. */
  label: string;
}

export interface SalesContact {
  phone: string;
  phoneHref: string;
  /** The site's contact page, when the site has a public address (not localhost). */
  website: { url: string; label: string } | null;
  social: SocialLink[];
}

const bare = (url: string) => url.replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, "");

export function salesContact(environment: NodeJS.ProcessEnv = process.env): SalesContact {
  const given = Object.fromEntries(SETTINGS.map((name) => [name, environment[name]]));
  const config = parseConfig({ ...given, SECRET: PLACEHOLDER_SECRET });
  const { hostname } = new URL(config.publicOrigin);
  const local = ["localhost", "127.0.0.1", "[::1]"].includes(hostname);
  const contactUrl = `${config.publicOrigin}/contact`;
  return {
    phone: config.salesPhone,
    phoneHref: telHref(config.salesPhone),
    website: local ? null : { url: contactUrl, label: bare(contactUrl) },
    social: [
      { name: "Instagram", url: config.social.instagram, label: bare(config.social.instagram) },
      { name: "Facebook", url: config.social.facebook, label: bare(config.social.facebook) },
      { name: "LinkedIn", url: config.social.linkedin, label: bare(config.social.linkedin) },
    ],
  };
}
