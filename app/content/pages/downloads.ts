export interface DownloadItem {
  title: string;
  format: string;
  description: string;
  /** Set for files this site serves; the brochure's address comes from configuration. */
  href?: string;
}

export const downloads = {
  factSheet: {
    title: "Fact Sheet",
    format: "PDF",
    description: "The residences, the resort, the island and the key facts, on two pages.",
    href: "/documents/fact-sheet.pdf",
  },
  brochure: {
    title: "Brochure",
    format: "Online",
    description: "The full story of the resort, the two houses and life with Mandarin Oriental.",
  },
} as const satisfies Record<string, DownloadItem>;

export const downloadsPage = {
  eyebrow: "The Residences at Mandarin Oriental, Grand Cayman",
  title: "Downloads",
  lede: "Take the story with you: the fact sheet to print or share, and the brochure to read at leisure.",
} as const;
