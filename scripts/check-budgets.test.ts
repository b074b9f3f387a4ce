import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { budgets, checkBudgets, type RouteManifest } from "./check-budgets.ts";

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true });
});

/** A client build holding only a route manifest and gzip copies of the given sizes. */
function clientBuild(manifest: RouteManifest, gzippedSizes: Record<string, number>): string {
  const folder = mkdtempSync(join(tmpdir(), "budgets-"));
  folders.push(folder);
  mkdirSync(join(folder, "assets"));
  writeFileSync(
    join(folder, "assets/manifest-0a1b2c3d.js"),
    `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
  );
  for (const [href, size] of Object.entries(gzippedSizes)) {
    writeFileSync(join(folder, `${href}.gz`), Buffer.alloc(size));
  }
  return folder;
}

const route = (id: string, fields: Partial<RouteManifest["routes"][string]>) => ({
  id,
  parentId: "root",
  hasDefaultExport: true,
  module: `/assets/${id}.js`,
  ...fields,
});

const manifest: RouteManifest = {
  entry: { module: "/assets/entry.js", imports: ["/assets/react.js"] },
  routes: {
    root: {
      ...route("root", { parentId: undefined, path: "", css: ["/assets/root.css"] }),
      imports: ["/assets/react.js"],
    },
    home: route("home", { index: true, imports: ["/assets/react.js", "/assets/shared.js"] }),
    availability: route("availability", {
      path: "availability",
      imports: ["/assets/shared.js"],
      clientLoaderModule: "/assets/availability-loader.js",
      css: ["/assets/availability.css"],
    }),
    units: route("units", { path: "api/units/:token", hasDefaultExport: false }),
  },
};

const sizes = {
  "/assets/entry.js": 1_000,
  "/assets/react.js": 60_000,
  "/assets/root.js": 20_000,
  "/assets/shared.js": 10_000,
  "/assets/home.js": 5_000,
  "/assets/availability.js": 40_000,
  "/assets/availability-loader.js": 500,
  "/assets/root.css": 9_000,
  "/assets/availability.css": 3_000,
};

describe("checkBudgets", () => {
  it("counts each page route's modules once, its parents' included, and passes under budget", () => {
    const lines: string[] = [];
    const code = checkBudgets(clientBuild(manifest, sizes), (line) => lines.push(line));
    const table = lines.join("\n");
    expect(code).toBe(0);
    expect(table).toMatch(/^\/ +96,000 ok +9,000 ok$/m);
    // 1,000 + 60,000 + 20,000 + 10,000 + 40,000 + 500: React and the shared module once each.
    expect(table).toMatch(/^\/availability +131,500 ok +12,000 ok$/m);
    expect(table).not.toContain("api/units");
  });

  it("fails, naming the route, when one route's JavaScript is over budget", () => {
    const over = budgets.scriptBytes - 131_500 + 40_001;
    const lines: string[] = [];
    const folder = clientBuild(manifest, { ...sizes, "/assets/availability.js": over });
    expect(checkBudgets(folder, (line) => lines.push(line))).toBe(1);
    expect(lines.join("\n")).toMatch(/^\/availability +140,001 OVER/m);
    expect(lines.join("\n")).toMatch(/Over budget: \/availability$/m);

    const run = spawnSync(process.execPath, [
      join(import.meta.dirname, "check-budgets.ts"),
      folder,
    ]);
    expect(run.status).toBe(1);
    expect(run.stdout.toString()).toContain("Over budget: /availability");
  });

  it("fails when a route's render-blocking CSS is over budget", () => {
    const folder = clientBuild(manifest, { ...sizes, "/assets/availability.css": 3_501 });
    expect(checkBudgets(folder, () => {})).toBe(1);
  });
});
