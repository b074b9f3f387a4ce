import type { SiteFacts } from "../../lib/site-settings.ts";
import type { ImageName } from "../media/image-manifest.ts";
import { facts } from "../site.ts";
import { beachFeet } from "../site-facts.ts";
import type { Anchor, Story } from "./types.ts";

export const beachHouseHero = (site: SiteFacts) =>
  ({
    id: "intro",
    eyebrow: "The Beach House",
    title: "Hotel & Residences",
    lede: `${facts.beachHouseResidences} residences above the sand, with the life of a Mandarin Oriental hotel at their door and the Caribbean at their feet.`,
    image: "beach-house" as const satisfies ImageName,
    facts: [
      { value: String(facts.beachHouseResidences), label: "Residences" },
      { value: "2–4", label: "Bedrooms" },
      { value: `${beachFeet(site)} ft`, label: "Beach frontage" },
    ],
  }) as const;

export const beachHouseStories = [
  {
    id: "the-art-of-caribbean-living",
    eyebrow: "Caribbean Living",
    title: "The Art of Caribbean Living",
    paragraphs: [
      "Mornings begin with the sound of the water and end with the sun going down over the sea. In between, the Beach House makes every part of the day effortless: breakfast on the terrace, a swim before the heat, lunch at the beach club, a massage in the late afternoon.",
      "It is a way of living that asks nothing of you, and offers everything the hotel can, whenever you would like it.",
    ],
    image: "beach-dawn",
  },
  {
    id: "waterfront-architecture",
    eyebrow: "Architecture",
    title: "Waterfront Architecture",
    paragraphs: [
      "Set low along the beach and stepped back in long, quiet terraces, the Beach House is shaped by its site: deep overhangs for shade, stone and timber that weather gracefully, and glass that brings the sea into every principal room.",
      "Each residence looks out to the horizon, and most enjoy a view along the length of the beach as well.",
    ],
    image: "resort-dusk",
  },
  {
    id: "indoor-outdoor-living",
    eyebrow: "Indoor-Outdoor",
    title: "Indoor-Outdoor Living",
    paragraphs: [
      "Walls of glass slide away so that living room and terrace become one generous space, shaded and open to the sea breeze.",
      "Terraces are deep enough for a long table, a pair of loungers and a garden of planters, so that much of the day can be spent outdoors, in comfort, in every season.",
    ],
    image: "living-room",
  },
  {
    id: "culinary-stages",
    eyebrow: "Kitchens",
    title: "Culinary Stages",
    paragraphs: [
      "Kitchens are designed for those who love to cook and for the chefs who will sometimes cook for them: Italian cabinetry, stone counters, professional-grade appliances, a walk-in pantry and an island that draws everyone together.",
      "On the evenings you would rather not, the hotel's restaurants deliver to your door, and a private chef can be arranged for dinner at home.",
    ],
    image: "kitchen",
  },
  {
    id: "primary-bedroom",
    eyebrow: "Primary Bedroom",
    title: "Waking to the Sea",
    paragraphs: [
      "Positioned for the view and for quiet, the primary suite opens onto its own terrace. Full-height glass, a dressing room and soft, natural materials make it a retreat within the residence.",
    ],
    image: "primary-bedroom",
  },
  {
    id: "primary-bathroom",
    eyebrow: "Primary Bathroom",
    title: "A Private Spa",
    paragraphs: [
      "A freestanding bath set before the window, a walk-in rain shower, twin vanities in honed stone and warm timber: a bathroom conceived as a private spa, full of daylight and the colours of the sea.",
    ],
    image: "primary-bathroom",
  },
] as const satisfies readonly Story[];

/** The slider's sections in order: the subnav's links and the subtitles of the sections' bars. */
export const beachHouseSections: readonly Anchor[] = [
  { id: "intro", label: "Introduction" },
  { id: "the-art-of-caribbean-living", label: "Living" },
  { id: "waterfront-architecture", label: "Architecture" },
  { id: "indoor-outdoor-living", label: "Indoor-Outdoor" },
  { id: "culinary-stages", label: "Kitchens" },
  { id: "primary-bedroom", label: "Bedroom" },
  { id: "primary-bathroom", label: "Bathroom" },
];
