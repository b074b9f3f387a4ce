/**
 * The sales contact printed on the sheet: the stored contact settings (/admin/site, with the
 * SALES_PHONE and social-link variables as their defaults) and the site's contact page.
 */
import { telHref } from "../../app/lib/phone.ts";
import type { ContactSettings } from "../../app/lib/site-settings.ts";

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

export function salesContact(contact: ContactSettings, publicOrigin: string): SalesContact {
  const { hostname } = new URL(publicOrigin);
  const local = ["localhost", "127.0.0.1", "[::1]"].includes(hostname);
  const contactUrl = `${publicOrigin}/contact`;
  const { social } = contact;
  return {
    phone: contact.salesPhone,
    phoneHref: telHref(contact.salesPhone),
    website: local ? null : { url: contactUrl, label: bare(contactUrl) },
    social: [
      { name: "Instagram", url: social.instagram, label: bare(social.instagram) },
      { name: "Facebook", url: social.facebook, label: bare(social.facebook) },
      { name: "LinkedIn", url: social.linkedin, label: bare(social.linkedin) },
    ],
  };
}
