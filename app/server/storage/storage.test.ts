import { execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { redactSecrets, resolveDatabaseTarget } from "./database-url.server.ts";
import { openPostgresStorage } from "./postgres-storage.server.ts";
import { rewritePlaceholders } from "./sql-placeholders.server.ts";
import {
  listAppliedMigrations,
  openStorage,
  type Queryable,
  type Storage,
  type StorageKind,
  type StorageOptions,
  TransactionAbortedError,
} from "./storage.server.ts";

const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const PG_HINT =
  "start it with `pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start`, or set TEST_DATABASE_URL to a PostgreSQL database the tests may create schemas in";

/** The real migration files: the tests expect exactly these to be applied. */
async function expectedMigrations() {
  const files = (await readdir(resolve("db/migrations"))).filter((f) => f.endsWith(".sql")).sort();
  return files.map((file) => ({ version: Number(file.slice(0, 4)), name: file.slice(5, -4) }));
}

interface Harness {
  kind: StorageKind;
  setup(): Promise<void>;
  /** Options for a brand-new, empty database. */
  fresh(): Promise<StorageOptions>;
  teardown(): Promise<void>;
}

let scratch = "";
const opened: Storage[] = [];

async function open(options: StorageOptions): Promise<Storage> {
  const storage = await openStorage(options);
  opened.push(storage);
  return storage;
}

async function scratchDir(): Promise<string> {
  const dir = join(scratch, randomBytes(6).toString("hex"));
  await mkdir(dir, { recursive: true });
  return dir;
}

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), "storage-test-"));
});

afterAll(async () => {
  await Promise.all(opened.map((storage) => storage.close()));
  await rm(scratch, { recursive: true, force: true });
});

const sqliteHarness: Harness = {
  kind: "sqlite",
  async setup() {},
  // A data directory that does not exist yet, a few levels deep: openStorage must create it.
  fresh: async () => ({ dataDir: join(await scratchDir(), "nested", "data") }),
  async teardown() {},
};

const postgresHarness = ((): Harness => {
  const admin = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 5_000 });
  const schemas: string[] = [];
  let connected = false;
  return {
    kind: "postgres",
    async setup() {
      try {
        await admin.connect();
        connected = true;
      } catch (error) {
        throw new Error(
          `PostgreSQL is not reachable at ${redactSecrets(PG_URL, PG_URL)} (${(error as Error).message}); ${PG_HINT}`,
        );
      }
    },
    async fresh() {
      const schema = `test_${randomBytes(6).toString("hex")}`;
      await admin.query(`CREATE SCHEMA ${schema}`);
      schemas.push(schema);
      const url = new URL(PG_URL);
      url.searchParams.set("options", `-c search_path=${schema}`);
      return { dataDir: await scratchDir(), databaseUrl: url.toString() };
    },
    async teardown() {
      if (!connected) return;
      for (const schema of schemas) await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await admin.end();
    },
  };
})();

describe.each([sqliteHarness, postgresHarness])("storage on $kind", (harness) => {
  let options: StorageOptions;
  let storage: Storage;

  beforeAll(async () => {
    await harness.setup();
    options = await harness.fresh();
    storage = await open(options);
  });
  afterAll(async () => {
    await storage?.close();
    await harness.teardown();
  });

  // Behaviour only SQLite has: registered in the SQLite run only, so nothing is skipped.
  const itOnSqlite = (name: string, test: () => Promise<void>) => {
    if (harness.kind === "sqlite") it(name, test);
  };

  async function migrationsDir(files: Record<string, string>): Promise<string> {
    const dir = await scratchDir();
    for (const [name, sql] of Object.entries(files)) await writeFile(join(dir, name), sql);
    return dir;
  }

  it("reports its kind", () => {
    expect(storage.kind).toBe(harness.kind);
  });

  it("applies the migrations in db/migrations and records them", async () => {
    const applied = await listAppliedMigrations(storage);
    expect(applied.map(({ version, name }) => ({ version, name }))).toEqual(
      await expectedMigrations(),
    );
    for (const migration of applied) {
      expect(migration.appliedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
    for (const table of ["units", "unit_columns", "press_articles"]) {
      expect(await storage.query(`SELECT COUNT(*) AS n FROM ${table}`)).toEqual([{ n: 0 }]);
    }
  });

  it("stores content rows with their defaults and rejects CHECK violations", async () => {
    const now = new Date("2026-03-01T12:00:00.000Z");
    await storage.execute(
      "INSERT INTO unit_columns (position, title, type) VALUES ($1, $2, $3), ($4, $5, $6)",
      [1, "Residence", "file", 2, "Price", "money"],
    );
    await storage.execute(
      "INSERT INTO units (id, house, position, cells, updated_at) VALUES ($1, $2, $3, $4, $5)",
      ["u1", "Beach", 1, JSON.stringify([{ column_title: "Price", value: "100" }]), now],
    );
    await storage.execute(
      "INSERT INTO press_articles (path, title, published_on, description_html, category) VALUES ($1, $2, $3, $4, $5)",
      ["/press/a", "A story", "2026-02-01", "<p>Hi</p>", "news"],
    );
    expect(await storage.query("SELECT id, house, updated_at FROM units")).toEqual([
      { id: "u1", house: "Beach", updated_at: "2026-03-01T12:00:00.000Z" },
    ]);
    expect(
      await storage.query("SELECT publisher, image, pdf, url, featured FROM press_articles"),
    ).toEqual([{ publisher: "", image: "", pdf: "", url: "", featured: 0 }]);

    const insertUnit =
      "INSERT INTO units (id, house, position, cells, updated_at) VALUES ($1, $2, 2, '[]', $3)";
    await expect(storage.execute(insertUnit, ["u2", "Lagoon", now])).rejects.toThrow(/check/i);
    await expect(
      storage.execute("INSERT INTO unit_columns (position, title, type) VALUES (9, 'X', 'date')"),
    ).rejects.toThrow(/check/i);
    await expect(
      storage.execute(
        "INSERT INTO press_articles (path, title, published_on, description_html, category) VALUES ('/b', 'B', '2026-01-01', '', 'blog')",
      ),
    ).rejects.toThrow(/check/i);
    expect(await storage.query("SELECT id FROM units")).toEqual([{ id: "u1" }]);
  });

  it("applies nothing when opened again, and only new files later", async () => {
    const dir = await migrationsDir({ "0001_once.sql": "CREATE TABLE once_only (id INTEGER);" });
    const base = await harness.fresh();
    const first = await open({ ...base, migrationsDir: dir });
    const before = await listAppliedMigrations(first);
    await first.close();
    // Re-running 0001 would fail: CREATE TABLE without IF NOT EXISTS.
    const second = await open({ ...base, migrationsDir: dir });
    expect(await listAppliedMigrations(second)).toEqual(before);
    await second.close();

    await writeFile(join(dir, "0002_more.sql"), "CREATE TABLE more_things (id INTEGER);");
    const third = await open({ ...base, migrationsDir: dir });
    const after = await listAppliedMigrations(third);
    expect(after.map((m) => m.name)).toEqual(["once", "more"]);
    expect(after[0]).toEqual(before[0]);
    expect(await third.query("SELECT COUNT(*) AS n FROM more_things")).toEqual([{ n: 0 }]);
  });

  it("rolls a failing migration back completely and records nothing", async () => {
    const dir = await migrationsDir({
      "0001_good.sql": "CREATE TABLE good (id INTEGER);",
      "0002_broken.sql": "CREATE TABLE half_done (id INTEGER);\nINSERT INTO missing VALUES (1);",
    });
    const base = { ...(await harness.fresh()), migrationsDir: dir };
    await expect(openStorage(base)).rejects.toThrow(/0002_broken\.sql failed/);

    // If half_done had survived, this CREATE TABLE would fail.
    await writeFile(join(dir, "0002_broken.sql"), "CREATE TABLE half_done (id INTEGER);");
    const fixed = await open(base);
    expect((await listAppliedMigrations(fixed)).map((m) => m.version)).toEqual([1, 2]);
  });

  it("refuses misnamed, duplicate, renamed or missing migration files", async () => {
    const base = await harness.fresh();
    const tryDir = async (files: Record<string, string>) =>
      openStorage({ ...base, migrationsDir: await migrationsDir(files) });
    await expect(tryDir({ "1_short.sql": "SELECT 1;" })).rejects.toThrow(/NNNN_name\.sql/);
    await expect(tryDir({ "0001_a.sql": "SELECT 1;", "0001_b.sql": "SELECT 1;" })).rejects.toThrow(
      /share version 1/,
    );
    await (await tryDir({ "0001_first.sql": "SELECT 1;" })).close();
    await expect(tryDir({ "0001_other.sql": "SELECT 1;" })).rejects.toThrow(/recorded as "first"/);
    await expect(
      openStorage({ ...base, migrationsDir: join(scratch, "no-such-dir") }),
    ).rejects.toThrow(/not found/);
  });

  it("lets several instances start at once and applies each migration once", async () => {
    const base = await harness.fresh();
    const instances = await Promise.all([open(base), open(base), open(base)]);
    const applied = await listAppliedMigrations(instances[0] as Storage);
    expect(applied.map(({ version, name }) => ({ version, name }))).toEqual(
      await expectedMigrations(),
    );
    await Promise.all(instances.map((instance) => instance.close()));
  });

  describe("parameters", () => {
    beforeAll(async () => {
      await storage.execute(
        "CREATE TABLE probe (id INTEGER PRIMARY KEY, label TEXT, small INTEGER, big BIGINT, flag INTEGER, stamp TEXT, absent TEXT)",
      );
    });

    it("round-trips every supported type", async () => {
      const stamp = new Date("2026-01-02T03:04:05.678Z");
      const insert = "INSERT INTO probe VALUES ($1, $2, $3, $4, $5, $6, $7)";
      const big = 9_007_199_254_740_993n; // 2^53 + 1: not exactly representable as a number
      await storage.execute(insert, [1, "O'Brien ✓ $1 \\n", 42, big, true, stamp, null]);
      await storage.execute(insert, [2, "", -7, 5n, false, stamp, null]);
      await storage.execute(insert, [3, "neg", 0, -big, true, "text stamp", null]);
      const rows = await storage.query("SELECT * FROM probe ORDER BY id");
      expect(rows).toEqual([
        {
          id: 1,
          label: "O'Brien ✓ $1 \\n",
          small: 42,
          big,
          flag: 1,
          stamp: "2026-01-02T03:04:05.678Z",
          absent: null,
        },
        { id: 2, label: "", small: -7, big: 5, flag: 0, stamp: stamp.toISOString(), absent: null },
        { id: 3, label: "neg", small: 0, big: -big, flag: 1, stamp: "text stamp", absent: null },
      ]);
      expect(Object.getPrototypeOf(rows[0])).toBe(Object.prototype);
      expect(
        await storage.query("SELECT id FROM probe WHERE flag = $1 ORDER BY id", [true]),
      ).toEqual([{ id: 1 }, { id: 3 }]);
      expect(
        await storage.query("SELECT id FROM probe WHERE absent IS NULL AND flag = $1", [false]),
      ).toEqual([{ id: 2 }]);
      expect(await storage.execute("UPDATE probe SET absent = $1", ["set"])).toEqual({
        rowCount: 3,
      });
      expect(await storage.execute("DELETE FROM probe WHERE id = $1", [99])).toEqual({
        rowCount: 0,
      });
    });

    it("reuses a placeholder and leaves $ inside string literals alone", async () => {
      const rows = await storage.query(
        "SELECT $1 AS a, 'costs $2, not $1' AS literal, $2 AS b, $1 AS again",
        ["x", "y"],
      );
      expect(rows).toEqual([{ a: "x", literal: "costs $2, not $1", b: "y", again: "x" }]);
    });

    it("rejects unsupported values and a wrong parameter count", async () => {
      await expect(
        storage.query("SELECT id FROM probe WHERE id = $1", [undefined]),
      ).rejects.toThrow(/\$1 has unsupported type undefined/);
      await expect(storage.query("SELECT id FROM probe WHERE id = $1", [{}])).rejects.toThrow(
        TypeError,
      );
      await expect(
        storage.query("SELECT id FROM probe WHERE id = $1 OR id = $2", [1]),
      ).rejects.toThrow();
    });
  });

  describe("transactions", () => {
    beforeAll(async () => {
      await storage.execute(
        "CREATE TABLE ledger (id TEXT PRIMARY KEY, cents INTEGER NOT NULL CHECK (cents >= 0))",
      );
    });
    const ids = async () =>
      (await storage.query<{ id: string }>("SELECT id FROM ledger ORDER BY id")).map((r) => r.id);
    const insert = (q: Queryable, id: string, cents = 1) =>
      q.execute("INSERT INTO ledger (id, cents) VALUES ($1, $2)", [id, cents]);

    it("commits and returns the callback's value", async () => {
      const result = await storage.transaction(async (tx) => {
        await insert(tx, "c1");
        await insert(tx, "c2");
        return (await tx.query("SELECT COUNT(*) AS n FROM ledger WHERE id LIKE 'c%'"))[0];
      });
      expect(result).toEqual({ n: 2 });
      expect(await ids()).toEqual(["c1", "c2"]);
    });

    it("rolls back when the callback throws, rethrowing the same error", async () => {
      const boom = new Error("boom");
      await expect(
        storage.transaction(async (tx) => {
          await insert(tx, "r1");
          throw boom;
        }),
      ).rejects.toBe(boom);
      expect(await ids()).not.toContain("r1");
    });

    it("rolls back when a statement failed even if the callback caught it", async () => {
      let afterFailure: unknown;
      await expect(
        storage.transaction(async (tx) => {
          await insert(tx, "f1");
          await insert(tx, "f2", -5).catch(() => {});
          afterFailure = await insert(tx, "f3").catch((error: unknown) => error);
          return "done";
        }),
      ).rejects.toBeInstanceOf(TransactionAbortedError);
      expect(String(afterFailure)).toMatch(/aborted/);
      expect(await ids()).not.toContain("f1");
    });

    it("keeps statements issued outside a transaction out of it", async () => {
      let inserted!: () => void;
      const insideDone = new Promise<void>((done) => {
        inserted = done;
      });
      let release!: () => void;
      const gate = new Promise<void>((done) => {
        release = done;
      });
      const failing = storage.transaction(async (tx) => {
        await insert(tx, "o1");
        inserted();
        await gate;
        throw new Error("abandon");
      });
      await insideDone;
      const outside = insert(storage, "o2");
      await new Promise((done) => setTimeout(done, 20));
      release();
      await expect(failing).rejects.toThrow("abandon");
      await outside;
      const all = await ids();
      expect(all).toContain("o2");
      expect(all).not.toContain("o1");
    });

    it("refuses a transaction handle used after the transaction ended", async () => {
      let saved: Queryable | undefined;
      await storage.transaction(async (tx) => {
        saved = tx;
      });
      await expect((saved as Queryable).query("SELECT 1 AS one")).rejects.toThrow(
        /already finished/,
      );
    });

    itOnSqlite("runs SQLite transactions one at a time", async () => {
      const events: string[] = [];
      const run = (name: string) =>
        storage.transaction(async (tx) => {
          events.push(`${name} start`);
          await new Promise((done) => setTimeout(done, 15));
          await insert(tx, name);
          events.push(`${name} end`);
        });
      await Promise.all([run("s1"), run("s2")]);
      expect(events).toEqual(["s1 start", "s1 end", "s2 start", "s2 end"]);
    });

    itOnSqlite(
      "queues a second connection to the same SQLite file behind an open transaction",
      async () => {
        const second = await open(options);
        const started = Date.now();
        const slow = storage.transaction(async (tx) => {
          await insert(tx, "q1");
          await new Promise((done) => setTimeout(done, 30));
        });
        // Without the per-file lock this write would block the event loop on busy_timeout
        // (5 s) and then fail with "database is locked".
        await insert(second, "q2");
        await slow;
        expect(Date.now() - started).toBeLessThan(2_000);
        expect(await ids()).toEqual(expect.arrayContaining(["q1", "q2"]));
        await second.close();
      },
    );

    itOnSqlite(
      "rejects direct storage use inside a SQLite transaction instead of deadlocking",
      async () => {
        await expect(
          storage.transaction(async () => storage.query("SELECT 1 AS one")),
        ).rejects.toThrow(/use the tx argument/);
      },
    );
  });

  itOnSqlite("configures SQLite for durable, concurrent use", async () => {
    expect(existsSync(join(options.dataDir, "site.db"))).toBe(true);
    expect(await storage.query("PRAGMA journal_mode")).toEqual([{ journal_mode: "wal" }]);
    expect(await storage.query("PRAGMA synchronous")).toEqual([{ synchronous: 2 }]);
    expect(await storage.query("PRAGMA foreign_keys")).toEqual([{ foreign_keys: 1 }]);
    expect(await storage.query("PRAGMA busy_timeout")).toEqual([{ timeout: 5000 }]);
  });

  it("pings while open and fails after close", async () => {
    const other = await open(options);
    await expect(other.ping()).resolves.toBeUndefined();
    await other.close();
    await expect(other.ping()).rejects.toThrow();
    await expect(other.close()).resolves.toBeUndefined();
    await expect(storage.ping()).resolves.toBeUndefined();
  });
});

/** The error openStorage rejects with (fails the test if it opens). */
async function openError(options: StorageOptions): Promise<Error> {
  const storage = await openStorage(options).catch((error: unknown) => error as Error);
  if (!(storage instanceof Error)) {
    await storage.close();
    throw new Error("openStorage unexpectedly succeeded");
  }
  return storage;
}

describe("DATABASE_URL handling", () => {
  it("rejects an unknown scheme with a clear message that hides the password", async () => {
    const error = await openError({
      databaseUrl: "mysql://admin:hunter22@db.example/site",
      dataDir: scratch,
    });
    expect(error.message).toMatch(/DATABASE_URL/);
    expect(error.message).toMatch(/file:/);
    expect(error.message).toMatch(/postgres:\/\//);
    expect(error.message).not.toMatch(/hunter22/);
  });

  it("does not reveal the password when PostgreSQL cannot be reached", async () => {
    const error = await openError({
      databaseUrl: "postgres://postgres:hunter22@127.0.0.1:1/test",
      dataDir: scratch,
    });
    expect(`${error.message} ${error.stack}`).not.toMatch(/hunter22/);
    expect(
      redactSecrets("failed for postgres://u:hunter22@h/db", "postgres://u:hunter22@h/db"),
    ).toBe("failed for postgres://u:***@h/db");
  });

  it("fails ping (GET /readyz) when PostgreSQL is unreachable", async () => {
    const unreachable = openPostgresStorage("postgres://postgres:hunter22@127.0.0.1:1/test");
    await expect(unreachable.ping()).rejects.toThrow(/ECONNREFUSED/);
    await expect(unreachable.ping()).rejects.not.toThrow(/hunter22/);
    await unreachable.close();
  });

  it("maps the accepted forms to a backend", () => {
    expect(resolveDatabaseTarget(undefined, "data")).toEqual({
      kind: "sqlite",
      filename: resolve("data", "site.db"),
    });
    expect(resolveDatabaseTarget("  ", "/srv/data")).toEqual({
      kind: "sqlite",
      filename: "/srv/data/site.db",
    });
    const sqliteAt = (filename: string) => ({ kind: "sqlite", filename });
    expect(resolveDatabaseTarget("file:./data/site.db", "x")).toEqual(
      sqliteAt(resolve("data/site.db")),
    );
    expect(resolveDatabaseTarget("sqlite:///var/lib/site.db", "x")).toEqual(
      sqliteAt("/var/lib/site.db"),
    );
    expect(resolveDatabaseTarget("file:/var/lib/site.db", "x")).toEqual(
      sqliteAt("/var/lib/site.db"),
    );
    expect(resolveDatabaseTarget("postgresql://u@h/db", "x")).toEqual({
      kind: "postgres",
      connectionString: "postgresql://u@h/db",
    });
    expect(() => resolveDatabaseTarget("./site.db", "x")).toThrow(/DATABASE_URL has no scheme/);
  });

  it("opens SQLite at the path of a file: or sqlite: URL", async () => {
    const dir = await scratchDir();
    for (const url of [`file:${dir}/a/one.db`, `sqlite://${dir}/b/two.db`]) {
      const storage = await open({ databaseUrl: url, dataDir: join(dir, "unused") });
      expect(storage.kind).toBe("sqlite");
      await storage.close();
    }
    expect(existsSync(join(dir, "a", "one.db"))).toBe(true);
    expect(existsSync(join(dir, "b", "two.db"))).toBe(true);
    expect(existsSync(join(dir, "unused"))).toBe(false);
  });
});

describe("placeholder rewriting for SQLite", () => {
  it("rewrites $n outside literals, identifiers and comments", () => {
    const sql = `SELECT 'it''s $1', "col$2", $10, x$3 -- $4\n/* $5 */ FROM t WHERE a = $1`;
    expect(rewritePlaceholders(sql)).toEqual({
      sql: `SELECT 'it''s $1', "col$2", ?10, x$3 -- $4\n/* $5 */ FROM t WHERE a = ?1`,
      maxIndex: 10,
    });
    expect(rewritePlaceholders("SELECT 1")).toEqual({ sql: "SELECT 1", maxIndex: 0 });
  });
});

describe("scripts/migrate.ts", () => {
  const run = async (env: Record<string, string>) => {
    // process.execPath is the Node 24 that runs Vitest; the script relies on its type stripping.
    const child = promisify(execFile)(process.execPath, ["scripts/migrate.ts"], {
      env: { PATH: process.env.PATH ?? "", ...env },
    });
    return child.then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
  };

  it("migrates and prints one JSON line per applied migration", async () => {
    const dataDir = join(await scratchDir(), "data");
    const result = await run({ DATA_DIR: dataDir });
    expect(result.code).toBe(0);
    const lines = result.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines.map(({ version, name }) => ({ version, name }))).toEqual(
      await expectedMigrations(),
    );
    expect(existsSync(join(dataDir, "site.db"))).toBe(true);
  });

  it("fails with one line on stderr, without the password", async () => {
    const result = await run({ DATABASE_URL: "mysql://admin:hunter22@db.example/site" });
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(/^migrate: DATABASE_URL has unsupported scheme "mysql:".*\n$/);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).not.toMatch(/hunter22/);
  });
});
