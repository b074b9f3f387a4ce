/**
 * Operator command: applies pending database migrations and lists every applied migration as one
 * JSON line. Run from the project root: `node scripts/migrate.ts`.
 * Environment: DATABASE_URL (optional; unset means SQLite at $DATA_DIR/site.db), DATA_DIR
 * (default ./data). Exits 1 with a one-line message on stderr when anything fails.
 */
import { listAppliedMigrations } from "../app/server/storage/storage.server.ts";
import { runOperatorCommand } from "./support/operator-command.ts";

// Opening the storage is what applies the pending migrations.
await runOperatorCommand("migrate", ({ withStorage }) =>
  withStorage(async (storage) => {
    for (const migration of await listAppliedMigrations(storage)) {
      process.stdout.write(`${JSON.stringify(migration)}\n`);
    }
  }),
);
