/**
 * Operator command: adds press articles from a JSON file, or updates those whose slug
 * exists, in one transaction. Descriptions are sanitised on the way in.
 *   npm run press:import -- <articles.json>
 * The file is an array like db/seeds/press-articles.json. Any invalid article stops the
 * import with its index and problem, and nothing changes (exit code 1).
 * Environment: DATABASE_URL (optional; unset means SQLite at $DATA_DIR/site.db), DATA_DIR
 * (default ./data).
 */
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { pressArticleListSchema, savePressArticles } from "../app/server/press-import.server.ts";
import { runOperatorCommand } from "./support/operator-command.ts";

const HELP = `Usage: npm run press:import -- <articles.json>

Adds the articles of a JSON array (fields: slug, title, publisher, date, category
news|market, featured, description HTML, url, pdf, image; see db/seeds/press-articles.json)
and updates articles whose slug exists. Description HTML is sanitised before it is stored.

Environment: DATABASE_URL (unset: SQLite at $DATA_DIR/site.db), DATA_DIR (default ./data).
`;

await runOperatorCommand("press-import", async ({ withStorage }) => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { help: { type: "boolean", short: "h", default: false } },
  });
  const [file, ...extra] = positionals;
  if (values.help) {
    process.stdout.write(HELP);
    return;
  }
  if (file === undefined || extra.length > 0) {
    throw new Error("expected exactly one JSON file (see --help)");
  }
  const parsed = pressArticleListSchema.safeParse(JSON.parse(await readFile(file, "utf8")));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      process.stderr.write(`article ${issue.path.join(".")}: ${issue.message}\n`);
    }
    process.stderr.write("Nothing was changed.\n");
    process.exitCode = 1;
    return;
  }
  await withStorage(async (storage) => {
    await storage.transaction((tx) => savePressArticles(tx, parsed.data, { replace: true }));
    process.stdout.write(`Imported ${parsed.data.length} press articles.\n`);
  });
});
