import type { FirstView } from "./first-view.ts";

/** The budgets of issue 4, as docs/media-budgets.md states them. */
export const budgets = {
  desktopImageBytes: 120_000,
  phoneImageBytes: 60_000,
  homePhoneTotalBytes: 600_000,
};

export interface PageMeasurement {
  path: string;
  phone: FirstView;
  desktop: FirstView;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
const mark = (ok: boolean) => (ok ? "✓" : "✗ over budget");

function imageCell(view: FirstView, budget: number): string {
  if (!view.largestImage) return "none (text)";
  const file = new URL(view.largestImage.url).pathname.split("/").pop() ?? "";
  return `${kb(view.largestImage.bytes)} ${mark(view.largestImage.bytes <= budget)} <br>\`${file}\``;
}

/** A Markdown table of every page's first view, with the budgets it is held to. */
export function reportTable(measurements: readonly PageMeasurement[]): string {
  const rows = measurements.map(({ path, phone, desktop }) =>
    [
      `\`${path}\``,
      imageCell(phone, budgets.phoneImageBytes),
      imageCell(desktop, budgets.desktopImageBytes),
      kb(phone.totalBytes),
      `${phone.layoutShift.toFixed(3)} / ${desktop.layoutShift.toFixed(3)}`,
    ].join(" | "),
  );
  const home = measurements.find((measurement) => measurement.path === "/");
  const homeTotal = home ? home.phone.totalBytes : 0;
  return [
    "| Page | Largest first-view picture, phone (390x844 at 3x) | Largest first-view picture, desktop (1440x900) | First view on the phone, all bytes | Layout shift phone / desktop |",
    "| --- | --- | --- | --- | --- |",
    ...rows.map((row) => `| ${row} |`),
    "",
    `Budgets: picture at most ${kb(budgets.phoneImageBytes)} on the phone and ${kb(budgets.desktopImageBytes)} on the desktop; \`/\` on the phone at most ${kb(budgets.homePhoneTotalBytes)} in all (measured: ${kb(homeTotal)} ${mark(homeTotal <= budgets.homePhoneTotalBytes)}); layout shift 0.`,
  ].join("\n");
}
