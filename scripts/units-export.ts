/**
 * Operator command: writes the residences price list as CSV, in the format units:import reads.
 *   npm run units:export -- [--out <file.csv>]
 * Environment: DATABASE_URL (optional; unset means SQLite at $DATA_DIR/site.db), DATA_DIR
 * (default ./data). Exits 1 with a one-line message on stderr when anything fails.
 */
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { redactSecrets } from "../app/server/storage/database-url.server.ts";
import { openStorage } from "../app/server/storage/storage.server.ts";
import { formatUnitsCsv, listUnitRecords } from "../app/server/units/units-csv.server.ts";

const HELP = `Usage: npm run units:export -- [--out <file.csv>]

Writes the residences price list as CSV, in list order, to stdout or to a file. Edit it in a
spreadsheet and load it again with units:import.

Options:
  --out <file>  write to this file instead of stdout
  -h, --help    show this text

Environment: DATABASE_URL (unset: SQLite at $DATA_DIR/site.db), DATA_DIR (default ./data).
`;

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR || "./data";

try {
  const { values } = parseArgs({
    options: {
      out: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    process.stdout.write(HELP);
  } else {
    const storage = await openStorage({ databaseUrl, dataDir });
    try {
      const records = await listUnitRecords(storage);
      const csv = formatUnitsCsv(records);
      if (values.out === undefined) {
        process.stdout.write(csv);
      } else {
        await writeFile(values.out, csv);
        process.stderr.write(`Exported ${records.length} residences to ${values.out}\n`);
      }
    } finally {
      await storage.close();
    }
  }
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  const oneLine = redactSecrets(message, databaseUrl).replace(/\s+/g, " ").trim();
  process.stderr.write(`units-export: ${oneLine}\n`);
  process.exitCode = 1;
}
