/**
 * The SQLite files hold visitors' personal data: readable by the site's user only (issue 24).
 * SQLite only: a PostgreSQL server keeps its own files.
 */
import { existsSync, statSync } from "node:fs";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openStorage } from "./storage.server.ts";

let scratch = "";

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), "sqlite-file-modes-"));
});

afterAll(async () => {
  await rm(scratch, { recursive: true, force: true });
});

const modeOf = (path: string) => statSync(path).mode & 0o777;

describe("SQLite file modes", () => {
  it("creates the data directory 700 and the database, -wal and -shm files 600", async () => {
    const dataDir = join(scratch, "new", "data");
    const storage = await openStorage({ dataDir });
    try {
      const database = join(dataDir, "site.db");
      // Migrations have written: the WAL and its index exist while the storage is open.
      expect(existsSync(`${database}-wal`)).toBe(true);
      expect(existsSync(`${database}-shm`)).toBe(true);
      expect(modeOf(join(scratch, "new"))).toBe(0o700);
      expect(modeOf(dataDir)).toBe(0o700);
      for (const file of [database, `${database}-wal`, `${database}-shm`]) {
        expect(modeOf(file), file).toBe(0o600);
      }
    } finally {
      await storage.close();
    }
  });

  it("restricts files an earlier version left readable by others", async () => {
    const dataDir = join(scratch, "existing");
    const database = join(dataDir, "site.db");
    await (await openStorage({ dataDir })).close();
    await chmod(database, 0o644);

    const storage = await openStorage({ dataDir });
    try {
      await storage.execute("DELETE FROM rate_limit_windows");
      for (const file of [database, `${database}-wal`, `${database}-shm`]) {
        expect(modeOf(file), file).toBe(0o600);
      }
    } finally {
      await storage.close();
    }
  });
});
