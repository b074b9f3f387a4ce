import type { SiteFacts } from "../../lib/site-settings.ts";
import type { FilmName } from "../media/film-manifest.ts";
import { facts } from "../site.ts";
import { beachFeet } from "../site-facts.ts";
import type { Story } from "./types.ts";

export const introductionHero = (site: SiteFacts) => ({
  eyebrow: "An Introduction",
  title: "Beachfront Living, with the Service of Mandarin Oriental",
  lede: `${site.residences} residences of ${facts.bedrooms} bedrooms on a ${beachFeet(site)}-foot beach on Grand Cayman. ${facts.constructionBanner}, with ${site.soldShare} already sold.`,
  film: "beachfront-views" as const satisfies FilmName,
});

export const introductionBlocks = [
  {
    id: "two-houses",
    eyebrow: "The Residences",
    title: "Two Houses, One Beach",
    paragraphs: [
      "Choose a home in the Beach House, where the hotel's restaurants, pools and services are at your door, or in the Ocean House, a quieter address of larger residences with a private club of their own.",
      "Every residence faces the sea, with deep terraces, walls of glass and interiors finished in natural stone and timber.",
    ],
    image: "terrace-residence",
  },
  {
    id: "service",
    eyebrow: "Mandarin Oriental",
    title: "Service, Wherever You Are",
    paragraphs: [
      "Owners enjoy the care of Mandarin Oriental every day: housekeeping and in-residence dining, the spa and wellness programme, and a team that looks after your home while you are away.",
      "It is the ease of a great hotel, with the privacy of a home of your own.",
    ],
    image: "adults-pool",
  },
] as const satisfies readonly Story[];

export const introductionContact = {
  id: "contact",
  eyebrow: "Register Your Interest",
  title: "Be Among the First to Know",
  text: "Register with our sales team to receive floor plans, pricing and an invitation to visit the sales gallery on Grand Cayman.",
} as const;
