import { DatabaseSync } from "node:sqlite";
import { defaultDatabaseFile } from "../../../playwright.config.ts";

/** The leads the default test server stored for an email address, read from its SQLite file. */
export function leadsWithEmail(email: string): Record<string, unknown>[] {
  const db = new DatabaseSync(defaultDatabaseFile, { readOnly: true });
  try {
    return db.prepare("SELECT * FROM leads WHERE email = ?").all(email);
  } finally {
    db.close();
  }
}
