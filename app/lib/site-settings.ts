/**
 * What marketing edits from the back office (issue 27) and the public pages read: the facts the
 * copy states, the contact settings and each page's own words. Types only and the rules a form
 * shows beside its fields; the stored values are checked on the server
 * (app/server/site/site-settings.server.ts).
 */
import type { FormRefusal } from "./admin/form-refusal.ts";

export interface SiteFacts {
  residences: number;
  beachLengthFeet: number;
  /** As the copy says it: "over 40%". */
  soldShare: string;
}

export interface ContactSettings {
  salesPhone: string;
  brochureUrl: string;
  social: { facebook: string; linkedin: string; instagram: string };
}

export interface PageWords {
  title: string;
  description: string;
  /** What a share card says (Open Graph, Twitter); the description when empty. */
  shareText: string;
}

/**
 * The lengths search engines show: a title is cut near 60 characters (the page's words come
 * first, the development's name after them), a description near 160; a description much shorter
 * than 50 is often replaced by text the engine picks from the page.
 */
export const PAGE_WORD_LIMITS = {
  title: { min: 2, max: 60 },
  description: { min: 50, max: 160 },
  shareText: { min: 0, max: 200 },
} as const;

export const FACT_FIELDS = [
  { name: "residences", label: "Residences", hint: "How many residences the development has." },
  { name: "soldShare", label: "Sold share", hint: "As the copy says it, such as “over 40%”." },
  { name: "beachLengthFeet", label: "Beach length (feet)", hint: "A whole number of feet." },
] as const;

export const CONTACT_FIELDS = [
  { name: "salesPhone", label: "Sales phone", hint: "As visitors should read it." },
  { name: "brochureUrl", label: "Brochure address", hint: "The hosted brochure (https://…)." },
  { name: "facebook", label: "Facebook", hint: "The profile’s address (https://…)." },
  { name: "linkedin", label: "LinkedIn", hint: "The profile’s address (https://…)." },
  { name: "instagram", label: "Instagram", hint: "The profile’s address (https://…)." },
] as const;

export const PAGE_FIELDS = [
  { name: "title", label: "Title" },
  { name: "description", label: "Description" },
  { name: "shareText", label: "Share text" },
] as const;

export type SiteField =
  | (typeof FACT_FIELDS)[number]["name"]
  | (typeof CONTACT_FIELDS)[number]["name"];
export type PageField = (typeof PAGE_FIELDS)[number]["name"];

/** An action's answer to a form it refused: what was typed, and why nothing changed. */
export interface SettingsRefusal<Field extends string> extends FormRefusal<Field> {
  /** Which form: the site form, or a page's path. */
  form: string;
}

/** The anchor of a page's form on /admin/pages: "page-home", "page-beach-house". */
export function pageAnchor(path: string): string {
  return `page-${path === "/" ? "home" : path.slice(1).replace(/[^a-z0-9]+/g, "-")}`;
}
