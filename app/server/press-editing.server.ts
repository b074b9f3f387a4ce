import type { AuditActor } from "./admin/audit-log.server.ts";
import { recordAudit } from "./admin/audit-log.server.ts";
import type { PictureChange } from "./pictures/uploaded-pictures.server.ts";
import { savePicture } from "./pictures/uploaded-pictures.server.ts";
import { type PressArticleInput, sanitizeArticleHtml } from "./press-import.server.ts";
import type { Queryable, Storage } from "./storage/storage.server.ts";

/** An article as the back office lists and edits it, published or not. */
export interface EditableArticle {
  path: string;
  slug: string;
  title: string;
  publisher: string;
  date: string;
  category: "news" | "market";
  featured: boolean;
  description: string;
  url: string;
  image: string;
  published: boolean;
  version: number;
}

const COLUMNS = `path, title, publisher, published_on, category, featured, description_html, url,
  image, published, version`;

function toEditable(row: Record<string, unknown>): EditableArticle {
  const path = String(row.path);
  return {
    path,
    slug: path.replace(/^\/press\//, ""),
    title: String(row.title),
    publisher: String(row.publisher),
    date: String(row.published_on),
    category: row.category === "market" ? "market" : "news",
    featured: Number(row.featured) === 1,
    description: String(row.description_html),
    url: String(row.url),
    image: String(row.image),
    published: Number(row.published) === 1,
    version: Number(row.version),
  };
}

/** Every article, newest first, unpublished ones included. */
export async function listArticlesForEditing(db: Queryable): Promise<EditableArticle[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM press_articles ORDER BY published_on DESC, path ASC`,
  );
  return rows.map(toEditable);
}

export async function findArticleForEditing(
  db: Queryable,
  slug: string,
): Promise<EditableArticle | null> {
  const [row] = await db.query<Record<string, unknown>>(
    `SELECT ${COLUMNS} FROM press_articles WHERE path = $1`,
    [`/press/${slug}`],
  );
  return row ? toEditable(row) : null;
}

export type ArticleOutcome =
  | { outcome: "saved"; slug: string }
  | { outcome: "conflict" | "missing" | "taken" };

/**
 * Writes a new article (version null: refused when its address is taken) or an edit made from
 * the version the page showed (refused, changing nothing, when the article moved on since),
 * with its picture and audit line, in one transaction. A new article starts unpublished.
 */
export async function saveArticle(
  storage: Storage,
  change: {
    input: PressArticleInput;
    version: number | null;
    picture: PictureChange;
    actor: AuditActor;
    now?: Date;
  },
): Promise<ArticleOutcome> {
  const { input, version, picture, actor, now = new Date() } = change;
  const path = `/press/${input.slug}`;
  return storage.transaction(async (tx) => {
    const [row] = await tx.query<Record<string, unknown>>(
      `SELECT ${COLUMNS} FROM press_articles WHERE path = $1`,
      [path],
    );
    const before = row ? toEditable(row) : null;
    if (version === null && before) return { outcome: "taken" };
    if (version !== null && !before) return { outcome: "missing" };
    if (before && before.version !== version) return { outcome: "conflict" };
    if ("upload" in picture) await savePicture(tx, picture.upload, now);
    const image =
      "upload" in picture
        ? picture.upload.address
        : "remove" in picture
          ? ""
          : (before?.image ?? "");
    const values = [
      input.title,
      input.publisher,
      input.date,
      image,
      sanitizeArticleHtml(input.description),
      input.url,
      input.category,
      input.featured ? 1 : 0,
      now,
      path,
    ];
    if (before) {
      await tx.execute(
        `UPDATE press_articles SET title = $1, publisher = $2, published_on = $3, image = $4,
           description_html = $5, url = $6, category = $7, featured = $8, updated_at = $9,
           version = version + 1
         WHERE path = $10`,
        values,
      );
    } else {
      await tx.execute(
        `INSERT INTO press_articles (title, publisher, published_on, image, description_html, url,
           category, featured, updated_at, path, published)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 0)`,
        values,
      );
    }
    const [after] = await tx.query<Record<string, unknown>>(
      `SELECT ${COLUMNS} FROM press_articles WHERE path = $1`,
      [path],
    );
    await recordAudit(tx, {
      actor,
      action: before ? "press.article_changed" : "press.article_created",
      subject: path,
      before: before && auditView(before),
      after: after && auditView(toEditable(after)),
      at: now,
    });
    return { outcome: "saved", slug: input.slug };
  });
}

/** Publishes or unpublishes an article from the version the page showed. */
export async function setArticlePublished(
  storage: Storage,
  change: { slug: string; published: boolean; version: number; actor: AuditActor; now?: Date },
): Promise<{ outcome: "saved" | "conflict" | "missing" }> {
  const { slug, published, version, actor, now = new Date() } = change;
  const path = `/press/${slug}`;
  return storage.transaction(async (tx) => {
    const [row] = await tx.query<{ version: unknown; published: unknown }>(
      "SELECT version, published FROM press_articles WHERE path = $1",
      [path],
    );
    if (!row) return { outcome: "missing" };
    if (Number(row.version) !== version) return { outcome: "conflict" };
    await tx.execute(
      `UPDATE press_articles SET published = $1, updated_at = $2, version = version + 1
       WHERE path = $3`,
      [published ? 1 : 0, now, path],
    );
    await recordAudit(tx, {
      actor,
      action: published ? "press.article_published" : "press.article_unpublished",
      subject: path,
      before: { published: Number(row.published) === 1 },
      after: { published },
      at: now,
    });
    return { outcome: "saved" };
  });
}

// The log keeps what was shown, not the whole body twice over.
function auditView(article: EditableArticle) {
  const { description, version: _version, path: _path, ...rest } = article;
  return { ...rest, description_characters: description.length };
}
