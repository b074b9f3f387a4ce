import type { Browser, Request } from "@playwright/test";

export interface Setup {
  label: string;
  viewport: { width: number; height: number };
  deviceScaleFactor: number;
  isMobile: boolean;
}

/** A phone (an iPhone-sized screen at 3x) and a 1440-wide desktop at 1x. */
export const setups: readonly Setup[] = [
  { label: "phone", viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true },
  {
    label: "desktop",
    viewport: { width: 1440, height: 900 },
    deviceScaleFactor: 1,
    isMobile: false,
  },
];

export interface FirstView {
  /** The largest picture in the first screen, by drawn area, or null when there is none. */
  largestImage: { url: string; bytes: number } | null;
  /** Every byte the first screen transferred: document, styles, scripts, fonts, media. */
  totalBytes: number;
  /** Layout shift recorded while the first screen loaded. */
  layoutShift: number;
}

/** Loads a page with an empty cache and measures what its first screen costs. */
export async function measureFirstView(
  browser: Browser,
  url: string,
  setup: Setup,
): Promise<FirstView> {
  const context = await browser.newContext({
    viewport: setup.viewport,
    deviceScaleFactor: setup.deviceScaleFactor,
    isMobile: setup.isMobile,
    hasTouch: setup.isMobile,
  });
  const page = await context.newPage();
  const sizes = new Map<string, number>();
  // Each finished request's size is read while the page is open: the reads are awaited, with no
  // new ones started, before it closes.
  const reads: Promise<void>[] = [];
  const read = (request: Request) => {
    reads.push(
      request.sizes().then(({ responseBodySize, responseHeadersSize }) => {
        sizes.set(request.url(), responseBodySize + responseHeadersSize);
      }),
    );
  };
  page.on("requestfinished", read);
  await page.goto(url, { waitUntil: "networkidle" });
  const measured = await page.evaluate(async () => {
    const shift = await new Promise<number>((resolve) => {
      let total = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
          total += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
      setTimeout(() => resolve(total), 200);
    });
    const visibleArea = (element: Element) => {
      const box = element.getBoundingClientRect();
      const width = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
      const height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
      return width > 0 && height > 0 ? width * height : 0;
    };
    const candidates = [
      ...[...document.images].map((img) => ({ urls: [img.currentSrc], area: visibleArea(img) })),
      // An image-set() lists every candidate; the one the browser fetched is found below.
      ...[...document.querySelectorAll(".backdrop")].map((element) => ({
        urls: [...getComputedStyle(element).backgroundImage.matchAll(/url\("?([^")]+)"?\)/g)].map(
          (match) => match[1] ?? "",
        ),
        area: visibleArea(element),
      })),
    ].filter((candidate) => candidate.urls.length > 0 && candidate.area > 0);
    candidates.sort((a, b) => b.area - a.area);
    return { shift, largest: candidates[0]?.urls ?? null };
  });
  page.off("requestfinished", read);
  await Promise.all(reads);
  await context.close();
  const largestUrl =
    measured.largest
      ?.map((candidate) => new URL(candidate, url).href)
      .find((candidate) => sizes.has(candidate)) ?? null;
  return {
    largestImage: largestUrl ? { url: largestUrl, bytes: sizes.get(largestUrl) ?? 0 } : null,
    totalBytes: [...sizes.values()].reduce((sum, bytes) => sum + bytes, 0),
    layoutShift: measured.shift,
  };
}
