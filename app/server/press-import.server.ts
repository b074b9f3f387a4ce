import sanitizeHtml from "sanitize-html";
import { z } from "zod";
import type { Queryable } from "./storage/storage.server.ts";

/**
 * A press article as it comes in (seed data, `npm run press:import`). Its description is
 * HTML from outside the site, so it is sanitised here, on the way in, and shown as stored.
 */
export const pressArticleInputSchema = z.strictObject({
  slug: z.string().regex(/^[a-z0-9-]{1,120}$/, "use lower-case letters, digits and '-'"),
  title: z.string().trim().min(1).max(300),
  publisher: z.string().trim().max(120).default(""),
  date: z.iso.date(),
  category: z.enum(["news", "market"]),
  featured: z.boolean().default(false),
  description: z.string().trim().min(1).max(50_000),
  url: z.union([z.literal(""), z.url({ protocol: /^https?$/ })]).default(""),
  pdf: z
    .string()
    .regex(/^(|\/documents\/press\/[a-z0-9-]+\.pdf)$/, "expected /documents/press/{name}.pdf")
    .default(""),
  // A picture served by this site: the Content-Security-Policy loads images from 'self' only.
  image: z
    .string()
    .regex(
      /^(|\/media\/press\/[a-z0-9-]+\.(avif|webp|jpg|png))$/,
      "expected /media/press/{name}.jpg (or .avif, .webp, .png)",
    )
    .default(""),
});

export type PressArticleInput = z.infer<typeof pressArticleInputSchema>;

export const pressArticleListSchema = z.array(pressArticleInputSchema);

/** Article bodies keep their structure and links, nothing that runs or styles. */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      "p",
      "br",
      "strong",
      "em",
      "b",
      "i",
      "a",
      "ul",
      "ol",
      "li",
      "blockquote",
      "h2",
      "h3",
      "h4",
    ],
    // rel is set by the transform below, whatever the source said.
    allowedAttributes: { a: ["href", "title", "rel"] },
    allowedSchemes: ["https", "http", "mailto"],
    transformTags: {
      a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }),
    },
  }).trim();
}

/** Inserts the articles, or with replace, updates those whose path exists already. */
export async function savePressArticles(
  tx: Queryable,
  articles: readonly PressArticleInput[],
  { replace }: { replace: boolean },
  now = new Date(),
): Promise<void> {
  const onConflict = replace
    ? `ON CONFLICT (path) DO UPDATE SET title = excluded.title, publisher = excluded.publisher,
       published_on = excluded.published_on, image = excluded.image,
       description_html = excluded.description_html, pdf = excluded.pdf, url = excluded.url,
       category = excluded.category, featured = excluded.featured,
       updated_at = excluded.updated_at, version = press_articles.version + 1`
    : "ON CONFLICT (path) DO NOTHING";
  for (const article of articles) {
    await tx.execute(
      `INSERT INTO press_articles
         (path, title, publisher, published_on, image, description_html, pdf, url, category, featured,
          updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ${onConflict}`,
      [
        `/press/${article.slug}`,
        article.title,
        article.publisher,
        article.date,
        article.image,
        sanitizeArticleHtml(article.description),
        article.pdf,
        article.url,
        article.category,
        article.featured ? 1 : 0,
        now,
      ],
    );
  }
}
