/**
 * The people behind the residences. The names are the project's own; roles as the spec lists.
 * Marketing edits them at /admin/team: this list is what a fresh database starts with
 * (app/server/team.server.ts), and what the page shows if storage cannot be read.
 */
import type { ImageName } from "../media/image-manifest.ts";

export interface TeamMember {
  name: string;
  role: string;
  /** The firm the person represents, where it is not the developer. */
  company?: string;
  /** An uploaded portrait's address (app/lib/uploaded-pictures.ts); the page is set without. */
  portrait?: string;
}

export interface TeamGroup {
  id: string;
  title: string;
  text: string;
  members: readonly TeamMember[];
}

export const developerChair: TeamMember = {
  name: "Alexander Whitfield",
  role: "Chairman",
  company: "Silver Thatch Development Partners",
};

export const teamPage = {
  eyebrow: "The People Behind the Residences",
  title: "Team",
  lede: "A developer with deep roots in the Cayman Islands, architects and designers of international standing, and a sales team who know every residence by heart.",
  image: "resort-aerial-east" satisfies ImageName,
} as const;

export const teamGroups: readonly TeamGroup[] = [
  {
    id: "development",
    title: "Development",
    text: "The developer and the people who carry the project from the first sketch to the day you receive your keys.",
    members: [
      developerChair,
      {
        name: "Catalina Ebanks",
        role: "Managing Director, Development",
        company: "Silver Thatch Development Partners",
      },
      {
        name: "Marcus Bodden",
        role: "Construction Director",
        company: "Silver Thatch Development Partners",
      },
    ],
  },
  {
    id: "design",
    title: "Design",
    text: "The architects and designers who shaped the buildings, the interiors and the gardens around them.",
    members: [
      { name: "Julian Merrow", role: "Design Architect", company: "Merrow Kiln Architects" },
      { name: "Naomi Tsai", role: "Architect of Record", company: "Harbour & Reef Architecture" },
      { name: "Sébastien Laurent", role: "Interior Designer", company: "Atelier Laurent" },
      {
        name: "Priya Castellanos",
        role: "Landscape Architect",
        company: "Castellanos Landscape Studio",
      },
    ],
  },
  {
    id: "sales",
    title: "Sales",
    text: "Your first point of contact, at the sales gallery on Grand Cayman and wherever you are.",
    members: [
      { name: "Eleanor Hayes", role: "Director of Sales" },
      { name: "Daniel Rivers", role: "Senior Sales Executive" },
      { name: "Isabelle Moreau", role: "Sales Executive, Europe" },
    ],
  },
];
