import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { pressArticleListSchema } from "../press-import.server.ts";

/**
 * The launch press archive (db/seeds/press-articles.json) is what a visitor browses on a fresh
 * site: an "Original Article" a buyer can click must load (issue 29). Its links are left out
 * where there is no original to give, or name a PDF this site serves.
 */
const articles = pressArticleListSchema.parse(
  JSON.parse(readFileSync("db/seeds/press-articles.json", "utf8")),
);

describe("the seeded press archive", () => {
  test.each(articles.map((article) => [article.slug, article] as const))(
    "%s links to no original it cannot show",
    (_slug, article) => {
      expect(article.url, "an original on another site, which the seed cannot vouch for").toBe("");
      if (article.pdf) expect(existsSync(join("public", article.pdf)), article.pdf).toBe(true);
    },
  );
});
