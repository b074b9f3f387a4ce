/**
 * Operator command for lead deliveries that are retrying or gave up (see the give-up rule in
 * app/server/delivery/outbox.server.ts). Run from the project root:
 *   node scripts/lead-deliveries.ts list           one JSON line per delivery retrying (attempts,
 *                                                  last error, next attempt) or failed
 *   node scripts/lead-deliveries.ts retry <id>     puts that delivery back in the queue, due now
 *   node scripts/lead-deliveries.ts retry --all    puts every failed delivery back
 * A running server's delivery worker sends retried deliveries on its next poll. Output holds
 * ids, destinations and error summaries only, never the visitor's personal data.
 * Environment: DATABASE_URL (optional; unset means SQLite at $DATA_DIR/site.db), DATA_DIR
 * (default ./data). Exits 1 with a one-line message on stderr when anything fails.
 */
import {
  listTroubledDeliveries,
  retryAllFailed,
  retryDelivery,
} from "../app/server/delivery/outbox.server.ts";
import type { Storage } from "../app/server/storage/storage.server.ts";
import { runOperatorCommand } from "./support/operator-command.ts";

const USAGE = "usage: lead-deliveries list | retry <delivery-id> | retry --all";

async function run(storage: Storage, [command, target, ...rest]: string[]): Promise<void> {
  if (command === "list" && target === undefined) {
    for (const delivery of await listTroubledDeliveries(storage)) {
      process.stdout.write(`${JSON.stringify(delivery)}\n`);
    }
  } else if (command === "retry" && target === "--all" && rest.length === 0) {
    const count = await retryAllFailed(storage);
    process.stdout.write(`retried ${count} failed ${count === 1 ? "delivery" : "deliveries"}\n`);
  } else if (command === "retry" && target && !target.startsWith("-") && rest.length === 0) {
    if (!(await retryDelivery(storage, target))) {
      throw new Error(`no failed delivery with id ${target}`);
    }
    process.stdout.write(`retried ${target}\n`);
  } else {
    throw new Error(USAGE);
  }
}

await runOperatorCommand("lead-deliveries", async ({ withStorage }) => {
  const args = process.argv.slice(2);
  // A mistyped command fails before touching (or creating) a database.
  if (!["list", "retry"].includes(args[0] ?? "")) throw new Error(USAGE);
  await withStorage((storage) => run(storage, args));
});
