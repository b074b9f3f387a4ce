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
    { caption: "Ocean House great room", image: "living-room" },
    { caption: "Primary bedroom at dawn", image: "primary-bedroom" },
  ] satisfies readonly { caption: string; image: ImageName }[],
} as const;

export const availabilityInquire = {
  id: "inquire",
  title: "Find Your Residence",
  text: "Tell us what you are looking for and our sales team will send plans, prices and the current availability of the residences that suit you.",
} as const;
