/**
 * Operator command: writes the leads as CSV for the sales team.
 *   npm run leads:export -- [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--include-suspected] [--out <file.csv>]
 * The file holds personal data, so --out creates it readable by its owner only. Nothing about a
 * lead (email, phone) is ever written to stderr.
 * Environment: DATABASE_URL (optional; unset means SQLite at $DATA_DIR/site.db), DATA_DIR
 * (default ./data). Exits 1 with a one-line message on stderr when anything fails.
 */
import { open } from "node:fs/promises";
import { parseArgs } from "node:util";
import { checkLeadExportFilters, exportLeads } from "../app/server/leads/lead-export.server.ts";
import { runOperatorCommand } from "./support/operator-command.ts";

const HELP = `Usage: npm run leads:export -- [--from YYYY-MM-DD] [--to YYYY-MM-DD] [--include-suspected] [--out <file.csv>]

Writes one CSV row per lead, oldest first, to stdout or to a file. Dates are whole days in UTC
and both ends are included. Cells a spreadsheet would run as a formula start with an apostrophe.

Options:
  --from <date>          leads received on or after this day
  --to <date>            leads received on or before this day
  --include-suspected    also leads held back as suspected bots
  --out <file>           write to this file (created readable by you only) instead of stdout
  -h, --help             show this text

Environment: DATABASE_URL (unset: SQLite at $DATA_DIR/site.db), DATA_DIR (default ./data).
`;

await runOperatorCommand("leads-export", async ({ withStorage }) => {
  const { values } = parseArgs({
    options: {
      from: { type: "string" },
      to: { type: "string" },
      "include-suspected": { type: "boolean", default: false },
      out: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    process.stdout.write(HELP);
    return;
  }
  const filters = {
    from: values.from,
    to: values.to,
    includeSuspected: values["include-suspected"],
  };
  checkLeadExportFilters(filters);
  await withStorage(async (storage) => {
    const { csv, count } = await exportLeads(storage, filters);
    if (values.out === undefined) {
      process.stdout.write(csv);
    } else {
      await writePrivateFile(values.out, csv);
      process.stderr.write(`Exported ${count} leads to ${values.out}\n`);
    }
  });
});

/** Owner-only permissions, set before any data is written, also when the file already exists. */
async function writePrivateFile(path: string, text: string): Promise<void> {
  const file = await open(path, "w", 0o600);
  try {
    await file.chmod(0o600);
    await file.writeFile(text);
  } finally {
    await file.close();
  }
}
