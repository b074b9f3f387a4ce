import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { storageBackends, useTestStorage } from "../../tests/support/test-storage.ts";
import { PRESS_PICTURE } from "../lib/uploaded-pictures.ts";
import { listAudit } from "./admin/audit-log.server.ts";
import { contentVersion } from "./content-versions.server.ts";
import { readPicture, renderPicture } from "./pictures/uploaded-pictures.server.ts";
import { findPressArticle, listPressArticleDates, listPressArticles } from "./press.server.ts";
import { findArticleForEditing, saveArticle, setArticlePublished } from "./press-editing.server.ts";
import type { PressArticleInput } from "./press-import.server.ts";

const actor = { id: "m1", label: "marketing@residences.example" };
const input: PressArticleInput = {
  slug: "a-new-article",
  title: "A new article",
  publisher: "The Gazette",
  date: "2026-11-20",
  category: "news",
  featured: false,
  description:
    '<p>Text <script>alert(1)</script><a href="https://x.example" onclick="y()">link</a></p>',
  url: "",
  pdf: "",
  image: "",
};
const page = { category: "news" as const, page: 1, pageSize: 6 };

describe.each(storageBackends)("press articles edited on $kind", (backend) => {
  const db = useTestStorage(backend);

  it("writes an article unpublished and sanitised, publishes and unpublishes it, each from its version", async () => {
    const { storage } = db;
    const picture = await renderPicture(
      await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#c9b79c" } })
        .jpeg()
        .toBuffer(),
      PRESS_PICTURE,
    );
    const before = await contentVersion(storage);
    expect(
      await saveArticle(storage, { input, version: null, picture: { upload: picture }, actor }),
    ).toEqual({ outcome: "saved", slug: "a-new-article" });
    const written = await findArticleForEditing(storage, "a-new-article");
    expect(written).toMatchObject({ published: false, version: 1, image: picture.address });
    expect(written?.description).toBe(
      '<p>Text <a href="https://x.example" rel="noopener noreferrer">link</a></p>',
    );
    // Unpublished: in no public read.
    expect(await findPressArticle(storage, "a-new-article")).toBeNull();
    expect((await listPressArticles(storage, page)).other).toEqual([]);
    expect(await listPressArticleDates(storage)).toEqual([]);
    // The same address again is refused.
    expect(
      await saveArticle(storage, { input, version: null, picture: { keep: true }, actor }),
    ).toEqual({
      outcome: "taken",
    });

    expect(
      await setArticlePublished(storage, {
        slug: "a-new-article",
        published: true,
        version: 1,
        actor,
      }),
    ).toEqual({ outcome: "saved" });
    expect(await contentVersion(storage)).not.toBe(before);
    expect(await findPressArticle(storage, "a-new-article")).toMatchObject({
      title: "A new article",
      image: picture.address,
    });
    expect((await listPressArticles(storage, page)).category_count.news).toBe(1);

    // A stale version changes nothing.
    const stale = { ...input, title: "Overwritten" };
    expect(
      await saveArticle(storage, { input: stale, version: 1, picture: { keep: true }, actor }),
    ).toEqual({
      outcome: "conflict",
    });
    expect(
      await setArticlePublished(storage, {
        slug: "a-new-article",
        published: false,
        version: 1,
        actor,
      }),
    ).toEqual({ outcome: "conflict" });
    expect(await findPressArticle(storage, "a-new-article")).toMatchObject({
      title: "A new article",
    });

    const edited = { ...input, title: "A new title" };
    expect(
      await saveArticle(storage, { input: edited, version: 2, picture: { remove: true }, actor }),
    ).toEqual({
      outcome: "saved",
      slug: "a-new-article",
    });
    expect(await findPressArticle(storage, "a-new-article")).toMatchObject({
      title: "A new title",
      image: "",
    });
    expect(
      await setArticlePublished(storage, {
        slug: "a-new-article",
        published: false,
        version: 3,
        actor,
      }),
    ).toEqual({ outcome: "saved" });
    expect(await findPressArticle(storage, "a-new-article")).toBeNull();

    const { entries } = await listAudit(storage, 1);
    expect(entries.map((entry) => entry.action)).toEqual([
      "press.article_unpublished",
      "press.article_changed",
      "press.article_published",
      "press.article_created",
    ]);
    expect(entries[1]).toMatchObject({
      actorLabel: actor.label,
      subject: "/press/a-new-article",
      before: { title: "A new article", image: picture.address },
      after: { title: "A new title", image: "" },
    });
  });

  it("serves every rendition of an uploaded picture in the pipeline's formats and widths", async () => {
    const { storage } = db;
    const bytes = await sharp({
      create: { width: 2000, height: 900, channels: 3, background: "#345" },
    })
      .png()
      .toBuffer();
    const picture = await renderPicture(bytes, PRESS_PICTURE);
    await saveArticle(storage, {
      input: { ...input, slug: "pictured" },
      version: null,
      picture: { upload: picture },
      actor,
    });
    expect(picture.address).toMatch(/^\/pictures\/[0-9a-f]{16}-1200\.jpg$/);
    const hash = picture.address.slice("/pictures/".length, -"-1200.jpg".length);
    for (const width of [400, 800, 1200]) {
      for (const [extension, format] of [
        ["avif", "heif"],
        ["webp", "webp"],
        ["jpg", "jpeg"],
      ] as const) {
        const stored = await readPicture(storage, `${hash}-${width}.${extension}`);
        expect(stored, `${width}.${extension}`).not.toBeNull();
        const metadata = await sharp(stored?.data).metadata();
        expect(metadata).toMatchObject({ format, width, height: (width * 10) / 16 });
      }
    }
  });
});
