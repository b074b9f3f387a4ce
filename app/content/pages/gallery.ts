import type { ImageName } from "../media/image-manifest.ts";
import type { FigureShape } from "./types.ts";

export interface GalleryTile {
  caption: string;
  image: ImageName;
  shape: FigureShape;
}

export interface GalleryGroup {
  id: string;
  title: string;
  tiles: readonly GalleryTile[];
}

export const galleryPage = {
  eyebrow: "Gallery",
  title: "Gallery",
  lede: "The resort, the two houses and the amenities, from first light to nightfall.",
  brochure: "View the brochure",
} as const;

/**
 * In the order they are seen, which is also the viewer's order and the keyboard's: every other
 * group leads with its tall picture, mirroring the first row of the one before.
 */
export const galleryGroups: readonly GalleryGroup[] = [
  {
    id: "resort",
    title: "Resort",
    tiles: [
      { caption: "The resort from the sea at dusk", image: "resort-dusk", shape: "wide" },
      { caption: "The resort from the air", image: "resort-aerial", shape: "portrait" },
      { caption: "The beach at first light", image: "beach-dawn", shape: "landscape" },
      { caption: "The coast beyond the resort", image: "island-coast", shape: "landscape" },
    ],
  },
  {
    id: "beach-house-residences",
    title: "Beach House Residences",
    tiles: [
      { caption: "The primary bedroom at dawn", image: "primary-bedroom", shape: "portrait" },
      { caption: "The Beach House above the sand", image: "beach-house", shape: "wide" },
      { caption: "An open-plan living room", image: "living-room", shape: "landscape" },
      { caption: "The kitchen", image: "kitchen", shape: "landscape" },
      { caption: "A terrace set for lunch", image: "terrace-residence", shape: "landscape" },
      { caption: "The primary bath", image: "primary-bathroom", shape: "landscape" },
    ],
  },
  {
    id: "ocean-house-residences",
    title: "Ocean House Residences",
    tiles: [
      { caption: "The Ocean House", image: "resort-shore", shape: "wide" },
      { caption: "The Ocean House in the first sun", image: "ocean-house", shape: "portrait" },
      {
        caption: "The great room of Penthouse 1003",
        image: "penthouse-living",
        shape: "landscape",
      },
      { caption: "Dining in Penthouse 1003", image: "penthouse-dining", shape: "landscape" },
    ],
  },
  {
    id: "amenities",
    title: "Amenities",
    tiles: [
      { caption: "The yoga pavilion at sunrise", image: "wellness-yoga", shape: "portrait" },
      { caption: "The lagoon pool", image: "pool-lagoon", shape: "wide" },
      { caption: "The spa", image: "spa", shape: "landscape" },
      { caption: "The sunset terrace", image: "sunset-terrace", shape: "landscape" },
      { caption: "The kids club", image: "kids-club", shape: "landscape" },
      { caption: "The sports center", image: "sports-courts", shape: "landscape" },
      { caption: "Lunch at the beach club", image: "dining-beach", shape: "landscape" },
      { caption: "The private club", image: "private-club", shape: "landscape" },
    ],
  },
];
