import {
  PRESS_PAGE_SIZE,
  type PressArticle,
  type PressCategory,
  type PressList,
  pressCategories,
} from "../content/pages/press.ts";
import { parsePressQuery } from "../lib/press-query.ts";
import type { Queryable } from "./storage/storage.server.ts";

interface ArticleRow {
  [column: string]: unknown;
  path: string;
  title: string;
  publisher: string;
  published_on: string;
  image: string;
  description_html: string;
  pdf: string;
  url: string;
  category: PressCategory;
  featured: number | boolean;
}

interface ListOptions {
  category: PressCategory;
  page: number;
  pageSize: number;
}

const COLUMNS =
  "path, title, publisher, published_on, image, description_html, pdf, url, category, featured";
// Newest first; the path breaks ties so pages never overlap.
const ORDER = "ORDER BY published_on DESC, path ASC";
// A category's articles the public sees: an unpublished one is kept for the back office only.
const LISTED = "category = $1 AND published = 1";

/**
 * One page of a category: its featured articles (on the first page only) and a page of
 * the others, page size at a time. last_page counts the pages of the others, at least 1.
 */
export async function listPressArticles(
  storage: Queryable,
  { category, page, pageSize }: ListOptions,
): Promise<PressList> {
  const counts = await storage.query<{ category: string; count: unknown }>(
    "SELECT category, COUNT(*) AS count FROM press_articles WHERE published = 1 GROUP BY category",
  );
  const others = await storage.query<{ count: unknown }>(
    `SELECT COUNT(*) AS count FROM press_articles WHERE ${LISTED} AND featured = 0`,
    [category],
  );
  const featured =
    page === 1
      ? await storage.query<ArticleRow>(
          `SELECT ${COLUMNS} FROM press_articles WHERE ${LISTED} AND featured = 1 ${ORDER}`,
          [category],
        )
      : [];
  const other = await storage.query<ArticleRow>(
    `SELECT ${COLUMNS} FROM press_articles WHERE ${LISTED} AND featured = 0 ${ORDER} LIMIT $2 OFFSET $3`,
    [category, pageSize, (page - 1) * pageSize],
  );
  const category_count = Object.fromEntries(
    pressCategories.map(({ id }) => [
      id,
      Number(counts.find((row) => row.category === id)?.count ?? 0),
    ]),
  ) as Record<PressCategory, number>;
  return {
    last_page: Math.max(1, Math.ceil(Number(others[0]?.count ?? 0) / pageSize)),
    featured: featured.map((row) => toArticle(row, 1)),
    other: other.map((row) => toArticle(row, page)),
    category_count,
  };
}

/**
 * One article by its path on this site (/press/{article}); a bare route parameter is
 * accepted too. Its page is where it appears in its category's list.
 */
export async function findPressArticle(
  storage: Queryable,
  path: string,
  pageSize = PRESS_PAGE_SIZE,
): Promise<PressArticle | null> {
  const fullPath = path.startsWith("/") ? path : `/press/${path}`;
  const [row] = await storage.query<ArticleRow>(
    `SELECT ${COLUMNS} FROM press_articles WHERE path = $1 AND published = 1`,
    [fullPath],
  );
  if (!row) return null;
  if (isFeatured(row)) return toArticle(row, 1);
  const [before] = await storage.query<{ count: unknown }>(
    `SELECT COUNT(*) AS count FROM press_articles
     WHERE ${LISTED} AND featured = 0
       AND (published_on > $2 OR (published_on = $2 AND path < $3))`,
    [row.category, row.published_on, row.path],
  );
  return toArticle(row, Math.floor(Number(before?.count ?? 0) / pageSize) + 1);
}

/** Every article's path and date of publication, newest first: the sitemap's list. */
export async function listPressArticleDates(
  storage: Queryable,
): Promise<{ path: string; date: string }[]> {
  const rows = await storage.query<{ path: string; published_on: string }>(
    `SELECT path, published_on FROM press_articles WHERE published = 1 ${ORDER}`,
  );
  return rows.map((row) => ({ path: row.path, date: row.published_on }));
}

const noArticles: PressList = {
  last_page: 1,
  featured: [],
  other: [],
  category_count: { news: 0, market: 0 },
};

/**
 * The press list as the page and the press-articles call show it: a page past the end is
 * as unexpected as a malformed one, so it shows the first; failures read as no articles
 * (the spec keeps press failures silent) and are logged.
 */
export async function readPressList(
  storage: Queryable,
  query: { category: PressCategory; page: number },
  onError: (error: unknown) => void,
): Promise<{ category: PressCategory; page: number; list: PressList }> {
  const { category } = query;
  try {
    const list = await listPressArticles(storage, { ...query, pageSize: PRESS_PAGE_SIZE });
    if (query.page <= list.last_page) return { category, page: query.page, list };
    const first = await listPressArticles(storage, {
      category,
      page: 1,
      pageSize: PRESS_PAGE_SIZE,
    });
    return { category, page: 1, list: first };
  } catch (error) {
    onError(error);
    return { category, page: 1, list: noArticles };
  }
}

/** Parameters from a query string or a call's body, read the same way. */
export function pressQueryFrom(values: Record<string, unknown>) {
  const query = new URLSearchParams();
  for (const name of ["category", "page"]) {
    const value = values[name];
    if (typeof value === "string" || typeof value === "number") query.set(name, String(value));
  }
  return parsePressQuery(query);
}

function toArticle(row: ArticleRow, page: number): PressArticle {
  return {
    path: row.path,
    title: row.title,
    publisher: row.publisher,
    date: row.published_on,
    image: row.image,
    description: headingsBelowTitle(row.description_html),
    excerpt: excerpt(row.description_html),
    pdf: row.pdf,
    url: row.url,
    category: row.category,
    featured: isFeatured(row),
    page,
  };
}

function isFeatured(row: ArticleRow): boolean {
  return Number(row.featured) === 1;
}

/**
 * An article's headings renumbered to sit under its page's h1: the levels it uses become h2,
 * h3 and h4 in order, so the page's outline skips no level (an HTML conformance error, and
 * the structure screen reader users move by). Stored bodies are sanitised, so their heading
 * tags are bare: <h3>, </h3>.
 */
export function headingsBelowTitle(html: string): string {
  const levels = [...new Set([...html.matchAll(/<h([2-4])>/g)].map(([, level]) => Number(level)))];
  levels.sort();
  if (levels.every((level, index) => level === index + 2)) return html;
  return html.replace(
    /<(\/?)h([2-4])>/g,
    (_, slash: string, level: string) => `<${slash}h${levels.indexOf(Number(level)) + 2}>`,
  );
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  "#39": "'",
  nbsp: " ",
};

/** Tags that end a line of text; any other tag (strong, a, em) sits inside a sentence. */
const BLOCK_TAG = /<\/?(?:p|div|h[1-6]|ul|ol|li|blockquote|br|hr|table|tr|td|th)\b[^>]*>/gi;

/**
 * Plain text of the (already sanitised) description, cut at a word near 180 characters. Only
 * block tags become spaces: "<strong>Penthouse 1003</strong>, the" reads "Penthouse 1003, the".
 */
export function excerpt(html: string, length = 180): string {
  const text = html
    .replace(BLOCK_TAG, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "")
    .replace(/\s+/g, " ")
    .trim();
  if (text.length <= length) return text;
  return `${text.slice(0, text.lastIndexOf(" ", length)).replace(/[,;:.]$/, "")}…`;
}
