/**
 * Operator command: erases a person on request (the privacy notice's promise).
 *   npm run leads:erase -- --email <address> [--dry-run] [--yes]
 * Removes their contact, every inquiry and every delivery of those inquiries, pending ones
 * included, and every broker registration naming them, in one transaction. Output is counts only, never the person's data.
 * Environment: DATABASE_URL (optional; unset means SQLite at $DATA_DIR/site.db), DATA_DIR
 * (default ./data). Exits 1 with a one-line message on stderr when anything fails; an address
 * no contact has exits 0, so a repeated request (or a rerun script) is not an error.
 */
import { createInterface } from "node:readline/promises";
import { parseArgs } from "node:util";
import {
  describeErasure,
  eraseContact,
  previewErasure,
} from "../app/server/leads/lead-erasure.server.ts";
import { runOperatorCommand } from "./support/operator-command.ts";

const HELP = `Usage: npm run leads:erase -- --email <address> [--dry-run] [--yes]

Erases the person with this email address (any case, as they wrote it): their contact, every
inquiry they sent and every delivery of those inquiries, pending ones included, so nothing more
is sent to the sales team, and every broker registration naming them as client or as broker.
It cannot be undone. Only counts are printed.

Options:
  --email <address>  the address the person wrote in their request
  --dry-run          print what would be removed and change nothing
  --yes              erase without asking (required when stdin is not a terminal)
  -h, --help         show this text

On a terminal it asks first: type erase to confirm. An address no contact has prints a note and
exits 0. Environment: DATABASE_URL (unset: SQLite at $DATA_DIR/site.db), DATA_DIR (default ./data).
`;

const NOTHING_HELD =
  "No contact or broker registration has that email address: nothing to erase.\n";

await runOperatorCommand("leads-erase", async ({ withStorage }) => {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      "dry-run": { type: "boolean", default: false },
      yes: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    process.stdout.write(HELP);
    return;
  }
  const email = values.email?.trim() ?? "";
  if (!email.includes("@")) throw new Error("expected --email <address> (see --help)");
  const dryRun = values["dry-run"];
  const ask = !dryRun && !values.yes;
  // Checked before the database is opened: a cron job without --yes fails at once.
  if (ask && !process.stdin.isTTY) {
    throw new Error("stdin is not a terminal, so nobody can confirm: pass --yes to erase");
  }

  await withStorage(async (storage) => {
    const held = await previewErasure(storage, email);
    if (!held) {
      process.stdout.write(NOTHING_HELD);
      return;
    }
    if (dryRun) {
      process.stdout.write(`Would erase ${describeErasure(held)}. Nothing was changed.\n`);
      return;
    }
    if (ask && !(await confirmed(`This permanently erases ${describeErasure(held)}.`))) {
      throw new Error("not confirmed; nothing was erased");
    }
    const erased = await eraseContact(storage, email);
    process.stdout.write(erased ? `Erased ${describeErasure(erased)}.\n` : NOTHING_HELD);
  });
});

async function confirmed(warning: string): Promise<boolean> {
  const prompt = createInterface({ input: process.stdin, output: process.stderr });
  try {
    const answer = await prompt.question(`${warning} Type erase to confirm: `);
    return answer.trim() === "erase";
  } catch {
    // Ctrl+C or Ctrl+D at the prompt: a "no".
    return false;
  } finally {
    prompt.close();
  }
}
