import type { SiteFacts } from "../../lib/site-settings.ts";
import type { FilmName } from "../media/film-manifest.ts";
import type { ImageName } from "../media/image-manifest.ts";
import { facts } from "../site.ts";
import { beachFeet, oceanHouseResidences } from "../site-facts.ts";
import type { Anchor, Story } from "./types.ts";

export const homeHero = (site: SiteFacts) => ({
  id: "overview",
  banner: facts.constructionBanner,
  eyebrow: "The Residences at Mandarin Oriental",
  title: "A Private Shore on Grand Cayman",
  lede: `${site.residences} beachfront residences of ${facts.bedrooms} bedrooms on a ${beachFeet(site)}-foot beach, cared for by one of the world's most celebrated hotel companies.`,
  image: "resort-shore" as const satisfies ImageName,
  film: "resort-shore" as const satisfies FilmName,
});

export const homeOverview = (site: SiteFacts) =>
  ({
    id: "the-resort",
    eyebrow: "Overview",
    title: "Paradise Without Compromise",
    paragraphs: [
      `On Grand Cayman's quiet southern shore, a private resort is taking shape around a ${beachFeet(site)}-foot crescent of sand. Two houses of residences, the Beach House and the Ocean House, stand beside a new Mandarin Oriental hotel, with gardens, pools and a beach club between them and the sea.`,
      "Here, owners live as residents rather than guests: with a front door of their own, the whole of the resort beyond it, and the hotel's service a call away at any hour.",
    ],
    facts: [
      { value: String(site.residences), label: "Residences" },
      { value: String(facts.beachHouseResidences), label: "In the Beach House" },
      { value: `${beachFeet(site)} ft`, label: "Private beach" },
      { value: capitalise(site.soldShare), label: "Sold" },
    ],
  }) as const;

export const homeResidences = (site: SiteFacts) =>
  ({
    id: "residences",
    eyebrow: "The Residences",
    title: "Two Houses on the Water",
    lede: "A home above the hotel, with its life at your door, or a quieter, larger residence set a little apart: each with the sea before it.",
    houses: [
      {
        path: "/beach-house",
        name: "The Beach House",
        subtitle: "Hotel & Residences",
        text: `${facts.beachHouseResidences} two-, three- and four-bedroom residences sharing the hotel's arrival court, restaurants and services, each opening onto a deep terrace above the beach.`,
        image: "beach-house",
      },
      {
        path: "/ocean-house",
        name: "The Ocean House",
        subtitle: "Private Residences",
        text: `${oceanHouseResidences(site)} residences of up to five bedrooms, including the full-floor Penthouse 1003, with a private club, wrap-around terraces and panoramic views of the Caribbean Sea.`,
        image: "ocean-house",
      },
    ],
  }) as const;

export const homeStories = {
  amenities: {
    id: "amenities",
    eyebrow: "Amenities",
    title: "Captivating at Every Moment",
    paragraphs: [
      "Five pool experiences, a club house and sports center, coastal trails, a kids club and a terrace made for the sunset: the resort is designed so that a day can be as full, or as empty, as you wish.",
    ],
    image: "pool-lagoon",
  },
  brand: {
    id: "brand",
    eyebrow: "Mandarin Oriental",
    title: "A Legacy of Service",
    paragraphs: [
      "For more than half a century, Mandarin Oriental has been known for service that anticipates rather than responds. Residents enjoy that same care at home, from in-residence dining and housekeeping to the spa, and a team that remembers how you take your morning coffee.",
    ],
    image: "dining-beach",
  },
  island: {
    id: "island",
    eyebrow: "Grand Cayman",
    title: "The Privilege of Privacy",
    paragraphs: [
      "A little over an hour's flight from Miami and under four from New York, Grand Cayman is an English-speaking British Overseas Territory with a stable economy, clear water and a pace of life that rewards those who slow down.",
    ],
    image: "island-coast",
  },
} as const satisfies Record<string, Story>;

/**
 * The legal note: fine print after the tour, not a chapter of it, so it is in no list of
 * sections. The imagery note is left to the site footer just beneath it.
 */
export const homeLegalNote = {
  id: "important-information",
  title: "Important Information",
  text: "This website is for information only. It is not an offer to sell, or a solicitation of an offer to buy, a residence in any jurisdiction where such an offer or solicitation is not permitted. Plans, specifications, amenities and prices may change without notice.",
  link: "Read the Legal Notices",
} as const;

/** The slider's chapters in order, with the subtitles their bars show; the tour ends on the island. */
export const homeSections: readonly Anchor[] = [
  { id: "overview", label: "Welcome" },
  { id: "the-resort", label: "Overview" },
  { id: "residences", label: "The Residences" },
  { id: homeStories.amenities.id, label: homeStories.amenities.eyebrow },
  { id: homeStories.brand.id, label: homeStories.brand.eyebrow },
  { id: homeStories.island.id, label: homeStories.island.eyebrow },
];

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
