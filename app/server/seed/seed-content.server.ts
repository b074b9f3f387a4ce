import { readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import type { Logger } from "../logger.server.ts";
import { pressArticleListSchema, savePressArticles } from "../press-import.server.ts";
import type { Queryable, Storage } from "../storage/storage.server.ts";
import { seedTeam } from "../team.server.ts";
import { replaceUnits } from "../units/units.server.ts";
import { parseUnitsCsv } from "../units/units-csv.server.ts";

/**
 * The development's launch content (db/seeds): the price list and the press archive, and the
 * team as the code lists it (app/content/pages/team.ts). Each is written once per database
 * (seeded_content records it) and only into an empty table, so a fresh `npm start` shows a
 * complete site, an operator's later imports are never overwritten, and a team marketing has
 * emptied stays empty. Instances starting together on one PostgreSQL may race; the loser's
 * record conflicts, and it finds the content in place.
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
  await seedOnce(storage, logger, "team_members", (tx) => seedTeam(tx));
}

async function seedOnce(
  storage: Storage,
  logger: Logger,
  table: "units" | "press_articles" | "team_members",
  write: (tx: Queryable) => Promise<number>,
) {
  const seeded = async (db: Queryable) =>
    (await db.query("SELECT name FROM seeded_content WHERE name = $1", [table])).length > 0;
  const isEmpty = async (db: Queryable) => {
    const [row] = await db.query<{ count: unknown }>(`SELECT COUNT(*) AS count FROM ${table}`);
    return Number(row?.count ?? 0) === 0;
  };
  if (await seeded(storage)) return;
  try {
    const count = await storage.transaction(async (tx) => {
      if (await seeded(tx)) return 0;
      const written = (await isEmpty(tx)) ? await write(tx) : 0;
      await tx.execute("INSERT INTO seeded_content (name, seeded_at) VALUES ($1, $2)", [
        table,
        new Date().toISOString(),
      ]);
      return written;
    });
    if (count > 0) logger.info({ table, count }, "seed content written");
  } catch (error) {
    if (!(await seeded(storage))) throw error;
    logger.info({ table }, "seed content already written by another instance");
  }
}
