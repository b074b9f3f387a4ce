import { describe, expect, it } from "vitest";
import { storageBackends, useTestStorage } from "../../tests/support/test-storage.ts";
import { findPressArticle } from "./press.server.ts";
import {
  pressArticleInputSchema,
  sanitizeArticleHtml,
  savePressArticles,
} from "./press-import.server.ts";

describe("sanitizeArticleHtml", () => {
  it("keeps structure and links, and drops scripts, handlers, styles and javascript: URLs", () => {
    const dirty = `<p onclick="steal()">Calm <strong>waters</strong><script>alert(1)</script></p>
      <p style="color:red"><a href="javascript:alert(1)">bad</a> <a href="https://news.example/a">good</a></p>
      <img src=x onerror="alert(1)"><iframe src="https://evil.example"></iframe>`;
    const clean = sanitizeArticleHtml(dirty);
    expect(clean).toContain("<p>Calm <strong>waters</strong></p>");
    expect(clean).toContain('<a href="https://news.example/a" rel="noopener noreferrer">good</a>');
    for (const banned of [
      "script",
      "onclick",
      "style",
      "javascript:",
      "img",
      "iframe",
      "onerror",
    ]) {
      expect(clean).not.toContain(banned);
    }
  });
});

describe("pressArticleInputSchema", () => {
  const article = {
    slug: "a",
    title: "A",
    date: "2026-03-01",
    category: "news",
    description: "<p>A</p>",
  };

  it("accepts a picture served by the site and refuses one from elsewhere", () => {
    const image = (value: string) =>
      pressArticleInputSchema.safeParse({ ...article, image: value }).success;
    expect(image("/media/press/ocean-house-unveiled.jpg")).toBe(true);
    expect(image("")).toBe(true);
    expect(image("https://cdn.example/photo.jpg")).toBe(false);
    expect(image("/media/press/../../secret.jpg")).toBe(false);
  });
});

describe.each(storageBackends)("savePressArticles on $kind", (backend) => {
  const db = useTestStorage(backend);
  const article = pressArticleInputSchema.parse({
    slug: "sanitised-story",
    title: "A Sanitised Story",
    date: "2026-03-01",
    category: "market",
    description: '<p>Hello<script>alert("x")</script></p>',
  });

  it("stores the description sanitised, and updates an existing slug only when replacing", async () => {
    await db.storage.transaction((tx) => savePressArticles(tx, [article], { replace: false }));
    expect((await findPressArticle(db.storage, "sanitised-story"))?.description).toBe(
      "<p>Hello</p>",
    );

    const renamed = { ...article, title: "Renamed" };
    await db.storage.transaction((tx) => savePressArticles(tx, [renamed], { replace: false }));
    expect((await findPressArticle(db.storage, "sanitised-story"))?.title).toBe(
      "A Sanitised Story",
    );
    await db.storage.transaction((tx) => savePressArticles(tx, [renamed], { replace: true }));
    expect((await findPressArticle(db.storage, "sanitised-story"))?.title).toBe("Renamed");
  });
});
