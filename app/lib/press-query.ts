import {
  DEFAULT_PRESS_CATEGORY,
  type PressCategory,
  pressCategories,
} from "../content/pages/press.ts";

export interface PressQuery {
  category: PressCategory;
  page: number;
}

/** The list's query, with anything unexpected falling back to the defaults (news, page 1). */
export function parsePressQuery(query: URLSearchParams): PressQuery {
  const category = pressCategories.find(({ id }) => id === query.get("category"))?.id;
  const page = query.get("page") ?? "";
  return {
    category: category ?? DEFAULT_PRESS_CATEGORY,
    page: /^[1-9]\d{0,5}$/.test(page) ? Number(page) : 1,
  };
}
