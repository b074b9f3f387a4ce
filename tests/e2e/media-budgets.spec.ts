import { pages } from "../../app/content/pages.ts";
import { measureFirstView, setups } from "../../scripts/media-report/first-view.ts";
import { budgets } from "../../scripts/media-report/report-table.ts";
import { expect, test } from "./fixtures.ts";

/**
 * What each page's first screen downloads, measured as `npm run media:report` measures it
 * (docs/media-budgets.md): the picture a phone or a 1440 screen actually chose, headers and all,
 * whichever rendition and crop that is. The home page's total is left to the report: how much
 * of its film has arrived when the network falls quiet depends on the machine's load.
 */
for (const path of Object.keys(pages)) {
  test(`${path}: the first screen's picture stays within its budget on a phone and a desktop`, async ({
    browser,
    baseURL,
  }) => {
    const url = new URL(path, baseURL).href;
    const [phone, desktop] = await Promise.all(
      setups.map((setup) => measureFirstView(browser, url, setup)),
    );
    expect
      .soft(phone?.largestImage?.bytes ?? 0, `phone: ${phone?.largestImage?.url}`)
      .toBeLessThanOrEqual(budgets.phoneImageBytes);
    expect
      .soft(desktop?.largestImage?.bytes ?? 0, `desktop: ${desktop?.largestImage?.url}`)
      .toBeLessThanOrEqual(budgets.desktopImageBytes);
  });
}
