import { describe, expect, it } from "vitest";
import {
  categoryScoreWithout,
  type Lhr,
  type LhrAudit,
  lcpDetails,
  median,
  misses,
  type RouteResult,
  type RunSample,
  renderReport,
  sampleFromLhr,
  summarize,
} from "./audit-report.ts";

const context = {
  date: "2026-11-23",
  lighthouseVersion: "13.5.0",
  chromiumVersion: "156.0.8078.79",
  runsPerRoute: 3,
  benchmarkIndexes: [1800, 1250.5, 2400],
};

function run(overrides: Partial<RunSample> = {}): RunSample {
  return {
    performance: 98,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    seoAsMeasured: 100,
    lcpMs: 1200,
    fcpMs: 900,
    cls: 0.001,
    tbtMs: 20,
    lcp: { kind: "image", element: "<img>", subparts: [] },
    failing: [],
    opportunities: [],
    ...overrides,
  };
}

function route(runs: RunSample[], overrides: Partial<RouteResult> = {}): RouteResult {
  return { path: "/", noindex: false, runs, errors: [], ...overrides };
}

function audit(id: string, score: number | null, extra: Partial<LhrAudit> = {}): LhrAudit {
  return { id, title: `${id} title`, score, scoreDisplayMode: "binary", ...extra };
}

/** A small Lighthouse result: every category but SEO at 1, SEO failing only is-crawlable. */
function lhr(): Lhr {
  const audits = [
    audit("first-contentful-paint", 0.99, { numericValue: 800, scoreDisplayMode: "numeric" }),
    audit("largest-contentful-paint", 0.97, { numericValue: 1600, scoreDisplayMode: "numeric" }),
    audit("cumulative-layout-shift", 1, { numericValue: 0.004, scoreDisplayMode: "numeric" }),
    audit("total-blocking-time", 1, { numericValue: 40, scoreDisplayMode: "numeric" }),
    audit("render-blocking-insight", 0, {
      scoreDisplayMode: "metricSavings",
      metricSavings: { LCP: 300, FCP: 300 },
    }),
    audit("unused-javascript", 0.5, {
      scoreDisplayMode: "metricSavings",
      metricSavings: { LCP: 50 },
    }),
    audit("lcp-breakdown-insight", 1, {
      scoreDisplayMode: "informative",
      details: {
        type: "list",
        items: [
          {
            type: "table",
            items: [
              { subpart: "timeToFirstByte", label: "Time to first byte", duration: 100 },
              { subpart: "elementRenderDelay", label: "Element render delay", duration: 400 },
            ],
          },
          { type: "node", snippet: '<h1 class="hero__title">', selector: "h1.hero__title" },
        ],
      },
    }),
    audit("color-contrast", 1),
    audit("document-title", 1),
    audit("is-crawlable", 0),
    audit("link-text", 0, {
      details: { items: [{ node: { selector: "a.more" } }, { node: { selector: "a.next" } }] },
    }),
    audit("hreflang", null, { scoreDisplayMode: "notApplicable" }),
  ];
  return {
    categories: {
      performance: {
        score: 0.96,
        auditRefs: [
          { id: "first-contentful-paint", weight: 10, group: "metrics" },
          { id: "largest-contentful-paint", weight: 25, group: "metrics" },
          { id: "render-blocking-insight", weight: 0, group: "insights" },
          { id: "unused-javascript", weight: 0, group: "diagnostics" },
          { id: "lcp-breakdown-insight", weight: 0, group: "insights" },
        ],
      },
      accessibility: { score: 1, auditRefs: [{ id: "color-contrast", weight: 7 }] },
      "best-practices": { score: 1, auditRefs: [{ id: "document-title", weight: 1 }] },
      seo: {
        score: 0.45,
        auditRefs: [
          { id: "is-crawlable", weight: 93 / 23 },
          { id: "document-title", weight: 1 },
          { id: "link-text", weight: 1 },
          { id: "hreflang", weight: 0 },
        ],
      },
    },
    audits: Object.fromEntries(audits.map((entry) => [entry.id, entry])),
  };
}

describe("median", () => {
  it("takes the middle value, or the mean of the middle two", () => {
    expect(median([95, 80, 99])).toBe(95);
    expect(median([3, 1, 4, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
});

describe("categoryScoreWithout", () => {
  it("recomputes Lighthouse's weighted mean without the audits left out", () => {
    const { categories, audits } = lhr();
    const seo = categories.seo;
    if (!seo) throw new Error("no seo");
    expect(categoryScoreWithout(seo, audits, [])).toBe(0.17);
    expect(categoryScoreWithout(seo, audits, ["is-crawlable"])).toBe(0.5);
  });
});

describe("sampleFromLhr", () => {
  it("keeps scores, metrics, the text hero, failing audits and insights by savings", () => {
    const sample = sampleFromLhr(lhr(), { noindex: false });
    expect(sample).toMatchObject({
      performance: 96,
      accessibility: 100,
      seo: 45,
      seoAsMeasured: 45,
      lcpMs: 1600,
      fcpMs: 800,
      cls: 0.004,
      tbtMs: 40,
    });
    expect(sample.lcp.kind).toBe("text");
    expect(sample.lcp.element).toBe('<h1 class="hero__title">');
    expect(sample.failing.map((finding) => finding.id)).toEqual(["is-crawlable", "link-text"]);
    expect(sample.failing[1]?.elements).toEqual(["a.more", "a.next"]);
    expect(sample.opportunities.map((finding) => finding.id)).toEqual([
      "render-blocking-insight",
      "unused-javascript",
    ]);
  });

  it("leaves is-crawlable out of a noindex page's SEO score", () => {
    const sample = sampleFromLhr(lhr(), { noindex: true });
    expect(sample.seo).toBe(50);
    expect(sample.seoAsMeasured).toBe(45);
    expect(sample.failing.map((finding) => finding.id)).toEqual(["link-text"]);
  });
});

describe("lcpDetails", () => {
  it("calls an LCP with a resource to load an image", () => {
    const details = {
      type: "list",
      items: [
        {
          type: "table",
          items: [
            { subpart: "timeToFirstByte", label: "TTFB", duration: 100 },
            { subpart: "resourceLoadDelay", label: "Load delay", duration: 50 },
            { subpart: "resourceLoadDuration", label: "Load duration", duration: 300 },
            { subpart: "elementRenderDelay", label: "Render delay", duration: 20 },
          ],
        },
        { type: "node", snippet: '<div class="hero">' },
      ],
    };
    const result = lcpDetails({ "lcp-breakdown-insight": audit("x", 1, { details }) });
    expect(result.kind).toBe("image");
    expect(result.subparts).toHaveLength(4);
    expect(lcpDetails({}).kind).toBe("unknown");
  });

  it("calls a text LCP over a picture the page preloads at high priority an image hero", () => {
    const textLcp = audit("lcp-breakdown-insight", 1, {
      details: {
        type: "list",
        items: [
          {
            type: "table",
            items: [{ subpart: "elementRenderDelay", label: "Render delay", duration: 190 }],
          },
          { type: "node", snippet: '<p class="slide__lede">' },
        ],
      },
    });
    const requests = (...items: Record<string, unknown>[]) =>
      audit("network-requests", 1, { details: { type: "table", items } });
    const font = { resourceType: "Font", isLinkPreload: true, priority: "High" };
    const lazyPicture = { resourceType: "Image", isLinkPreload: false, priority: "Low" };
    const heroPicture = { resourceType: "Image", isLinkPreload: true, priority: "High" };
    const kind = (network: LhrAudit) =>
      lcpDetails({ "lcp-breakdown-insight": textLcp, "network-requests": network }).kind;
    expect(kind(requests(font, lazyPicture))).toBe("text");
    expect(kind(requests(font, heroPicture, lazyPicture))).toBe("image");
  });
});

describe("goals", () => {
  it("meets every goal on good medians, even with one weak run", () => {
    const summary = summarize(
      route([run(), run({ performance: 91, tbtMs: 400 }), run({ performance: 96 })]),
    );
    expect(summary?.performance).toBe(96);
    expect(summary?.minPerformance).toBe(91);
    expect(misses(summary)).toEqual([]);
  });

  it("misses on a run below 90, a score under 100, CLS and TBT", () => {
    const summary = summarize(
      route([
        run({ performance: 89, accessibility: 96, cls: 0.05, tbtMs: 200 }),
        run({ accessibility: 96, cls: 0.05, tbtMs: 200 }),
        run({ accessibility: 100 }),
      ]),
    );
    expect(misses(summary)).toEqual(["a run below 90", "Accessibility", "CLS", "TBT"]);
  });

  it("holds an image hero to 1.8 s and a text hero to 1.5 s", () => {
    const image = summarize(route([run({ lcpMs: 1700 })]));
    expect(misses(image)).toEqual([]);
    const text = summarize(
      route([run({ lcpMs: 1700, lcp: { kind: "text", element: "<h1>", subparts: [] } })]),
    );
    expect(misses(text)).toEqual(["LCP"]);
  });

  it("counts failed runs as a miss", () => {
    expect(misses(summarize(route([run()])), ["NO_FCP: no paint"])).toEqual(["1 run(s) failed"]);
    expect(misses(summarize(route([])), [])).toEqual(["no result"]);
  });
});

describe("renderReport", () => {
  it("writes one row per route and what to fix where a goal is missed", () => {
    const linkText = {
      category: "seo" as const,
      id: "link-text",
      title: "Links do not have descriptive text",
      score: 0,
      elements: ["a.more"],
    };
    const report = renderReport(
      [
        route([run(), run(), run()]),
        route(
          [
            run({ seo: 92, seoAsMeasured: 60, failing: [linkText] }),
            run({ seo: 92, seoAsMeasured: 60, failing: [linkText] }),
            run(),
          ],
          { path: "/thanks", noindex: true },
        ),
      ],
      context,
    );
    expect(report).toContain(
      "Lighthouse 13.5.0 in Chromium 156.0.8078.79 (headless, on loopback): 3 runs per route, mobile defaults (simulated throttling)",
    );
    expect(report).toContain("median 1,800, from 1,251 to 2,400 across the runs");
    expect(report).toContain(
      "| / | 98 (98) | 100 | 100 | 100 | 1.20 s (image) | 0.90 s | 0.001 | 20 ms | ✓ |",
    );
    expect(report).toContain(
      "| /thanks | 98 (98) | 100 | 100 | 92† | 1.20 s (image) | 0.90 s | 0.001 | 20 ms | ✗ SEO |",
    );
    expect(report).toContain("as Lighthouse scores it: /thanks 60");
    expect(report).toContain("- **/thanks** misses SEO.");
    expect(report).toContain(
      "    - `link-text` — Links do not have descriptive text [in 2 of 3 runs]: `a.more`",
    );
    expect(report).not.toContain("- **/** misses");
  });

  it("says so when every route meets every goal", () => {
    expect(renderReport([route([run()])], context)).toContain("Every route meets every goal.");
  });
});
