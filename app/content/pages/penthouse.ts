import { filmManifest, type WatchFilmName } from "../media/film-manifest.ts";
import type { ImageName } from "../media/image-manifest.ts";

export const penthouse = {
  eyebrow: "The Ocean House",
  title: "Penthouse 1003",
  lede: "A full-floor penthouse of over 8,300\u00a0sq\u00a0ft, with four bedrooms and 3,300\u00a0sq\u00a0ft of terraces open to the sea and the sky in every direction.",
  image: "penthouse-living" as const satisfies ImageName,
  facts: [
    { value: "8,300+", label: "Square feet" },
    { value: "4", label: "Bedrooms" },
    { value: "3,300", label: "Sq ft of terraces" },
  ],
} as const;

export const penthouseFilm = {
  id: "film",
  eyebrow: "The Film",
  title: "A Day in Penthouse 1003",
  paragraphs: [
    "The film follows a single day in the penthouse, from the reef under the morning sun to the moon on the sea: the Ocean House in the first light, the great room opening to the sea, the dining table and the kitchen, the primary suite and its bath, the terrace and its plunge pool, and the resort as the sun goes down.",
  ],
  /** The sales phone number follows this sentence as a link. */
  contact:
    "For a private screening, floor plans or a visit to the sales gallery, call our sales team on",
  image: "penthouse-dining" as const satisfies ImageName,
} as const;

const filmName = "penthouse-1003" as const satisfies WatchFilmName;

/**
 * The film page's fixed props (spec section 2): the film, its media version and title. The
 * version is the film catalogue's (scripts/films/film-catalogue.ts), read from the manifest.
 */
export const penthouseVideo = {
  name: filmName,
  version: filmManifest[filmName].version,
  title: "Penthouse 1003: The Film",
  /** The day this film was published here (ISO date): its uploadDate for search engines. */
  published: "2026-11-27",
  description:
    "A day in Penthouse 1003, in slow dissolves: the reef from the air, the arrival at the Ocean House in the morning sun, the great room open to the sea, the dining table, the kitchen, the primary suite at dawn and its bath, the terrace and its plunge pool high above the sea, the resort at sunset, closing on the Ocean House lit under the moon. The film has no sound.",
} as const;

export const penthouseLegal = {
  title: "Legal",
  link: "Read every legal notice",
} as const;
