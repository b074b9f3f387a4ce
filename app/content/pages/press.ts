import type { ImageName } from "../media/image-manifest.ts";

/** Press page copy and the shapes of its data (spec section 3: press article, press list). */
export type PressCategory = "news" | "market";

/** Each category's name in the chooser, and the heading of its list of articles. */
export const pressCategories: readonly { id: PressCategory; title: string; heading: string }[] = [
  { id: "news", title: "Press", heading: "In the News" },
  { id: "market", title: "Market Insights & Trends", heading: "Market Insights & Trends" },
];

/** Pictures for articles that come without an image of their own, taken in turn. */
export const pressFallbackImages: readonly ImageName[] = [
  "resort-shore",
  "beach-dawn",
  "ocean-house",
  "adults-pool",
  "beach-house",
  "resort-aerial",
];

export const DEFAULT_PRESS_CATEGORY: PressCategory = "news";
export const PRESS_PAGE_SIZE = 6;

export interface PressArticle {
  /** The article's path on this site, such as /press/a-new-landmark. */
  path: string;
  title: string;
  publisher: string;
  /** ISO date of publication. */
  date: string;
  image: string;
  /** Sanitised HTML, cleaned before it was stored. */
  description: string;
  /** The description as plain text, shortened for cards and metadata. */
  excerpt: string;
  pdf: string;
  url: string;
  category: PressCategory;
  featured: boolean;
  /** The page of the category's list this article appears on. */
  page: number;
}

export interface PressList {
  last_page: number;
  featured: PressArticle[];
  other: PressArticle[];
  category_count: Record<PressCategory, number>;
}

export const pressPage = {
  eyebrow: "News & Insights",
  title: "Press",
  lede: "The Residences in the news, and our perspective on the Cayman Islands property market.",
  featured: "Featured Article",
  featuredPlural: "Featured Articles",
  emptyTitle: "No Articles to Show",
  empty: "There are no articles in this category at the moment.",
  contact: "For press and media inquiries, please call",
} as const;

export function pressListHeading(category: PressCategory): string {
  return pressCategories.find((entry) => entry.id === category)?.heading ?? "Articles";
}

/** The list's own address in search: /press for the first page of news, otherwise as linked. */
export function pressListCanonicalPath(category: PressCategory, page: number): string {
  return category === DEFAULT_PRESS_CATEGORY && page === 1
    ? "/press"
    : pressListHref(category, page);
}

/** The list's address for a category and page (the article page's Back link uses it too). */
export function pressListHref(category: PressCategory, page: number): string {
  return `/press?${new URLSearchParams({ category, page: String(page) })}`;
}
