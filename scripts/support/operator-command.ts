/**
 * What every operator command under scripts/ shares, so that they all read the same environment
 * and fail the same way: one line on stderr and exit code 1, which reads well in a terminal and in
 * a cron mail alike.
 */
import { redactSecrets } from "../../app/server/storage/database-url.server.ts";
import { openStorage, type Storage } from "../../app/server/storage/storage.server.ts";

export interface OperatorContext {
  /**
   * Opens the database only when the command gets this far, so that a mistyped call fails before
   * touching (or creating) it, and closes it again also when work fails.
   */
  withStorage<T>(work: (storage: Storage) => Promise<T>): Promise<T>;
}

/**
 * Runs command and turns anything it throws into `<name>: <message>` on stderr with exit code 1.
 * The message is redacted because database errors can quote DATABASE_URL with its password, and
 * folded onto one line so that a multi-line error cannot pass for several.
 */
export async function runOperatorCommand(
  name: string,
  command: (context: OperatorContext) => Promise<void>,
): Promise<void> {
  // Empty counts as unset, so `DATABASE_URL= npm run …` picks SQLite at $DATA_DIR/site.db.
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || "./data";
  try {
    await command({
      async withStorage(work) {
        const storage = await openStorage({ databaseUrl, dataDir });
        try {
          return await work(storage);
        } finally {
          await storage.close();
        }
      },
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const oneLine = redactSecrets(message, databaseUrl).replace(/\s+/g, " ").trim();
    process.stderr.write(`${name}: ${oneLine}\n`);
    process.exitCode = 1;
  }
}
