import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DATABASE_URL, withAdmin } from "../../../tests/support/test-storage.ts";
import { createLogger } from "../logger.server.ts";
import { holdInstanceLock, lockOutPostgresInstances, sqliteInUse } from "./instance-lock.server.ts";
import { openStorage } from "./storage.server.ts";

const logger = createLogger("silent");

describe("sqliteInUse", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "instance-lock-"));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it("sees a database held open, even idle, and not one that was closed", async () => {
    const file = join(dataDir, "site.db");
    expect(sqliteInUse(file)).toBe(false);
    const storage = await openStorage({ dataDir });
    await storage.execute("DELETE FROM units");
    expect(sqliteInUse(file)).toBe(true);
    await storage.close();
    expect(sqliteInUse(file)).toBe(false);
  });

  it("needs nothing from the site on SQLite", async () => {
    const lock = await holdInstanceLock({ dataDir }, logger);
    await lock.release();
  });
});

describe("instance lock on PostgreSQL", () => {
  // Its own database: advisory locks and pg_stat_activity are per database, and other test
  // files share the test database.
  const name = `instance_lock_${randomBytes(5).toString("hex")}`;
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const options = { databaseUrl, dataDir: tmpdir() };

  beforeAll(() => admin(`CREATE DATABASE ${name}`));
  afterAll(() => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

  it("keeps a restore out while any instance runs, and instances out while a restore runs", async () => {
    const first = await holdInstanceLock(options, logger);
    const second = await holdInstanceLock(options, logger);
    await expect(lockOutPostgresInstances(databaseUrl)).rejects.toThrow(
      "the site is running on this database (an instance holds its lock): stop every instance first",
    );
    await first.release();
    await expect(lockOutPostgresInstances(databaseUrl)).rejects.toThrow(/the site is running/);
    await second.release();

    const restore = await lockOutPostgresInstances(databaseUrl);
    await expect(holdInstanceLock(options, logger)).rejects.toThrow(
      "npm run db:restore is replacing this database; start the site when it has finished",
    );
    await restore.end();
    const after = await holdInstanceLock(options, logger);
    await after.release();
  });

  it("refuses while anything else is connected, naming the application", async () => {
    const other = new pg.Client({ connectionString: databaseUrl, application_name: "psql" });
    await other.connect();
    try {
      await expect(lockOutPostgresInstances(databaseUrl)).rejects.toThrow(
        "1 other connection(s) to this database (psql): close them first",
      );
    } finally {
      await other.end();
    }
    const restore = await lockOutPostgresInstances(databaseUrl);
    await restore.end();
  });

  it("takes the lock again after its connection was cut", async () => {
    const messages: string[] = [];
    const recorder = {
      info: (message: string) => messages.push(`info: ${message}`),
      warn: (message: string) => messages.push(`warn: ${message}`),
    };
    const lock = await holdInstanceLock({ ...options, reconnectMs: 50 }, recorder);
    try {
      await admin(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = '${name}' AND application_name = 'site-instance-lock'`,
      );
      await expect
        .poll(() => messages, { timeout: 5_000 })
        .toContain("info: instance lock held again");
      expect(messages[0]).toMatch(/^warn: instance lock connection lost; reconnecting/);
      await expect(lockOutPostgresInstances(databaseUrl)).rejects.toThrow(/the site is running/);
    } finally {
      await lock.release();
    }
  });
});

async function admin(sql: string): Promise<void> {
  await withAdmin((client) => client.query(sql));
}
