/**
 * Measures what each page's first screen costs, with an empty cache, on a phone and on a
 * desktop, and writes the table into docs/media-budgets.md between the media-report markers:
 *   npm run media:report
 * Builds nothing: run `npm run build` first. Starts its own production server on port 4180.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { chromium } from "@playwright/test";
import { pages } from "../app/content/pages.ts";
import { startSite } from "../tests/e2e/support/site-process.ts";
import { measureFirstView, setups } from "./media-report/first-view.ts";
import { type PageMeasurement, reportTable } from "./media-report/report-table.ts";

const REPORT = "docs/media-budgets.md";
const START = "<!-- media-report:start -->";
const END = "<!-- media-report:end -->";

const site = await startSite(4180);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
try {
  const measurements: PageMeasurement[] = [];
  for (const path of Object.keys(pages)) {
    const url = new URL(path, site.baseURL).href;
    const [phone, desktop] = await Promise.all(
      setups.map((setup) => measureFirstView(browser, url, setup)),
    );
    if (!phone || !desktop) throw new Error("two setups expected");
    measurements.push({ path, phone, desktop });
    process.stdout.write(`${path}\n`);
  }
  const table = reportTable(measurements);
  const readme = readFileSync(REPORT, "utf8");
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < start) throw new Error(`${REPORT} lacks the ${START} … ${END} markers`);
  writeFileSync(REPORT, `${readme.slice(0, start + START.length)}\n${table}\n${readme.slice(end)}`);
  process.stdout.write(`${table}\n`);
} finally {
  await browser.close();
  await site.stop();
}
