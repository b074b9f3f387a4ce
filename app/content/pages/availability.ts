import type { House } from "../../lib/units.ts";
import type { ImageName } from "../media/image-manifest.ts";
import type { Anchor } from "./types.ts";

export const availabilityPage = {
  eyebrow: "Selection",
  title: "Floor Plans & Availability",
  lede: "Residences in the Beach House and the Ocean House, with their floor plans, areas and prices. Availability changes often: our sales team will confirm the latest position and hold a residence for you.",
  print: "Print price list",
  printHeader: "Floor Plans & Availability",
} as const;

export const availabilitySubnav: readonly Anchor[] = [
  { id: "gallery", label: "Gallery" },
  { id: "inquire", label: "Inquire" },
];

export const availabilityGallery = {
  id: "gallery",
  eyebrow: "Gallery",
  title: "Inside the Residences",
  lede: "Light-filled rooms, deep terraces and the sea from every principal space.",
  link: "View the gallery",
  figures: [
    { caption: "Beach House terrace", image: "terrace-residence" },
    { caption: "Beach House living room", image: "living-room" },
    { caption: "Primary bedroom at dawn", image: "primary-bedroom" },
  ] satisfies readonly { caption: string; image: ImageName }[],
} as const;

export const availabilityInquire = {
  id: "inquire",
  title: "Find Your Residence",
  text: "Tell us what you are looking for and our sales team will send plans, prices and the current availability of the residences that suit you.",
} as const;

/** One price-list table per house, in page order; a house without residences has no table. */
export const priceListTables: readonly {
  house: House;
  id: string;
  eyebrow: string;
  title: string;
}[] = [
  {
    house: "Beach",
    id: "beach-house-residences",
    eyebrow: "The Beach House",
    title: "Beach House Residences",
  },
  {
    house: "Shore",
    id: "ocean-house-residences",
    eyebrow: "The Ocean House",
    title: "Ocean House Residences",
  },
];

export const priceListCopy = {
  /** The columns a phone shows in the row; the rest open beneath it. */
  compactColumns: ["Residence", "Price", "Status"],
  sortLabel: "Sort by",
  view: "View",
  download: "Download",
  details: "details",
  listOrder: "in list order",
  listOrderOption: "List order",
  sortedBy: (column: string, direction: string) => `sorted by ${column}, ${direction}`,
  summary: (counts: { total: number; Available: number; Reserved: number; Sold: number }) =>
    `${counts.total} residences · ${counts.Available} available · ${counts.Reserved} reserved · ${counts.Sold} sold`,
  note: "Prices in US dollars. Areas are approximate. Availability and prices may change without notice; our sales team will confirm the current position.",
  printedOn: (date: string) => `Price list as of ${date}`,
} as const;
