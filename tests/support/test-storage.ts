/**
 * Fresh databases for tests that need real storage: the same suite runs once on SQLite
 * and once on PostgreSQL (TEST_DATABASE_URL, default the local `test` database), each
 * test file in its own SQLite file or PostgreSQL schema, dropped at the end.
 *
 *   describe.each(storageBackends)("leads on $kind", (backend) => {
 *     const db = useTestStorage(backend);
 *     it("…", async () => { await db.storage.query(…) });
 *   });
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import {
  openStorage,
  type Storage,
  type StorageKind,
  type StorageOptions,
} from "../../app/server/storage/storage.server.ts";

export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

export interface StorageBackend {
  kind: StorageKind;
}

export const storageBackends: StorageBackend[] = [{ kind: "sqlite" }, { kind: "postgres" }];

export interface TestDatabase {
  /** Options that open this database again, as a restarted server would. */
  options: StorageOptions;
  storage: Storage;
}

/** A new empty database with every migration applied, opened once for the whole file. */
export async function createTestDatabase(kind: StorageKind): Promise<{
  database: TestDatabase;
  drop: () => Promise<void>;
}> {
  const dataDir = await mkdtemp(join(tmpdir(), "test-storage-"));
  if (kind === "sqlite") {
    const options = { dataDir };
    const storage = await openStorage(options);
    return {
      database: { options, storage },
      drop: async () => {
        await storage.close();
        await rm(dataDir, { recursive: true, force: true });
      },
    };
  }
  const schema = `test_${randomBytes(6).toString("hex")}`;
  await withAdmin((admin) => admin.query(`CREATE SCHEMA ${schema}`));
  const url = new URL(TEST_DATABASE_URL);
  url.searchParams.set("options", `-c search_path=${schema}`);
  const options = { dataDir, databaseUrl: url.toString() };
  const storage = await openStorage(options);
  return {
    database: { options, storage },
    drop: async () => {
      await storage.close();
      await withAdmin((admin) => admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Registers beforeAll/afterAll hooks that create and drop a database for the enclosing
 * describe block. The returned object's fields are set once beforeAll has run.
 */
export function useTestStorage(backend: StorageBackend): TestDatabase {
  const holder = {} as TestDatabase;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const created = await createTestDatabase(backend.kind);
    Object.assign(holder, created.database);
    drop = created.drop;
  });
  afterAll(async () => {
    await drop?.();
  });
  return holder;
}

/** Work on the PostgreSQL test server as its administrator (databases, schemas). */
export async function withAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({
    connectionString: TEST_DATABASE_URL,
    connectionTimeoutMillis: 5_000,
  });
  try {
    await admin.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL is not reachable for tests (${(error as Error).message}); start it with \`pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start\` or set TEST_DATABASE_URL`,
    );
  }
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
