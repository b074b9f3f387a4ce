/**
 * The operator commands as an operator runs them: real processes on a SQLite database in a
 * temporary DATA_DIR.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const node = resolve("node_modules/.bin/node");
let dataDir: string;
let publicDir: string;

function run(script: string, ...args: string[]) {
  const result = spawnSync(node, [join("scripts", script), ...args], {
    encoding: "utf8",
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
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
