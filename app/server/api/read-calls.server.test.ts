import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storageBackends, useTestStorage } from "../../../tests/support/test-storage.ts";
import { CONTENT_VERSION_TTL_MS } from "../content-versions.server.ts";
import { createLogger } from "../logger.server.ts";
import { pressArticleInputSchema, savePressArticles } from "../press-import.server.ts";
import { replaceUnits } from "../units/units.server.ts";
import { parseUnitsCsv } from "../units/units-csv.server.ts";
import { apiReadCalls } from "./read-calls.server.ts";

/** Content versions are read at most once a second: past that, the next answer reads them. */
const versionsReadAgain = () =>
  new Promise((resolve) => setTimeout(resolve, CONTENT_VERSION_TTL_MS));

const csv = (status: string) =>
  `residence,house,bedrooms,interior_sq_ft,terrace_sq_ft,price_usd,status,floor_plan
B-101,Beach,3,3350,1040,4150000,${status},/documents/floor-plans/beach-house-residence-b.pdf
`;

const article = (title: string) =>
  pressArticleInputSchema.parse({
    slug: "harbour-opening",
    title,
    date: "2026-10-01",
    category: "news",
    description: `<p>${"The harbour opens. ".repeat(100)}</p>`,
  });

describe.each(storageBackends)("the API's read calls on $kind", (backend) => {
  const db = useTestStorage(backend);
  let origin = "";
  let close = () => {};

  beforeAll(async () => {
    const app = express();
    // What the guard leaves for these calls: the body read into a Buffer.
    app.use(express.raw({ type: () => true }));
    app.use("/api", apiReadCalls({ storage: db.storage, logger: createLogger("silent") }));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((ready) => server.once("listening", ready));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  const importUnits = async (status: string) => {
    const parsed = parseUnitsCsv(csv(status));
    if (!parsed.ok) throw new Error("the test's CSV is invalid");
    await db.storage.transaction((tx) => replaceUnits(tx, parsed.records));
  };
  const importArticle = (title: string, replace: boolean) =>
    db.storage.transaction((tx) => savePressArticles(tx, [article(title)], { replace }));
  const post = (call: string, fields: Record<string, string>) =>
    fetch(`${origin}/api/${call}/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });
  const statusOfUnit = async () => {
    const answer = (await (await fetch(`${origin}/api/units/token`)).json()) as {
      units: { data: { column_title: string; value: unknown }[] }[];
    };
    return answer.units[0]?.data.find((cell) => cell.column_title === "Status")?.value;
  };

  it("answer a new price list within a second after answering the old one", async () => {
    await importUnits("Available");
    expect(await statusOfUnit()).toBe("Available");
    expect(await statusOfUnit()).toBe("Available");
    await importUnits("Sold");
    await versionsReadAgain();
    expect(await statusOfUnit()).toBe("Sold");
  });

  it("answer a re-imported article within a second in the list, the article and its metadata", async () => {
    await importArticle("The Harbour Opens", false);
    const titles = async () => {
      const list = (await (await post("press-articles", { category: "news" })).json()) as {
        featured: { title: string }[];
        other: { title: string }[];
      };
      const found = (await (
        await post("press-article", { article: "harbour-opening" })
      ).json()) as {
        title: string;
      };
      const meta = (await (await post("meta", { path: "press/harbour-opening" })).json()) as {
        title: string;
      };
      return [[...list.featured, ...list.other][0]?.title, found.title, meta.title];
    };
    expect(await titles()).toEqual([
      "The Harbour Opens",
      "The Harbour Opens",
      expect.stringContaining("The Harbour Opens"),
    ]);
    await importArticle("The Harbour Opens Early", true);
    await versionsReadAgain();
    expect(await titles()).toEqual([
      "The Harbour Opens Early",
      "The Harbour Opens Early",
      expect.stringContaining("The Harbour Opens Early"),
    ]);
    expect(await (await post("press-article", { article: "no-such-article" })).text()).toBe(
      "not-found",
    );
    expect((await post("meta", { path: "no-such-page" })).status).toBe(404);
  });

  it("send large answers compressed as the client accepts, and plain to others", async () => {
    const plain = await fetch(`${origin}/api/units/token`, {
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers.get("content-encoding")).toBeNull();
    const expected = await plain.text();
    for (const encoding of ["br", "gzip"]) {
      const units = await fetch(`${origin}/api/units/token`, {
        headers: { "accept-encoding": encoding },
      });
      expect(units.headers.get("content-encoding")).toBe(encoding);
      expect(units.headers.get("vary")).toBe("Accept-Encoding");
      expect(await units.text()).toBe(expected);
    }
  });
});
