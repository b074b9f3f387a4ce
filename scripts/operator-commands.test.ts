/**
 * The operator commands as an operator runs them: real processes on a SQLite database in a
 * temporary DATA_DIR.
 */
import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertTestLead } from "../app/server/delivery/delivery-test-support.ts";
import { enqueueLeadDeliveries } from "../app/server/delivery/outbox.server.ts";
import { openStorage } from "../app/server/storage/storage.server.ts";

const node = resolve("node_modules/.bin/node");
let dataDir: string;
let publicDir: string;

function run(script: string, ...args: string[]) {
  return runWith({}, script, ...args);
}

function runWith(env: NodeJS.ProcessEnv, script: string, ...args: string[]) {
  const result = spawnSync(node, [join("scripts", script), ...args], {
    encoding: "utf8",
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", ...env },
    timeout: 30_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

function writeCsv(name: string, lines: string[]): string {
  const file = join(dataDir, name);
  writeFileSync(file, `${lines.join("\n")}\n`);
  return file;
}

const header = "residence,house,bedrooms,interior_sq_ft,terrace_sq_ft,price_usd,status,floor_plan";
const goodRows = [
  "B101,Beach,3,3200,450,6500000,Available,/documents/floor-plans/b101.pdf",
  "S201,Shore,4,4100,600,9800000,Reserved,/documents/floor-plans/s201.pdf",
];

beforeAll(() => {
  dataDir = mkdtempSync(join(tmpdir(), "operator-commands-"));
  publicDir = join(dataDir, "public");
  mkdirSync(join(publicDir, "documents", "floor-plans"), { recursive: true });
  for (const name of ["b101", "s201", "b102"]) {
    writeFileSync(join(publicDir, "documents", "floor-plans", `${name}.pdf`), "%PDF-1.7");
  }
});

afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

describe("units:import and units:export", () => {
  it("imports a good file and exports the same rows", () => {
    const file = writeCsv("good.csv", [header, ...goodRows]);
    const imported = run("units-import.ts", file, "--public-dir", publicDir);
    expect(imported).toMatchObject({ code: 0, stdout: "Imported 2 residences.\n", stderr: "" });

    const exported = run("units-export.ts");
    expect(exported).toMatchObject({ code: 0, stderr: "" });
    expect(exported.stdout).toBe(`${[header, ...goodRows].join("\n")}\n`);

    const out = join(dataDir, "units.csv");
    expect(run("units-export.ts", "--out", out)).toMatchObject({
      code: 0,
      stderr: `Exported 2 residences to ${out}\n`,
    });
    expect(readFileSync(out, "utf8")).toBe(exported.stdout);
  });

  it("rejects a file with a bad row, names its line and changes nothing", () => {
    run("units-import.ts", writeCsv("good.csv", [header, ...goodRows]), "--public-dir", publicDir);
    const bad = writeCsv("bad.csv", [
      header,
      "B102,Beach,2,2800,300,5200000,Available,/documents/floor-plans/b102.pdf",
      "",
      "B103,Beach,2,2800,300,5200000,Available,/documents/floor-plans/b103.pdf",
    ]);
    const imported = run("units-import.ts", bad, "--public-dir", publicDir);
    expect(imported.code).toBe(1);
    expect(imported.stdout).toBe("");
    expect(imported.stderr).toBe(
      "line 4: floor_plan: there is no file /documents/floor-plans/b103.pdf in the site's documents\n" +
        "Nothing was changed.\n",
    );
    expect(run("units-export.ts").stdout).toBe(`${[header, ...goodRows].join("\n")}\n`);
  });

  it("says how to call it when the file is missing", () => {
    expect(run("units-import.ts")).toMatchObject({
      code: 1,
      stderr: "units-import: expected exactly one CSV file (see --help)\n",
    });
    expect(run("units-import.ts", "--help")).toMatchObject({ code: 0 });
  });
});

describe("leads:export", () => {
  it("refuses a date that does not exist, in one line", () => {
    expect(run("leads-export.ts", "--from", "2025-02-30")).toEqual({
      code: 1,
      stdout: "",
      stderr:
        'leads-export: Cannot export leads: from must be a date as YYYY-MM-DD, got "2025-02-30"\n',
    });
  });

  it("writes the file readable by its owner only", () => {
    const out = join(dataDir, "leads.csv");
    writeFileSync(out, "old contents", { mode: 0o644 });
    const exported = run("leads-export.ts", "--from", "2025-01-01", "--out", out);
    expect(exported).toMatchObject({ code: 0, stdout: "", stderr: `Exported 0 leads to ${out}\n` });
    expect(statSync(out).mode & 0o777).toBe(0o600);
    expect(readFileSync(out, "utf8").split("\n")[0]).toMatch(/^lead_id,received_at,contact_id,/);
  });
});

/** A person with two inquiries (three deliveries, one pending) in the commands' database. */
async function storePerson() {
  const storage = await openStorage({ dataDir });
  try {
    const first = await insertTestLead(storage);
    const second = await insertTestLead(storage, { contactId: first.contactId });
    await enqueueLeadDeliveries(storage, first.leadId, ["webhook", "email"], new Date());
    await storage.execute("UPDATE lead_deliveries SET status = 'delivered' WHERE lead_id = $1", [
      first.leadId,
    ]);
    await enqueueLeadDeliveries(storage, second.leadId, ["webhook"], new Date());
    return first;
  } finally {
    await storage.close();
  }
}

function countRows(file: string, table: "contacts" | "leads" | "lead_deliveries" | "units") {
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    return Number(db.prepare(`SELECT COUNT(*) AS count FROM ${table}`).get()?.count);
  } finally {
    db.close();
  }
}

describe("leads:erase", () => {
  const database = () => join(dataDir, "site.db");

  it("wants an address, and --yes when nobody is at a terminal to confirm", async () => {
    const person = await storePerson();
    expect(run("leads-erase.ts")).toEqual({
      code: 1,
      stdout: "",
      stderr: "leads-erase: expected --email <address> (see --help)\n",
    });
    expect(run("leads-erase.ts", "--email", person.email)).toEqual({
      code: 1,
      stdout: "",
      stderr: "leads-erase: stdin is not a terminal, so nobody can confirm: pass --yes to erase\n",
    });
    expect(run("leads-erase.ts", "--email", person.email, "--dry-run").stdout).toBe(
      "Would erase 1 contact, 2 inquiries and 3 deliveries (1 pending). Nothing was changed.\n",
    );
  });

  it("erases the person's contact, inquiries and deliveries, printing counts only", async () => {
    const person = await storePerson();
    const before = {
      leads: countRows(database(), "leads"),
      deliveries: countRows(database(), "lead_deliveries"),
    };

    const erased = run("leads-erase.ts", "--email", person.email.toUpperCase(), "--yes");
    expect(erased).toEqual({
      code: 0,
      stdout: "Erased 1 contact, 2 inquiries and 3 deliveries (1 pending).\n",
      stderr: "",
    });
    expect(countRows(database(), "leads")).toBe(before.leads - 2);
    expect(countRows(database(), "lead_deliveries")).toBe(before.deliveries - 3);

    // A repeated request (or a rerun script) is not an error: nothing is held any more.
    expect(run("leads-erase.ts", "--email", person.email, "--yes")).toEqual({
      code: 0,
      stdout: "No contact or broker registration has that email address: nothing to erase.\n",
      stderr: "",
    });
  });
});

describe("db:backup", () => {
  const database = () => join(dataDir, "site.db");

  it("writes a copy readable by its owner only that opens with the same rows", async () => {
    run("units-import.ts", writeCsv("good.csv", [header, ...goodRows]), "--public-dir", publicDir);
    await storePerson();
    const out = join(dataDir, "backup.db");

    const backedUp = run("db-backup.ts", out);
    expect(backedUp).toMatchObject({ code: 0, stderr: "" });
    expect(backedUp.stdout).toMatch(
      /^Backed up .*site\.db to .*backup\.db \(\d+ pages, mode 600\)\.\n$/,
    );
    expect(statSync(out).mode & 0o777).toBe(0o600);
    expect(existsSync(`${out}-wal`) || existsSync(`${out}-journal`)).toBe(false);
    for (const table of ["contacts", "leads", "lead_deliveries", "units"] as const) {
      expect(countRows(out, table)).toBe(countRows(database(), table));
    }
    expect(countRows(out, "units")).toBe(2);
  });

  it("replaces an existing file only with --force", () => {
    const out = join(dataDir, "existing.db");
    writeFileSync(out, "an older file", { mode: 0o644 });
    expect(run("db-backup.ts", out)).toEqual({
      code: 1,
      stdout: "",
      stderr: `db-backup: ${out} exists; pass --force to replace it\n`,
    });
    expect(readFileSync(out, "utf8")).toBe("an older file");

    expect(run("db-backup.ts", out, "--force")).toMatchObject({ code: 0, stderr: "" });
    expect(statSync(out).mode & 0o777).toBe(0o600);
    expect(countRows(out, "units")).toBe(countRows(database(), "units"));
  });

  it("without a path, writes backups/site-YYYYMMDD-HHMMSSZ.db in a directory only its owner opens", () => {
    const work = mkdtempSync(join(dataDir, "work-"));
    const backedUp = spawnSync(node, [resolve("scripts/db-backup.ts")], {
      cwd: work,
      encoding: "utf8",
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      timeout: 30_000,
    });
    expect(backedUp).toMatchObject({ status: 0, stderr: "" });
    const [name] = readdirSync(join(work, "backups"));
    expect(name).toMatch(/^site-\d{8}-\d{6}Z\.db$/);
    const out = join(work, "backups", String(name));
    expect(backedUp.stdout).toMatch(/^Backed up .*site\.db to .* \(\d+ pages, mode 600\)\.\n$/);
    expect(backedUp.stdout).toContain(` to ${out} (`);
    expect(statSync(join(work, "backups")).mode & 0o777).toBe(0o700);
    expect(statSync(out).mode & 0o777).toBe(0o600);
    expect(countRows(out, "units")).toBe(countRows(database(), "units"));
  });

  it("on PostgreSQL, fails in one line that does not show the password, and leaves no file", () => {
    const out = join(dataDir, "postgres-backup.dump");
    const failed = runWith(
      { DATABASE_URL: "postgres://postgres:hunter2-secret@127.0.0.1:5432/no_such_database" },
      "db-backup.ts",
      out,
    );
    expect(failed).toMatchObject({ code: 1, stdout: "" });
    expect(failed.stderr).toMatch(
      /^db-backup: pg_dump failed: .*"no_such_database" does not exist\n$/,
    );
    expect(failed.stderr).not.toContain("hunter2");
    expect(existsSync(out)).toBe(false);
  });
});

describe("admin:invite", () => {
  function staffRows() {
    const db = new DatabaseSync(join(dataDir, "site.db"));
    try {
      return db.prepare("SELECT email, role FROM staff_users ORDER BY email").all();
    } finally {
      db.close();
    }
  }

  it("invites as admin by default, changes a role, and says what it did", () => {
    expect(run("admin-invite.ts", " Owner@Residences.example ")).toMatchObject({
      code: 0,
      stdout: "Invited owner@residences.example as admin. They can sign in at /admin/sign-in.\n",
      stderr: "",
    });
    expect(run("admin-invite.ts", "seller@residences.example", "--role", "sales")).toMatchObject({
      code: 0,
      stdout: "Invited seller@residences.example as sales. They can sign in at /admin/sign-in.\n",
    });
    expect(
      run("admin-invite.ts", "seller@residences.example", "--role", "marketing"),
    ).toMatchObject({
      code: 0,
      stdout: "Changed seller@residences.example from sales to marketing.\n",
    });
    expect(
      run("admin-invite.ts", "seller@residences.example", "--role", "marketing"),
    ).toMatchObject({
      code: 0,
      stdout: "seller@residences.example is already invited as marketing: nothing changed.\n",
    });
    expect(staffRows()).toEqual([
      { email: "owner@residences.example", role: "admin" },
      { email: "seller@residences.example", role: "marketing" },
    ]);
  });

  it("refuses a malformed address or role with a clear message, exit code 1 and no change", () => {
    const before = staffRows();
    expect(run("admin-invite.ts", "owner-at-residences")).toEqual({
      code: 1,
      stdout: "",
      stderr: 'admin-invite: "owner-at-residences" is not an email address; nothing was changed\n',
    });
    expect(run("admin-invite.ts", "new@residences.example", "--role", "owner")).toEqual({
      code: 1,
      stdout: "",
      stderr: "admin-invite: --role must be one of admin, sales, marketing; nothing was changed\n",
    });
    expect(run("admin-invite.ts")).toMatchObject({ code: 1 });
    expect(staffRows()).toEqual(before);
  });

  it("never creates a database for a mistyped call", () => {
    const empty = mkdtempSync(join(tmpdir(), "admin-invite-"));
    const result = runWith({ DATA_DIR: empty }, "admin-invite.ts", "not-an-address");
    expect(result.code).toBe(1);
    expect(existsSync(join(empty, "site.db"))).toBe(false);
    rmSync(empty, { recursive: true, force: true });
  });
});
