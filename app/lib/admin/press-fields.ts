import type { FormRefusal } from "./form-refusal.ts";

/**
 * The fields of an article's form on /admin/press/article, with the labels their messages
 * use: shared by the screen and its action.
 */
export const pressFields = {
  slug: "Address",
  title: "Title",
  publisher: "Publisher",
  date: "Date of publication",
  category: "Category",
  featured: "Featured",
  description: "Text",
  url: "Link to the original",
  picture: "Picture",
} as const;

export type PressField = keyof typeof pressFields;

export const PRESS_ADMIN_PATH = "/admin/press";
export const PRESS_ARTICLE_ADMIN_PATH = "/admin/press/article";

/** Its conflict is set when the article changed (or its address was taken) since the page was loaded. */
export type PressRefusal = FormRefusal<PressField>;
