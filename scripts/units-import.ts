/**
 * Operator command: replaces the residences price list with a CSV file, all or nothing.
 *   npm run units:import -- <file.csv> [--public-dir <dir>]
 * Every bad row is reported as `line N: problem` on stderr and nothing changes (exit code 1).
 * The change is written to the back office's audit log, and price changes to their history.
 * Environment: DATABASE_URL (optional; unset means SQLite at $DATA_DIR/site.db), DATA_DIR
 * (default ./data). Any other failure is one line on stderr and exit code 1.
 */
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { publicDocumentExists, UNITS_CSV_HEADER } from "../app/server/units/units-csv.server.ts";
import { importUnitsCsv } from "../app/server/units/units-import.server.ts";
import { runOperatorCommand } from "./support/operator-command.ts";

const HELP = `Usage: npm run units:import -- <file.csv> [--public-dir <dir>]

Replaces the residences price list with the rows of a CSV file, in file order, in one
transaction. The first line must name the columns
  ${UNITS_CSV_HEADER.join(",")}
Every floor_plan must be a file under the public folder (/documents/floor-plans/{name}.pdf).
When any row is wrong, each problem is printed with its line number and nothing changes.

Options:
  --public-dir <dir>  folder the floor_plan paths are looked up in (default: public)
  -h, --help          show this text

Environment: DATABASE_URL (unset: SQLite at $DATA_DIR/site.db), DATA_DIR (default ./data).
`;

await runOperatorCommand("units-import", async ({ withStorage }) => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      "public-dir": { type: "string", default: "public" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  const [file, ...extra] = positionals;
  if (values.help) {
    process.stdout.write(HELP);
    return;
  }
  if (file === undefined || extra.length > 0) {
    throw new Error("expected exactly one CSV file (see --help)");
  }
  const text = await readFile(file, "utf8");
  await withStorage(async (storage) => {
    const result = await importUnitsCsv(storage, text, {
      documentExists: publicDocumentExists(values["public-dir"]),
    });
    if (result.ok) {
      const noun = result.count === 1 ? "residence" : "residences";
      process.stdout.write(`Imported ${result.count} ${noun}.\n`);
    } else {
      for (const { line, message } of result.errors) {
        process.stderr.write(`line ${line}: ${message}\n`);
      }
      process.stderr.write("Nothing was changed.\n");
      process.exitCode = 1;
    }
  });
});
