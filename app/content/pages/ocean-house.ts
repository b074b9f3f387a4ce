import type { SiteFacts } from "../../lib/site-settings.ts";
import type { ImageName } from "../media/image-manifest.ts";
import { facts } from "../site.ts";
import { beachFeet, oceanHouseResidences } from "../site-facts.ts";
import type { Anchor, Story } from "./types.ts";

export const oceanHouseHero = (site: SiteFacts) =>
  ({
    id: "intro",
    eyebrow: "The Ocean House",
    title: "Private Residences",
    lede: `${oceanHouseResidences(site)} residences of up to five bedrooms, set apart at the quiet end of the beach, with a private club of their own.`,
    image: "ocean-house" as const satisfies ImageName,
    facts: [
      { value: String(oceanHouseResidences(site)), label: "Residences" },
      { value: "Up to 5", label: "Bedrooms" },
      { value: `${beachFeet(site)} ft`, label: "Of beach before you" },
    ],
  }) as const;

export const oceanHouseStories = (site: SiteFacts) =>
  ({
    sanctuary: {
      id: "sanctuary",
      eyebrow: "Sanctuary",
      title: "A Sanctuary by the Sea",
      paragraphs: [
        "The Ocean House stands a little apart from the life of the hotel, at the quieter end of the beach. Arrival is private, lobbies are for residents only, and every home is oriented to the water and the sky.",
      ],
      image: "resort-shore",
    },
    aerialView: {
      id: "aerial-view",
      eyebrow: "Aerial View",
      title: "Between the Gardens and the Reef",
      paragraphs: [
        `Seen from the air, the resort reads as a series of gardens between the coast road and the reef: the hotel at its heart, the Beach House at the water's edge and the Ocean House within its own landscape at the eastern end of the ${beachFeet(site)}-foot beach.`,
      ],
      image: "resort-aerial-east",
    },
    privateClub: {
      id: "private-club",
      eyebrow: "Private Club",
      title: "A Club of Your Own",
      paragraphs: [
        "Reserved for Ocean House owners and their guests, the club brings together a residents' lounge, a pool terrace, a fitness studio and a screening room, with a dedicated team to arrange anything from a boat charter to a birthday dinner.",
      ],
      image: "private-club",
    },
    terraces: {
      id: "wrap-around-terraces",
      eyebrow: "Terraces",
      title: "Wrap-Around Terraces",
      paragraphs: [
        "Terraces turn the corners of the building, so that residences see sunrise and sunset, the beach and the open sea. Summer kitchens, shaded dining areas and, in selected homes, plunge pools make them true outdoor rooms.",
      ],
      image: "penthouse-terrace",
    },
    interiors: {
      id: "detailed-interiors",
      eyebrow: "Interiors",
      title: "Detailed Interiors",
      paragraphs: [
        "Interiors are calm and tactile: wide-plank oak, honed limestone, linen-textured walls and bronze details chosen to age beautifully in the island light.",
        "Ceilings are high, storage is generous, and every door, handle and fitting has been considered for the way it looks, feels and lasts.",
      ],
      image: "penthouse-dining",
    },
    views: {
      id: "panoramic-views",
      eyebrow: "Panoramic Views",
      title: "One Uninterrupted Sweep of Sea",
      paragraphs: [
        "From the upper floors, the view extends across the reef to the horizon without interruption. Penthouse 1003, which fills the tenth floor, takes this to its conclusion, with the sea and the sky in every direction.",
      ],
      image: "penthouse-living",
      film: "penthouse-living",
    },
    primaryBath: {
      id: "primary-bath",
      eyebrow: "Primary Bath",
      title: "The Calmest Hour of the Day",
      paragraphs: [
        "Stone from a single block, a deep soaking tub before the window and a shower that opens to a private garden terrace: the primary bath turns a daily ritual into the calmest hour of the day.",
      ],
      image: "penthouse-bath",
    },
  }) as const satisfies Record<string, Story>;

export const oceanHouseVision = {
  id: "vision",
  title: "Our Vision",
  quote:
    "We set out to build homes that feel as though they have always belonged on this shore: quiet, generous and made to be lived in for generations.",
} as const;

/** The slider's sections in order, with the subtitles their bars show. */
export const oceanHouseSections: readonly Anchor[] = [
  { id: "intro", label: "Introduction" },
  ...Object.values(oceanHouseStories(facts)).map((story) => ({
    id: story.id,
    label: story.eyebrow,
  })),
  { id: oceanHouseVision.id, label: oceanHouseVision.title },
];
