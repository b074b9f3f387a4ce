import type { FilmName } from "../media/film-manifest.ts";
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
    "The film follows a single day in the penthouse, from first light across the reef to the last of the sunset from the terraces: the arrival, the great room opening to the sea, the kitchen and dining room, the four bedroom suites and the terraces that wrap every side of the floor.",
  ],
  /** The sales phone number follows this sentence as a link. */
  contact:
    "For a private screening, floor plans or a visit to the sales gallery, call our sales team on",
  image: "terrace-residence" as const satisfies ImageName,
} as const;

/** The film page's fixed props (spec section 2): the film, its media version and title. */
export const penthouseVideo = {
  name: "penthouse-living" as const satisfies FilmName,
  version: 1,
  title: "Penthouse 1003: The Film",
  /** The day the film was first published here (ISO date): its uploadDate for search engines. */
  published: "2026-11-21",
  description:
    "A slow walk through the great room of Penthouse 1003 at golden hour: pale stone floors, low sofas and a wall of glass opening to the terrace and the sea beyond. The film has no sound.",
} as const;

export const penthouseLegal = {
  title: "Legal",
  link: "Read every legal notice",
} as const;
