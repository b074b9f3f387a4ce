/**
 * Operator command: writes the residences price list as CSV, in the format units:import reads.
 *   npm run units:export -- [--out <file.csv>]
 * Environment: DATABASE_URL (optional; unset means SQLite at $DATA_DIR/site.db), DATA_DIR
 * (default ./data). Exits 1 with a one-line message on stderr when anything fails.
 */
import { writeFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { formatUnitsCsv, listUnitRecords } from "../app/server/units/units-csv.server.ts";
import { runOperatorCommand } from "./support/operator-command.ts";

const HELP = `Usage: npm run units:export -- [--out <file.csv>]

Writes the residences price list as CSV, in list order, to stdout or to a file. Edit it in a
spreadsheet and load it again with units:import.

Options:
  --out <file>  write to this file instead of stdout
  -h, --help    show this text

Environment: DATABASE_URL (unset: SQLite at $DATA_DIR/site.db), DATA_DIR (default ./data).
`;

await runOperatorCommand("units-export", async ({ withStorage }) => {
  const { values } = parseArgs({
    options: {
      out: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    process.stdout.write(HELP);
    return;
  }
  await withStorage(async (storage) => {
    const records = await listUnitRecords(storage);
    const csv = formatUnitsCsv(records);
    if (values.out === undefined) {
      process.stdout.write(csv);
    } else {
      await writeFile(values.out, csv);
      process.stderr.write(`Exported ${records.length} residences to ${values.out}\n`);
    }
  });
});
