import type { FigureShape, Scene } from "./types.ts";

export interface GalleryTile {
  caption: string;
  scene: Scene;
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

export const galleryGroups: readonly GalleryGroup[] = [
  {
    id: "resort",
    title: "Resort",
    tiles: [
      {
        caption: "The beach at first light",
        scene: { time: "dawn", view: "shore" },
        shape: "wide",
      },
      {
        caption: "The resort from the air",
        scene: { time: "day", view: "aerial" },
        shape: "portrait",
      },
      {
        caption: "Evening over the Caribbean Sea",
        scene: { time: "dusk", view: "sea" },
        shape: "landscape",
      },
      {
        caption: "Moonrise over the resort",
        scene: { time: "night", view: "shore" },
        shape: "landscape",
      },
    ],
  },
  {
    id: "beach-house-residences",
    title: "Beach House Residences",
    tiles: [
      { caption: "A Beach House terrace", scene: { time: "day", view: "terrace" }, shape: "wide" },
      {
        caption: "The primary bedroom at dawn",
        scene: { time: "dawn", view: "window" },
        shape: "portrait",
      },
      {
        caption: "The kitchen and dining room",
        scene: { time: "day", view: "window" },
        shape: "landscape",
      },
      {
        caption: "The terrace at sunset",
        scene: { time: "dusk", view: "terrace" },
        shape: "landscape",
      },
    ],
  },
  {
    id: "ocean-house-residences",
    title: "Ocean House Residences",
    tiles: [
      {
        caption: "Panoramic views from the upper floors",
        scene: { time: "dusk", view: "window" },
        shape: "wide",
      },
      {
        caption: "A wrap-around terrace",
        scene: { time: "dawn", view: "terrace" },
        shape: "portrait",
      },
      {
        caption: "The private club pool",
        scene: { time: "dusk", view: "pool" },
        shape: "landscape",
      },
      {
        caption: "The primary bath by night",
        scene: { time: "night", view: "window" },
        shape: "landscape",
      },
    ],
  },
  {
    id: "amenities",
    title: "Amenities",
    tiles: [
      { caption: "The lagoon pool", scene: { time: "day", view: "pool" }, shape: "wide" },
      {
        caption: "The yoga pavilion at sunrise",
        scene: { time: "dawn", view: "pool" },
        shape: "portrait",
      },
      { caption: "The beach club", scene: { time: "day", view: "shore" }, shape: "landscape" },
      {
        caption: "The sunset terrace",
        scene: { time: "night", view: "terrace" },
        shape: "landscape",
      },
    ],
  },
];
