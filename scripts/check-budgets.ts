/**
 * `npm run build`'s last step: every page route's first load, from the client build, against
 * issue 9's budgets. A table of each route's JavaScript and render-blocking CSS (gzipped, as a
 * browser that asks for gzip downloads them), and a non-zero exit when any is over.
 *
 * The files counted are those React Router's <Scripts> and <Links> put in the page for the
 * route's matches (react-router's getModuleLinkHrefs and getKeyedLinksForMatches), read from
 * the route manifest the build writes for the browser. A module's `imports` there are already
 * every module it imports statically, however deep; what `import()` loads later is not counted.
 * The sizes are the gzip copies the build writes beside each file
 * (scripts/vite/precompressed-assets.ts), which the server sends as they are.
 *
 * Run directly (`node scripts/check-budgets.ts [client build folder]`) it needs a build first.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

export const budgets = { scriptBytes: 140_000, stylesheetBytes: 12_500 };

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasDefaultExport: boolean;
  module: string;
  clientActionModule?: string;
  clientLoaderModule?: string;
  hydrateFallbackModule?: string;
  imports?: string[];
  css?: string[];
}

export interface RouteManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

export interface RouteFirstLoad {
  /** The route's address pattern, as app/routes.ts declares it. */
  path: string;
  scripts: string[];
  stylesheets: string[];
  scriptBytes: number;
  stylesheetBytes: number;
}

/** The manifest React Router writes to assets/manifest-<version>.js as a browser global. */
export function readRouteManifest(clientBuild: string): RouteManifest {
  const file = readdirSync(join(clientBuild, "assets")).find((name) =>
    /^manifest-[\w-]+\.js$/.test(name),
  );
  if (!file) throw new Error(`no route manifest in ${clientBuild}/assets: run the build first`);
  const code = readFileSync(join(clientBuild, "assets", file), "utf8");
  return JSON.parse(code.slice(code.indexOf("{"), code.lastIndexOf("}") + 1));
}

/** The route and its parents, root first: the matches of a page at its address. */
function matchesOf(manifest: RouteManifest, route: ManifestRoute): ManifestRoute[] {
  const parent = route.parentId ? manifest.routes[route.parentId] : undefined;
  return parent ? [...matchesOf(manifest, parent), route] : [route];
}

function pathOf(matches: ManifestRoute[]): string {
  const segments = matches.map((route) => route.path ?? "").filter(Boolean);
  return `/${segments.join("/")}`;
}

/** Every page route's first load (resource routes, which render nothing, are left out). */
export function firstLoads(
  manifest: RouteManifest,
  gzippedSize: (href: string) => number,
): RouteFirstLoad[] {
  return Object.values(manifest.routes)
    .filter((route) => route.hasDefaultExport && route.parentId !== undefined)
    .map((route) => {
      const matches = matchesOf(manifest, route);
      const scripts = new Set([manifest.entry.module, ...manifest.entry.imports]);
      const stylesheets = new Set<string>();
      for (const match of matches) {
        for (const href of [
          match.module,
          match.clientActionModule,
          match.clientLoaderModule,
          match.hydrateFallbackModule,
          ...(match.imports ?? []),
        ]) {
          if (href) scripts.add(href);
        }
        for (const href of match.css ?? []) stylesheets.add(href);
      }
      const sum = (hrefs: Set<string>) =>
        [...hrefs].reduce((total, href) => total + gzippedSize(href), 0);
      return {
        path: pathOf(matches),
        scripts: [...scripts],
        stylesheets: [...stylesheets],
        scriptBytes: sum(scripts),
        stylesheetBytes: sum(stylesheets),
      };
    });
}

export const overBudget = (load: RouteFirstLoad) =>
  load.scriptBytes > budgets.scriptBytes || load.stylesheetBytes > budgets.stylesheetBytes;

/** A plain-text table of the first loads, each against its budgets. */
export function budgetTable(loads: readonly RouteFirstLoad[]): string {
  const bytes = (value: number) => value.toLocaleString("en-US").padStart(10);
  const cell = (value: number, budget: number) =>
    `${bytes(value)} ${value > budget ? "OVER" : "ok  "}`;
  const width = Math.max("Budget".length, ...loads.map((load) => load.path.length));
  const row = (label: string, script: string, stylesheet: string) =>
    `${label.padEnd(width)}  ${script}  ${stylesheet}`.trimEnd();
  return [
    row("Route", "JavaScript".padStart(10), "CSS".padStart(15)),
    ...loads.map((load) =>
      row(
        load.path,
        cell(load.scriptBytes, budgets.scriptBytes),
        cell(load.stylesheetBytes, budgets.stylesheetBytes),
      ),
    ),
    row("Budget", `${bytes(budgets.scriptBytes)}     `, bytes(budgets.stylesheetBytes)),
  ].join("\n");
}

/** Prints the table and returns the exit code: 1 when a route is over a budget. */
export function checkBudgets(clientBuild: string, print = console.log): number {
  const manifest = readRouteManifest(clientBuild);
  const loads = firstLoads(manifest, (href) => statSync(join(clientBuild, `${href}.gz`)).size);
  print(`First load per route, gzipped bytes (issue 9's budgets):\n${budgetTable(loads)}`);
  const over = loads.filter(overBudget).map((load) => load.path);
  if (over.length > 0) print(`\nOver budget: ${over.join(", ")}`);
  return over.length > 0 ? 1 : 0;
}

if (import.meta.main) {
  process.exitCode = checkBudgets(process.argv[2] ?? join(process.cwd(), "build/client"));
}
