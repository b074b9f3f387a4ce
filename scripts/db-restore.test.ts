/**
 * npm run db:backup and npm run db:restore as an operator runs them (real processes), on SQLite
 * and on PostgreSQL, while the site keeps writing inquiries.
 */
import { spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { setImmediate, setTimeout } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseContactSubmission } from "../app/server/leads/contact-submission.server.ts";
import { storeLead } from "../app/server/leads/lead-intake.server.ts";
import { createLogger } from "../app/server/logger.server.ts";
import { seedContent } from "../app/server/seed/seed-content.server.ts";
import { holdInstanceLock } from "../app/server/storage/instance-lock.server.ts";
import {
  openStorage,
  type StorageKind,
  type StorageOptions,
} from "../app/server/storage/storage.server.ts";
import { TEST_DATABASE_URL, withAdmin } from "../tests/support/test-storage.ts";

const node = resolve("node_modules/.bin/node");
const logger = createLogger("silent");
let scratch: string;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "db-restore-"));
});
afterAll(() => {
  rmSync(scratch, { recursive: true, force: true });
});

interface Result {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** A script as its own process, without blocking this one: the site keeps writing meanwhile. */
function run(env: NodeJS.ProcessEnv, cwd: string, script: string, ...args: string[]) {
  return new Promise<Result>((done, fail) => {
    const child = spawn(node, [resolve("scripts", script), ...args], {
      cwd,
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("error", fail);
    child.on("close", (code) => done({ code, stdout, stderr }));
  });
}

/** One database of the site: a data directory (SQLite) or a database of its own (PostgreSQL). */
interface SiteDatabase {
  env: NodeJS.ProcessEnv;
  options: StorageOptions;
  /** SQLite only: the database file. */
  file: string;
}

async function createSiteDatabase(kind: StorageKind): Promise<SiteDatabase> {
  const dataDir = join(mkdtempSync(join(scratch, "site-")), "data");
  if (kind === "sqlite") {
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: "" },
      options: { dataDir },
      file: join(dataDir, "site.db"),
    };
  }
  const name = `restore_${randomBytes(5).toString("hex")}`;
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  createdDatabases.push(name);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    options: { dataDir, databaseUrl },
    file: "",
  };
}

const createdDatabases: string[] = [];
afterAll(async () => {
  for (const name of createdDatabases) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
});

async function admin(sql: string): Promise<void> {
  await withAdmin((client) => client.query(sql));
}

async function leadIds(database: SiteDatabase): Promise<Set<string>> {
  const storage = await openStorage(database.options);
  try {
    const rows = await storage.query<{ id: string }>("SELECT id FROM leads");
    return new Set(rows.map((row) => row.id));
  } finally {
    await storage.close();
  }
}

function sqliteRows(file: string, sql: string): Record<string, unknown>[] {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return db.prepare(sql).all();
  } finally {
    db.close();
  }
}

function inquiry(n: number) {
  const parsed = parseContactSubmission({
    fname: "Grace",
    lname: "Hopper",
    email: `visitor-${n}@example.com`,
    phone: "3455550100",
    zip: "KY1-1201",
    consent: true,
    submission_id: randomUUID(),
    page_path: "/contact",
    fill_ms: 42_000,
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.submission;
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await setTimeout(5);
}

const mode = (path: string) => statSync(path).mode & 0o777;

/** Each test starts several Node processes and pg_dump or pg_restore: slow on a busy machine. */
const PROCESSES_TIMEOUT = 60_000;

describe.each<StorageKind>(["sqlite", "postgres"])("db:backup and db:restore on %s", (kind) => {
  it(
    "restores, from a backup taken while inquiries were written, every one acknowledged before it began and none after it ended",
    async () => {
      const live = await createSiteDatabase(kind);
      const work = mkdtempSync(join(scratch, "work-"));
      const site = await openStorage(live.options);
      const acknowledged: { leadId: string; at: number }[] = [];
      let writing = true;
      const writer = (async () => {
        for (let n = 0; writing; n++) {
          const stored = await storeLead(site, inquiry(n), ["webhook"]);
          // Acknowledged: the transaction is committed, as when the visitor sees "thank you".
          acknowledged.push({ leadId: stored.leadId, at: performance.now() });
          await setImmediate();
        }
      })();

      let backedUp: Result;
      let started: number;
      let finished: number;
      let writtenAfter: number;
      try {
        await until(() => acknowledged.length >= 20);
        started = performance.now();
        backedUp = await run(live.env, work, "db-backup.ts");
        finished = performance.now();
        writtenAfter = acknowledged.length;
        await until(() => acknowledged.length >= writtenAfter + 10);
      } finally {
        writing = false;
        await writer;
      }
      expect(backedUp).toMatchObject({ code: 0, stderr: "" });
      const [name] = readdirSync(join(work, "backups"));
      expect(name).toMatch(
        kind === "sqlite" ? /^site-\d{8}-\d{6}Z\.db$/ : /^site-\d{8}-\d{6}Z\.dump$/,
      );
      const backup = join(work, "backups", String(name));
      expect(backedUp.stdout).toContain(` to ${backup} (`);
      expect(mode(join(work, "backups"))).toBe(0o700);
      expect(mode(backup)).toBe(0o600);

      const before = acknowledged.filter((lead) => lead.at < started).map((lead) => lead.leadId);
      const after = acknowledged.filter((lead) => lead.at > finished).map((lead) => lead.leadId);
      const during = acknowledged.length - before.length - after.length;
      expect(during).toBeGreaterThan(0);

      // Into a fresh database.
      const fresh = await createSiteDatabase(kind);
      const restored = await run(fresh.env, work, "db-restore.ts", backup, "--yes");
      expect(restored).toMatchObject({ code: 0, stderr: "" });
      const ids = await leadIds(fresh);
      expect(before.filter((id) => !ids.has(id))).toEqual([]);
      expect(after.filter((id) => ids.has(id))).toEqual([]);
      expect(restored.stdout).toMatch(
        new RegExp(
          `; contacts \\d+, leads ${ids.size}, lead_deliveries ${ids.size}, units 0, press_articles 0\\.\\n$`,
        ),
      );
      if (kind === "sqlite") {
        expect(sqliteRows(fresh.file, "PRAGMA integrity_check")).toEqual([
          { integrity_check: "ok" },
        ]);
        expect(mode(fresh.file)).toBe(0o600);
        expect(mode(fresh.options.dataDir)).toBe(0o700);
      }

      // Over the live database, once the site has stopped.
      await expect(run(live.env, work, "db-restore.ts", backup, "--yes")).resolves.toMatchObject({
        code: 1,
        stderr: expect.stringMatching(
          /stop the site first|stop every instance first|other connection/,
        ),
      });
      await site.close();
      const over = await run(live.env, work, "db-restore.ts", backup, "--yes");
      expect(over).toMatchObject({ code: 0, stderr: "" });
      expect(await leadIds(live)).toEqual(ids);
      if (kind === "sqlite") {
        // Nothing is lost: the database it replaced is kept, with every inquiry.
        const [aside] = readdirSync(live.options.dataDir).filter((file) =>
          file.includes(".before-restore-"),
        );
        const kept = join(live.options.dataDir, String(aside));
        expect(over.stdout).toContain(`Moved the current database aside (mode 600): ${kept}.`);
        expect(mode(kept)).toBe(0o600);
        expect(sqliteRows(kept, "SELECT COUNT(*) AS count FROM leads")).toEqual([
          { count: acknowledged.length },
        ]);
      } else {
        const saved = readdirSync(join(work, "backups")).filter((file) =>
          file.endsWith("-before-restore.dump"),
        );
        expect(saved).toHaveLength(1);
        expect(mode(join(work, "backups", String(saved[0])))).toBe(0o600);
      }
    },
    PROCESSES_TIMEOUT,
  );
});

describe("db:restore refuses", () => {
  it(
    "on SQLite while a process has the database open, and changes nothing",
    async () => {
      const live = await createSiteDatabase("sqlite");
      const work = mkdtempSync(join(scratch, "work-"));
      const backup = join(work, "backup.db");
      const site = await openStorage(live.options);
      try {
        await storeLead(site, inquiry(1), ["webhook"]);
        expect(await run(live.env, work, "db-backup.ts", backup)).toMatchObject({ code: 0 });
        await storeLead(site, inquiry(2), ["webhook"]);
        const refused = await run(live.env, work, "db-restore.ts", backup, "--yes");
        expect(refused).toEqual({
          code: 1,
          stdout: expect.stringMatching(
            /^Verified the backup .*: integrity ok, schema version \d+\.\n$/,
          ),
          stderr: `db-restore: ${live.file} is in use (the site or another command has it open): stop the site first; nothing was changed\n`,
        });
        expect(readdirSync(live.options.dataDir).sort()).toEqual([
          "site.db",
          "site.db-shm",
          "site.db-wal",
        ]);
        expect(await site.query("SELECT id FROM leads")).toHaveLength(2);
      } finally {
        await site.close();
      }
    },
    PROCESSES_TIMEOUT,
  );

  it(
    "on PostgreSQL while an instance of the site runs",
    async () => {
      const live = await createSiteDatabase("postgres");
      const work = mkdtempSync(join(scratch, "work-"));
      const backup = join(work, "backup.dump");
      const site = await openStorage(live.options);
      await site.close();
      expect(await run(live.env, work, "db-backup.ts", backup)).toMatchObject({ code: 0 });
      const instance = await holdInstanceLock(live.options, logger);
      try {
        expect(await run(live.env, work, "db-restore.ts", backup, "--yes")).toMatchObject({
          code: 1,
          stderr:
            "db-restore: the site is running on this database (an instance holds its lock): stop every instance first\n",
        });
      } finally {
        await instance.release();
      }
    },
    PROCESSES_TIMEOUT,
  );

  it(
    "without --yes when nobody is at a terminal, or a file that is not a backup",
    async () => {
      const live = await createSiteDatabase("sqlite");
      const work = mkdtempSync(join(scratch, "work-"));
      expect(await run(live.env, work, "db-restore.ts", "backup.db")).toEqual({
        code: 1,
        stdout: "",
        stderr:
          "db-restore: stdin is not a terminal, so nobody can confirm: pass --yes to restore\n",
      });
      const notABackup = join(work, "notes.db");
      copyFileSync(resolve("package.json"), notABackup);
      expect(await run(live.env, work, "db-restore.ts", notABackup, "--yes")).toEqual({
        code: 1,
        stdout: "",
        stderr: `db-restore: the backup ${notABackup} failed verification (nothing was changed): file is not a database\n`,
      });
      expect(existsSync(live.options.dataDir) ? readdirSync(live.options.dataDir) : []).toEqual([]);
    },
    PROCESSES_TIMEOUT,
  );
});

describe("db:restore over a crashed SQLite database", () => {
  it(
    "does not replay the crashed site's leftover -wal over the backup",
    async () => {
      const live = await createSiteDatabase("sqlite");
      const work = mkdtempSync(join(scratch, "work-"));
      const site = await openStorage(live.options);
      await seedContent(site, logger);
      await site.close();
      const backup = join(work, "backup.db");
      expect(await run(live.env, work, "db-backup.ts", backup)).toMatchObject({ code: 0 });

      // The site sells a residence, and is killed before SQLite moves the -wal into the file.
      const crash = spawn(
        node,
        [
          "--input-type=module",
          "-e",
          `const { openStorage } = await import(${JSON.stringify(resolve("app/server/storage/storage.server.ts"))});
         const storage = await openStorage({ dataDir: process.env.DATA_DIR });
         await storage.execute("DELETE FROM units WHERE id = (SELECT MIN(id) FROM units)");
         process.kill(process.pid, "SIGKILL");`,
        ],
        { env: { ...process.env, ...live.env }, stdio: "inherit" },
      );
      await new Promise((done) => crash.on("close", done));
      expect(statSync(`${live.file}-wal`).size).toBeGreaterThan(0);
      const units = (file: string) => sqliteRows(file, "SELECT COUNT(*) AS count FROM units");

      // The symptom: the backup copied over the file beside the stale -wal reads 41.
      const naive = mkdtempSync(join(scratch, "naive-"));
      copyFileSync(backup, join(naive, "site.db"));
      for (const suffix of ["-wal", "-shm"])
        copyFileSync(`${live.file}${suffix}`, join(naive, `site.db${suffix}`));
      expect(units(join(naive, "site.db"))).toEqual([{ count: 41 }]);

      const restored = await run(live.env, work, "db-restore.ts", backup, "--yes");
      expect(restored).toMatchObject({ code: 0, stderr: "" });
      expect(restored.stdout).toContain(", units 42, press_articles 18.\n");
      expect(units(live.file)).toEqual([{ count: 42 }]);
      expect(existsSync(`${live.file}-wal`)).toBe(false);
      // The crashed database is kept as it was last committed: 41 residences.
      const [aside] = readdirSync(live.options.dataDir).filter((file) =>
        /\.before-restore-\d{8}-\d{6}Z$/.test(file),
      );
      expect(units(join(live.options.dataDir, String(aside)))).toEqual([{ count: 41 }]);
    },
    PROCESSES_TIMEOUT,
  );
});
