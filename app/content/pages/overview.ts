import type { SiteFacts } from "../../lib/site-settings.ts";
import type { ImageName } from "../media/image-manifest.ts";
import { facts } from "../site.ts";
import { beachFeet } from "../site-facts.ts";

export const overviewHero = (site: SiteFacts) => ({
  eyebrow: "Overview",
  title: "Paradise Without Compromise",
  lede: `A private resort on a ${beachFeet(site)}-foot beach: two houses of residences, a Mandarin Oriental hotel, and the gardens, pools and shore between them.`,
  image: "resort-aerial" as const satisfies ImageName,
});

export const overviewIntro = {
  id: "the-resort",
  eyebrow: "The Resort",
  title: "Everything Within a Short Walk",
  paragraphs: [
    "The resort is laid out along the beach so that every residence faces the sea and every amenity is a short walk through the gardens from your front door. Cars arrive at the landward side and stay there; the waterfront is for people on foot.",
    "The hotel sits at the heart of the plan, with the Beach House beside it and the Ocean House at the quieter eastern end. Pools, the spa, the kids club and the beach club are set between them, each in its own garden.",
  ],
} as const;

export const resortPlan = {
  id: "resort-plan",
  eyebrow: "Site Plan",
  title: "The Resort Plan",
  lede: "Each letter on the plan marks one of the resort's places. Choose a place in the legend to read more about it.",
  diagramTitle: "Site plan of the resort",
  diagramDescription:
    "The resort seen from above, with the sea along the bottom edge and the beach running the full width. Letters A to H mark the Beach House, the Ocean House, the hotel, the pools, the beach club, the spa, the kids club and the sunset terrace. The arrival drive comes in from the north to the hotel's court, and in the north-east corner are the sports center's courts and club house. The buildings' shadows show the Ocean House standing tallest and the Beach House stepping down towards the sea.",
} as const;

export interface ResortPlace {
  letter: string;
  id: string;
  name: string;
  description: string;
}

export const resortPlaces: readonly ResortPlace[] = [
  {
    letter: "A",
    id: "place-beach-house",
    name: "The Beach House",
    description: `${facts.beachHouseResidences} two-, three- and four-bedroom residences beside the hotel, opening onto deep terraces above the beach.`,
  },
  {
    letter: "B",
    id: "place-ocean-house",
    name: "The Ocean House",
    description:
      "Private residences of up to five bedrooms at the quiet eastern end of the resort, with their own arrival, gardens and residents' club.",
  },
  {
    letter: "C",
    id: "place-hotel",
    name: "Mandarin Oriental, Grand Cayman",
    description:
      "The hotel's arrival court, lobby lounge and restaurants at the heart of the resort, and the home of the team who look after residents.",
  },
  {
    letter: "D",
    id: "place-pools",
    name: "Resort Pools",
    description:
      "Five pool experiences in the gardens, from a family lagoon pool to a quiet adults' pool and a 25-metre lap pool.",
  },
  {
    letter: "E",
    id: "place-beach-club",
    name: "The Beach Club",
    description:
      "A relaxed restaurant and bar on the sand, with shaded cabanas and beach service from morning until sunset.",
  },
  {
    letter: "F",
    id: "place-spa",
    name: "The Spa",
    description:
      "Treatment suites opening onto private gardens, a hydrotherapy circuit and a yoga pavilion facing the sea.",
  },
  {
    letter: "G",
    id: "place-kids-club",
    name: "Kids Club",
    description:
      "A shaded world of discovery for younger residents, beside the family pool and a few steps from the beach.",
  },
  {
    letter: "H",
    id: "place-sunset-terrace",
    name: "Sunset Terrace",
    description:
      "The resort's western terrace and bar, for an evening drink as the sun goes down over the sea.",
  },
];
