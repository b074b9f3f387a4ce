import type { SiteFacts } from "../../lib/site-settings.ts";
import type { FilmName } from "../media/film-manifest.ts";
import type { ImageName } from "../media/image-manifest.ts";
import { facts } from "../site.ts";
import { beachFeet } from "../site-facts.ts";
import type { Anchor, Story, TitledList } from "./types.ts";

export const amenitiesHero = {
  id: "captivating-at-every-moment",
  eyebrow: "Captivating at Every Moment",
  title: "Destination Amenities",
  lede: "Gardens, pools and shore, laid out so that every hour of the day has its place, and every place is a short walk from home.",
  image: "resort-aerial" as const satisfies ImageName,
  film: "resort-aerial" as const satisfies FilmName,
};

export const amenitiesStories = (site: SiteFacts) =>
  [
    {
      id: "beachfront-views",
      eyebrow: "Beachfront Views",
      title: "A Beach to Call Your Own",
      paragraphs: [
        `A ${beachFeet(site)}-foot beach of fine, pale sand runs the length of the resort, with calm, clear water over the reef. Shaded cabanas, beach service from morning until sunset and the beach club restaurant mean you need never go far.`,
      ],
      image: "beachfront-views",
      film: "beachfront-views",
    },
    {
      id: "balance",
      eyebrow: "Balance",
      title: "The Spa and Wellness",
      paragraphs: [
        "The Spa at Mandarin Oriental brings the brand's holistic approach to Grand Cayman: treatment suites opening onto private gardens, a hydrotherapy circuit, a yoga pavilion beside the sea and a fitness studio with personal trainers.",
      ],
      image: "spa",
      film: "spa",
    },
    {
      id: "sports",
      eyebrow: "Sports",
      title: "Club House & Sports Center",
      paragraphs: [
        "Tennis, pickleball and padel courts are gathered around the club house, with resident professionals for lessons, tournaments and early-morning games before the heat of the day.",
      ],
      image: "sports-courts",
      film: "sports-courts",
    },
    {
      id: "aquatic",
      eyebrow: "Aquatic",
      title: "Five Pool Experiences",
      paragraphs: [
        "From a quiet adults' pool to a lagoon pool for families and a lap pool for serious swimmers, water is at the heart of resort life. Beyond the beach, the reef invites snorkelling, paddleboarding and sailing.",
      ],
      image: "aquatic",
      film: "aquatic",
    },
    {
      id: "kids-club",
      eyebrow: "Kids Club",
      title: "A World of Their Own",
      paragraphs: [
        "The kids club gives younger residents days of discovery: marine biology on the reef, cooking with the hotel's chefs, art and storytelling, and outdoor adventures led by a dedicated team.",
      ],
      image: "kids-club",
      film: "kids-club",
    },
    {
      id: "sunset-terrace",
      eyebrow: "Sunset Terrace",
      title: "An Evening Ritual",
      paragraphs: [
        "As the day ends, residents gather on the sunset terrace for a drink, a little music and the moment the sun meets the sea. It is, by common consent, the best seat on the island.",
      ],
      image: "sunset-terrace",
      film: "sunset-terrace",
    },
  ] as const satisfies readonly Story[];

export interface AmenitiesSummary {
  id: string;
  eyebrow: string;
  title: string;
  /** Two columns, each a pair of titled lists. */
  columns: readonly (readonly TitledList[])[];
}

export const amenitiesSummary: AmenitiesSummary = {
  id: "summary",
  eyebrow: "At a Glance",
  title: "Everything the Resort Offers",
  columns: [
    [
      {
        title: "Five Pool Experiences",
        items: [
          "Adults-only pool with cabanas",
          "Family lagoon pool",
          "25-metre lap pool",
          "Ocean House residents' pool",
          "Spa hydrotherapy pool",
        ],
      },
      {
        title: "Club House & Sports Center",
        items: [
          "Tennis, pickleball and padel courts",
          "Fitness studio and personal training",
          "Lessons and tournaments with resident professionals",
        ],
      },
    ],
    [
      {
        title: "Coastal Trails",
        items: [
          "Beachfront boardwalk",
          "Shaded walks through native coastal gardens",
          "Early-morning running and cycling routes",
        ],
      },
      {
        title: "Kids Club Programme",
        items: [
          "Marine discovery on the reef",
          "Cooking classes with the hotel's chefs",
          "Art, music and storytelling",
          "Supervised outdoor adventures",
        ],
      },
    ],
  ],
};

/** The slider's sections in order, with the subtitles their bars show. */
export const amenitiesSections: readonly Anchor[] = [
  { id: amenitiesHero.id, label: amenitiesHero.eyebrow },
  ...amenitiesStories(facts).map((story) => ({ id: story.id, label: story.eyebrow })),
  { id: amenitiesSummary.id, label: "Summary" },
];
