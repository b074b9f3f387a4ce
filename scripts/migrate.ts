/**
 * Operator command: applies pending database migrations and lists every applied migration as one
 * JSON line. Run from the project root: `node scripts/migrate.ts`.
 * Environment: DATABASE_URL (optional; unset means SQLite at $DATA_DIR/site.db), DATA_DIR
 * (default ./data). Exits 1 with a one-line message on stderr when anything fails.
 */
import { redactSecrets } from "../app/server/storage/database-url.server.ts";
import { listAppliedMigrations, openStorage } from "../app/server/storage/storage.server.ts";

const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR || "./data";

try {
  const storage = await openStorage({ databaseUrl, dataDir });
  try {
    for (const migration of await listAppliedMigrations(storage)) {
      process.stdout.write(`${JSON.stringify(migration)}\n`);
    }
  } finally {
    await storage.close();
  }
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  const oneLine = redactSecrets(message, databaseUrl).replace(/\s+/g, " ").trim();
  process.stderr.write(`migrate: ${oneLine}\n`);
  process.exitCode = 1;
}
