/**
 * Screenshots of pages at the two widths the team reviews (390x844 and 1440x900):
 *   node scripts/screenshots.ts [--base http://localhost:3000] [--out /tmp/shots] [--full] /path ...
 * Uses Debian's Chromium; the server must already be running.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { chromium } from "@playwright/test";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    base: { type: "string", default: "http://localhost:3000" },
    out: { type: "string", default: "/tmp/shots" },
    full: { type: "boolean", default: false },
  },
});
const viewports = [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
];

mkdirSync(values.out, { recursive: true });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
try {
  for (const path of positionals.length ? positionals : ["/"]) {
    for (const viewport of viewports) {
      const page = await browser.newPage({ viewport });
      await page.goto(new URL(path, values.base).href, { waitUntil: "networkidle" });
      const name = path
        .replace(/^\/$/, "home")
        .replace(/[^a-z0-9-]+/gi, "_")
        .replace(/^_/, "");
      const file = join(values.out, `${name}-${viewport.width}.png`);
      await page.screenshot({ path: file, fullPage: values.full });
      process.stdout.write(`${file}\n`);
      await page.close();
    }
  }
} finally {
  await browser.close();
}
