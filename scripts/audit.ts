/**
 * `npm run audit`: builds, then runs Lighthouse three times on every page of the production
 * server and writes a table of median scores and metrics against issue 9's goals into the
 * `audit` section of docs/performance.md (`npm run bench` owns the `bench` section). Exits
 * non-zero when a route misses a goal or a run fails, after writing the table.
 *
 * Each run is Lighthouse's default config, unmodified but for its four categories
 * (performance, accessibility, best-practices, seo): mobile, simulated throttling. Each run
 * gets a fresh headless Debian Chromium (/usr/bin/chromium, launched by chrome-launcher with
 * --no-sandbox, as root needs), one after another; registry browser downloads fail here.
 * A run Lighthouse cannot finish (now and then NO_NAVSTART, a Chromium tracing race on a busy
 * machine) is tried again, up to three attempts, before it counts as failed.
 *
 * Routes: every page of app/content/pages.ts, noindex ones too (/thanks, /email-signature:
 * anyone can load them, so they must be fast and accessible; their deliberate noindex is left
 * out of their SEO score), plus one press article from the seeded archive. Left out: the API
 * calls (not pages) and the not-found page (the catch-all for any unknown path, not a route).
 *
 * Environment, for trials:
 *   AUDIT_ROUTES=/,/contact   audit only these paths (comma-separated)
 *   AUDIT_RUNS=1              runs per route (default 3; the goals are for 3)
 *
 * Run directly (`node scripts/audit.ts`) it needs `npm run build` first.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { launch } from "chrome-launcher";
import type { Flags, Result } from "lighthouse";
import lighthouse from "lighthouse";
import { pageInfo, pages } from "../app/content/pages.ts";
import {
  CATEGORIES,
  misses,
  type RouteResult,
  renderReport,
  sampleFromLhr,
  summarize,
} from "./audit-report.ts";
// Installs Debian's Chromium when it is missing (as root), or exits saying how.
import { CHROMIUM_PATH } from "./ensure-chromium.ts";
import { replaceSection } from "./performance-report.ts";
import { startProductionServer, waitUntilReady } from "./production-server.ts";

const PORT = 3902;
const BASE = `http://localhost:${PORT}`;
const REPORT = "docs/performance.md";
/** A press article of the seeded archive (db/seeds/press-articles.json). */
const PRESS_ARTICLE = "/press/more-than-forty-percent-sold";
const CHROME_FLAGS = ["--headless=new", "--no-sandbox"];
/** Attempts at each run before it counts as failed (see lighthouseRunWithRetries). */
const ATTEMPTS = 3;

function routes(): string[] {
  const all = [...Object.keys(pages), PRESS_ARTICLE];
  const only = process.env.AUDIT_ROUTES?.split(",")
    .map((path) => path.trim())
    .filter(Boolean);
  if (!only?.length) return all;
  for (const path of only) {
    if (!path.startsWith("/")) throw new Error(`AUDIT_ROUTES: ${path} is not a path`);
  }
  return only;
}

function runsPerRoute(): number {
  const runs = Number(process.env.AUDIT_RUNS ?? 3);
  if (!Number.isInteger(runs) || runs < 1) throw new Error("AUDIT_RUNS must be a whole number ≥ 1");
  return runs;
}

/** One Lighthouse run in a fresh Chromium, and that Chromium's version. */
async function lighthouseRun(url: string): Promise<{ lhr: Result; chromium: string }> {
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: "silent",
  });
  try {
    // The user agent Lighthouse reports is reduced (156.0.0.0); DevTools has the full version.
    const version = await fetch(`http://127.0.0.1:${chrome.port}/json/version`);
    const chromium = String(((await version.json()) as { Browser?: string }).Browser ?? "?");
    const flags: Flags = {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error("Lighthouse returned no result");
    const { runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`);
    return { lhr: result.lhr, chromium: chromium.replace(/^[^/]*\//, "") };
  } finally {
    chrome.kill();
  }
}

/**
 * A run, tried again (in a fresh Chromium) when Lighthouse fails: on this two-core machine
 * Chromium now and then starts tracing too late to see the navigation begin (NO_NAVSTART,
 * "Please run Lighthouse again"). A run that fails every attempt counts as failed.
 */
async function lighthouseRunWithRetries(url: string, label: string) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseRun(url);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      const message = error instanceof Error ? error.message : String(error);
      process.stdout.write(`${label}: attempt ${attempt} failed (${message}); trying again\n`);
    }
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  if (!existsSync("build/server/index.js")) throw new Error("run `npm run build` first");
  const paths = routes();
  const runs = runsPerRoute();
  const work = mkdtempSync(join(tmpdir(), "audit-"));
  const server = startProductionServer({ port: PORT, dataDir: join(work, "data") });
  const results: RouteResult[] = [];
  let lighthouseVersion = "?";
  let chromiumVersion = "?";
  const benchmarkIndexes: number[] = [];
  try {
    await waitUntilReady(`${BASE}/readyz`, server);
    // A page that does not answer 200 would be audited as an error page: stop before that.
    for (const path of paths) {
      const response = await fetch(`${BASE}${path}`, { redirect: "manual" });
      if (response.status !== 200) throw new Error(`${path} answers ${response.status}, not 200`);
    }
    process.stdout.write(
      `Lighthouse, ${runs} run(s) on each of ${paths.length} route(s), one after another.\n`,
    );
    for (const path of paths) {
      const result: RouteResult = {
        path,
        noindex: pageInfo(path)?.noindex === true,
        runs: [],
        errors: [],
      };
      for (let run = 1; run <= runs; run += 1) {
        const label = `${path} run ${run}/${runs}`;
        try {
          const { lhr, chromium } = await lighthouseRunWithRetries(`${BASE}${path}`, label);
          lighthouseVersion = lhr.lighthouseVersion;
          chromiumVersion = chromium;
          benchmarkIndexes.push(lhr.environment.benchmarkIndex);
          const sample = sampleFromLhr(lhr, { noindex: result.noindex });
          result.runs.push(sample);
          process.stdout.write(
            `${label}: Perf ${sample.performance}, A11y ${sample.accessibility}, BP ${sample.bestPractices}, SEO ${sample.seo}; LCP ${seconds(sample.lcpMs)} (${sample.lcp.kind}), FCP ${seconds(sample.fcpMs)}, CLS ${sample.cls.toFixed(3)}, TBT ${Math.round(sample.tbtMs)} ms\n`,
          );
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          result.errors.push(message);
          process.stdout.write(`${label}: failed: ${message}\n`);
        }
      }
      const missed = misses(summarize(result), result.errors);
      process.stdout.write(`${path}: ${missed.length ? `✗ ${missed.join(", ")}` : "✓"}\n`);
      results.push(result);
    }
  } finally {
    server.kill();
    rmSync(work, { recursive: true, force: true });
  }

  const report = renderReport(results, {
    date: new Date().toISOString().slice(0, 10),
    lighthouseVersion,
    chromiumVersion,
    runsPerRoute: runs,
    benchmarkIndexes,
  });
  writeFileSync(
    REPORT,
    replaceSection(existsSync(REPORT) ? readFileSync(REPORT, "utf8") : "", "audit", report),
  );
  process.stdout.write(`\n${report}\n\nWritten to ${REPORT}.\n`);
  const failed = results.filter((result) => misses(summarize(result), result.errors).length > 0);
  if (failed.length > 0) {
    process.stdout.write(`${failed.length} of ${results.length} route(s) miss a goal.\n`);
    process.exitCode = 1;
  }
}

await main();
