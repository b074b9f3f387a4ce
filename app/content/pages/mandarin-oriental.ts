import type { ImageName } from "../media/image-manifest.ts";
import type { Anchor, Story } from "./types.ts";

export const mandarinHero = {
  id: "intro",
  eyebrow: "Mandarin Oriental",
  title: "A Legacy of Service",
  lede: "Life at the Residences comes with the care of one of the world's most celebrated hotel companies, at home and wherever you travel.",
  image: "hotel-gardens" as const satisfies ImageName,
};

export const mandarinStories = [
  {
    id: "sanctuary",
    eyebrow: "Sanctuary",
    title: "A Sanctuary on the Sea",
    paragraphs: [
      "The hotel brings the calm of Mandarin Oriental's celebrated retreats to Grand Cayman: a place to rest, to reconnect and to live well, beside a quiet stretch of Caribbean shore.",
    ],
    image: "pool-lagoon",
  },
  {
    id: "legacy-of-service",
    eyebrow: "Legacy of Service",
    title: "Service That Anticipates",
    paragraphs: [
      "Since its first hotel opened in Hong Kong in 1963, Mandarin Oriental has become a byword for thoughtful, discreet service. The same team that cares for the hotel's guests looks after residents: attentive when you are here, and watchful over your home when you are away.",
    ],
    image: "terrace-residence",
  },
  {
    id: "culinary",
    eyebrow: "Culinary",
    title: "The Flavours of the Island",
    paragraphs: [
      "The hotel's chefs bring the group's culinary reputation to the island, with menus built around the day's catch, produce from Cayman farms and the spice traditions of the wider Caribbean.",
    ],
    image: "chefs-counter",
  },
  {
    id: "dining",
    eyebrow: "Dining",
    title: "A Table for Every Mood",
    paragraphs: [
      "A beach club for long lunches, an all-day restaurant by the pool, a signature dining room and a bar on the sunset terrace. Residents enjoy priority reservations at each, and any dish can be brought to their door.",
    ],
    image: "dining-beach",
  },
  {
    id: "in-residence-services",
    eyebrow: "In-Residence Services",
    title: "Ready Whenever You Are",
    paragraphs: [
      "Housekeeping, laundry, in-residence dining, a private chef for the evening, fresh flowers, the refrigerator filled before you arrive: the residences team arranges it all, à la carte, so that your home is ready whenever you are.",
    ],
    image: "dining-room",
  },
  {
    id: "wellness",
    eyebrow: "Wellness",
    title: "Wellbeing, Every Day",
    paragraphs: [
      "Residents enjoy privileged access to the Spa at Mandarin Oriental and its therapists, with personal training, yoga and meditation by the water, and nutritional guidance from the hotel's wellness team.",
    ],
    image: "wellness-yoga",
    film: "wellness-yoga",
  },
  {
    id: "pampered-pooches",
    eyebrow: "Pampered Pooches",
    title: "For Every Member of the Family",
    paragraphs: [
      "Dogs are welcome members of the household. Walking and sitting, grooming, a welcome kit and a menu of their own mean that four-legged residents enjoy the resort as much as everyone else.",
    ],
    image: "coastal-trail",
  },
  {
    id: "daily-commute",
    eyebrow: "Daily Commute",
    title: "A Commute Measured in Footsteps",
    paragraphs: [
      "From your front door along the garden path to the spa, the pool or the beach club. For everything further afield, the concierge arranges airport transfers, a house car into George Town and boat charters from the North Sound.",
    ],
    image: "garden-walk",
  },
] as const satisfies readonly Story[];

export const residencesElite = {
  id: "residences-elite",
  eyebrow: "By Invitation",
  title: "Residences Elite",
  paragraphs: [
    "Owners are invited to join Residences Elite, Mandarin Oriental's recognition programme for residence owners, with privileges at the group's hotels around the world: preferred rates, upgrades on arrival, dining credits and early check-in, so that the welcome you receive at home follows you wherever you travel.",
    "Membership is by invitation and offered to owners on completion. The sales team will be pleased to share the programme's full terms.",
  ],
  image: "private-club",
} as const satisfies Story;

/** The slider's sections in order, with the subtitles their bars show. */
export const mandarinSections: readonly Anchor[] = [
  { id: mandarinHero.id, label: "Introduction" },
  ...mandarinStories.map((story) => ({ id: story.id, label: story.eyebrow })),
  { id: residencesElite.id, label: residencesElite.title },
];
