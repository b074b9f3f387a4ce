import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTestLead, type TestLead } from "../app/server/delivery/delivery-test-support.ts";
import { openStorage } from "../app/server/storage/storage.server.ts";

let dataDir = "";
let lead: TestLead;
const failedIds = [randomUUID(), randomUUID()];
const retryingId = randomUUID();

/** The database as the command sees it, opened only between its runs. */
async function withStorage<T>(work: (storage: Awaited<ReturnType<typeof openStorage>>) => T) {
  const storage = await openStorage({ dataDir });
  try {
    return await work(storage);
  } finally {
    await storage.close();
  }
}

async function run(...args: string[]) {
  // process.execPath is the Node 24 that runs Vitest; the script relies on its type stripping.
  const child = promisify(execFile)(process.execPath, ["scripts/lead-deliveries.ts", ...args], {
    env: { PATH: process.env.PATH ?? "", DATA_DIR: dataDir },
  });
  return child.then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
}

async function statusOf(id: string) {
  return withStorage(async (storage) => {
    const [row] = await storage.query(
      "SELECT status, attempts FROM lead_deliveries WHERE id = $1",
      [id],
    );
    return row;
  });
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "lead-deliveries-"));
  await withStorage(async (storage) => {
    lead = await insertTestLead(storage);
    for (const [index, destination] of (["webhook", "email"] as const).entries()) {
      await storage.execute(
        `INSERT INTO lead_deliveries (id, lead_id, destination, status, attempts, created_at,
           next_attempt_at, locked_until, last_error)
         VALUES ($1, $2, $3, 'failed', 120, $4, $4, $4, 'HTTP 503')`,
        [failedIds[index], lead.leadId, destination, "2026-01-05T10:00:00.000Z"],
      );
    }
    const retrying = await insertTestLead(storage);
    await storage.execute(
      `INSERT INTO lead_deliveries (id, lead_id, destination, status, attempts, created_at,
         next_attempt_at, locked_until, last_error)
       VALUES ($1, $2, 'webhook', 'pending', 3, $3, $4, $3, 'timeout')`,
      [retryingId, retrying.leadId, "2026-01-06T09:00:00.000Z", "2026-01-06T09:04:00.000Z"],
    );
  });
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe("scripts/lead-deliveries.ts", () => {
  it("lists deliveries retrying and failed as JSON lines without personal data", async () => {
    const result = await run("list");
    expect(result).toMatchObject({ code: 0, stderr: "" });
    const lines = result.stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines[0]).toEqual(
      expect.objectContaining({
        id: retryingId,
        status: "retrying",
        attempts: 3,
        lastError: "timeout",
        nextAttemptAt: "2026-01-06T09:04:00.000Z",
      }),
    );
    expect(lines).toContainEqual({
      id: failedIds[0],
      leadId: lead.leadId,
      destination: "webhook",
      status: "failed",
      attempts: 120,
      createdAt: "2026-01-05T10:00:00.000Z",
      lastError: "HTTP 503",
      nextAttemptAt: "",
    });
    expect(lines).toHaveLength(3);
    for (const personal of [lead.email, lead.fname, lead.lname]) {
      expect(result.stdout).not.toContain(personal);
    }
  });

  it("puts one failed delivery back in the queue", async () => {
    const id = failedIds[0] ?? "";
    expect(await run("retry", id)).toMatchObject({ code: 0, stdout: `retried ${id}\n` });
    expect(await statusOf(id)).toEqual({ status: "pending", attempts: 0 });
    const again = await run("retry", id);
    expect(again.code).toBe(1);
    expect(again.stderr).toBe(`lead-deliveries: no failed delivery with id ${id}\n`);
  });

  it("puts every failed delivery back with --all", async () => {
    expect(await run("retry", "--all")).toMatchObject({
      code: 0,
      stdout: "retried 1 failed delivery\n",
    });
    expect(await statusOf(failedIds[1] ?? "")).toEqual({ status: "pending", attempts: 0 });
    const listed = (await run("list")).stdout.trim().split("\n");
    expect(listed.map((line) => JSON.parse(line).id)).toEqual([retryingId]);
  });

  it("rejects an unknown command with a one-line usage message", async () => {
    for (const args of [[], ["resend"], ["retry"], ["list", "extra"]]) {
      const result = await run(...args);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/^lead-deliveries: usage: .*\n$/);
      expect(result.stderr.trim().split("\n")).toHaveLength(1);
    }
  });
});
