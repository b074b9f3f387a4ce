import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Logger } from "../logger.server.ts";
import { pressArticleListSchema, savePressArticles } from "../press-import.server.ts";
import type { Queryable, Storage } from "../storage/storage.server.ts";
import { replaceUnits } from "../units/units.server.ts";
import { parseUnitsCsv } from "../units/units-csv.server.ts";

/**
 * The development's launch content (db/seeds): the price list and the press archive. Each
 * is written once, into an empty table, so a fresh `npm start` shows a complete site and
 * an operator's later imports are never overwritten. Instances starting together on one
 * PostgreSQL may race; the loser's insert conflicts, and it finds the content in place.
 */
export async function seedContent(
  storage: Storage,
  logger: Logger,
  seedsDir = resolve("db/seeds"),
): Promise<void> {
  await seedOnce(storage, logger, "units", async (tx) => {
    const parsed = parseUnitsCsv(await readFile(join(seedsDir, "units.csv"), "utf8"));
    if (!parsed.ok) {
      const [first] = parsed.errors;
      throw new Error(`db/seeds/units.csv: line ${first?.line}: ${first?.message}`);
    }
    await replaceUnits(tx, parsed.records);
    return parsed.records.length;
  });
  await seedOnce(storage, logger, "press_articles", async (tx) => {
    const text = await readFile(join(seedsDir, "press-articles.json"), "utf8");
    const articles = pressArticleListSchema.parse(JSON.parse(text));
    await savePressArticles(tx, articles, { replace: false });
    return articles.length;
  });
}

async function seedOnce(
  storage: Storage,
  logger: Logger,
  table: "units" | "press_articles",
  write: (tx: Queryable) => Promise<number>,
) {
  const isEmpty = async (db: Queryable) => {
    const [row] = await db.query<{ count: unknown }>(`SELECT COUNT(*) AS count FROM ${table}`);
    return Number(row?.count ?? 0) === 0;
  };
  if (!(await isEmpty(storage))) return;
  try {
    const count = await storage.transaction(async (tx) => ((await isEmpty(tx)) ? write(tx) : 0));
    if (count > 0) logger.info({ table, count }, "seed content written");
  } catch (error) {
    if (await isEmpty(storage)) throw error;
    logger.info({ table }, "seed content already written by another instance");
  }
}
