import type { PressArticle } from "../../app/content/pages/press.ts";

/** One press article as the press import stores it, for the article page's and meta's tests. */
export const testPressArticle: PressArticle = {
  path: "/press/ocean-house-tops-out",
  title: "Ocean House Tops Out Above Beach Bay",
  publisher: "Caribbean Property Journal",
  date: "2025-09-08",
  image: "",
  description: "<p>The Ocean House has reached its full height.</p>",
  excerpt: "The Ocean House has reached its full height.",
  pdf: "",
  url: "https://www.caribbeanpropertyjournal.example/2025/09/ocean-house-tops-out",
  category: "news",
  featured: false,
  page: 1,
};
