/**
 * The pure half of `npm run audit` (scripts/audit.ts): what it keeps of each Lighthouse run,
 * the medians, issue 9's goals and the markdown it writes into docs/performance.md.
 *
 * It reads Lighthouse results through the few fields below, so tests can hand it small objects.
 */

/** The parts of a Lighthouse audit result read here. */
export interface LhrAudit {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  displayValue?: string;
  numericValue?: number;
  details?: unknown;
  metricSavings?: Partial<Record<string, number>>;
}

export interface LhrCategory {
  score: number | null;
  auditRefs: { id: string; weight: number; group?: string }[];
}

/** The parts of a Lighthouse result (LHR) read here. */
export interface Lhr {
  categories: Partial<Record<string, LhrCategory>>;
  audits: Partial<Record<string, LhrAudit>>;
}

/**
 * Whether the page's hero is a picture (an image, video poster or background) or text, which
 * sets its LCP goal (issue 9: "where the hero is an image").
 */
export type HeroKind = "image" | "text" | "unknown";

export type CategoryId = "performance" | "accessibility" | "best-practices" | "seo";

export const CATEGORIES: CategoryId[] = ["performance", "accessibility", "best-practices", "seo"];

const CATEGORY_NAMES: Record<CategoryId, string> = {
  performance: "Performance",
  accessibility: "Accessibility",
  "best-practices": "Best Practices",
  seo: "SEO",
};

/** An audit that keeps a category from 100, or a performance insight worth fixing. */
export interface Finding {
  category: CategoryId;
  id: string;
  title: string;
  score: number;
  displayValue?: string;
  /** Up to three offending elements (selectors or snippets), where the audit names them. */
  elements: string[];
  /** Estimated savings, for performance insights: ms of LCP + FCP, and of TBT. */
  savingsMs?: number;
}

export interface LcpDetails {
  kind: HeroKind;
  /** The LCP element's HTML snippet, as Lighthouse shows it. */
  element?: string;
  /** LCP subparts in ms: time to first byte, resource load delay and duration, render delay. */
  subparts: { label: string; ms: number }[];
}

/** What one Lighthouse run of one route gave: scores 0–100, times in ms. */
export interface RunSample {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** The SEO score as Lighthouse gave it; differs from `seo` only on noindex pages. */
  seoAsMeasured: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  tbtMs: number;
  lcp: LcpDetails;
  /** Audits scoring below 1 that count in the accessibility, best-practices and SEO scores. */
  failing: Finding[];
  /** Performance insights and diagnostics that did not pass, largest savings first. */
  opportunities: Finding[];
}

export interface RouteResult {
  path: string;
  /** Kept out of search results on purpose: is-crawlable is left out of its SEO score. */
  noindex: boolean;
  runs: RunSample[];
  /** Runs that produced no result, by their error message. */
  errors: string[];
}

export interface RouteSummary {
  path: string;
  noindex: boolean;
  runs: number;
  errors: string[];
  performance: number;
  minPerformance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  seoAsMeasured: number;
  lcpMs: number;
  fcpMs: number;
  cls: number;
  tbtMs: number;
  hero: HeroKind;
}

/** Issue 9's goals, for every route, on the median of three runs. */
export const GOALS = {
  performance: 95,
  minPerformance: 90,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpImageMs: 1800,
  lcpTextMs: 1500,
  cls: 0.02,
  tbtMs: 150,
} as const;

const NOT_SCORED = new Set(["manual", "informative", "notApplicable", "error"]);

export function median(values: number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle] as number;
  return ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/**
 * A category's score as Lighthouse computes it (weighted mean of the audits that count,
 * rounded to two decimals), with some audits left out.
 */
export function categoryScoreWithout(
  category: LhrCategory,
  audits: Lhr["audits"],
  leaveOut: string[],
): number | null {
  let weight = 0;
  let sum = 0;
  for (const ref of category.auditRefs) {
    const audit = audits[ref.id];
    if (leaveOut.includes(ref.id) || ref.weight <= 0 || !audit) continue;
    if (NOT_SCORED.has(audit.scoreDisplayMode)) continue;
    if (audit.score === null) return null;
    weight += ref.weight;
    sum += audit.score * ref.weight;
  }
  return weight > 0 ? Math.round((sum / weight) * 100) / 100 : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null;

/** The rows of an audit's details (a table's or a list's items), or none. */
const itemsOf = (details: unknown): unknown[] =>
  isRecord(details) && Array.isArray(details.items) ? details.items : [];

/** Offending elements an audit's details table names: selectors, else snippets, else URLs. */
function elementsOf(details: unknown): string[] {
  const names: string[] = [];
  for (const item of itemsOf(details)) {
    if (!isRecord(item)) continue;
    const node = isRecord(item.node) ? item.node : item;
    const name = node.selector ?? node.snippet ?? item.url ?? item.source;
    if (typeof name === "string" && name && !names.includes(name)) names.push(name);
  }
  return names.slice(0, 3);
}

/** The LCP element and its subparts, from the lcp-breakdown-insight audit. */
export function lcpDetails(audits: Lhr["audits"]): LcpDetails {
  const parts = itemsOf(audits["lcp-breakdown-insight"]?.details);
  const subparts: LcpDetails["subparts"] = [];
  const subpartIds: string[] = [];
  let element: string | undefined;
  for (const part of parts) {
    if (!isRecord(part)) continue;
    if (part.type === "table" && Array.isArray(part.items)) {
      for (const row of part.items) {
        if (!isRecord(row) || typeof row.duration !== "number") continue;
        subparts.push({ label: String(row.label ?? row.subpart), ms: row.duration });
        subpartIds.push(String(row.subpart));
      }
    } else if (part.type === "node" && typeof part.snippet === "string") {
      element = part.snippet;
    }
  }
  // An LCP with a resource to load (resourceLoad* subparts) is a picture: an <img>, a video
  // poster or a CSS background. So is a page that preloads its first view's picture at high
  // priority (<Picture priority>) while the LCP is text: Chromium never counts a picture that
  // fills the screen, so the lede over a full-screen hero is named instead, and Lighthouse's
  // estimate of it ends when that picture has arrived (docs/decisions/011). Otherwise, text.
  const loadsResource = subpartIds.some((id) => id.startsWith("resourceLoad"));
  const pictureElement = element !== undefined && /^<(img|video|image|svg)\b/i.test(element);
  let kind: HeroKind = "unknown";
  if (loadsResource || pictureElement || preloadsHeroPicture(audits)) kind = "image";
  else if (element !== undefined || subparts.length > 0) kind = "text";
  return { kind, element, subparts };
}

/** Whether the page preloaded a picture at high priority: its first view is led by a picture. */
function preloadsHeroPicture(audits: Lhr["audits"]): boolean {
  return itemsOf(audits["network-requests"]?.details).some(
    (request) =>
      isRecord(request) &&
      request.isLinkPreload === true &&
      request.resourceType === "Image" &&
      (request.priority === "High" || request.priority === "VeryHigh"),
  );
}

function savingsOf(audit: LhrAudit): number {
  const savings = audit.metricSavings ?? {};
  return (savings.LCP ?? 0) + (savings.FCP ?? 0) + (savings.TBT ?? 0);
}

/** What is kept of one Lighthouse run; throws when a category has no score. */
export function sampleFromLhr(lhr: Lhr, options: { noindex: boolean }): RunSample {
  const score = (id: CategoryId) => {
    const value = lhr.categories[id]?.score;
    if (value === null || value === undefined) throw new Error(`no ${id} score`);
    return Math.round(value * 100);
  };
  const metric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`no ${id} value`);
    return value;
  };
  const seoCategory = lhr.categories.seo;
  const seoAsMeasured = score("seo");
  const seoWithoutCrawl =
    options.noindex && seoCategory
      ? categoryScoreWithout(seoCategory, lhr.audits, ["is-crawlable"])
      : null;

  const failing: Finding[] = [];
  const opportunities: Finding[] = [];
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (NOT_SCORED.has(audit.scoreDisplayMode)) continue;
      if (category === "seo" && options.noindex && ref.id === "is-crawlable") continue;
      const finding: Finding = {
        category,
        id: audit.id,
        title: audit.title,
        score: audit.score,
        displayValue: audit.displayValue,
        elements: elementsOf(audit.details),
      };
      if (category !== "performance") {
        if (ref.weight > 0) failing.push(finding);
      } else if (ref.group === "insights" || ref.group === "diagnostics") {
        opportunities.push({ ...finding, savingsMs: savingsOf(audit) });
      }
    }
  }
  opportunities.sort((a, b) => (b.savingsMs ?? 0) - (a.savingsMs ?? 0) || a.score - b.score);

  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: seoWithoutCrawl === null ? seoAsMeasured : Math.round(seoWithoutCrawl * 100),
    seoAsMeasured,
    lcpMs: metric("largest-contentful-paint"),
    fcpMs: metric("first-contentful-paint"),
    cls: metric("cumulative-layout-shift"),
    tbtMs: metric("total-blocking-time"),
    lcp: lcpDetails(lhr.audits),
    failing,
    opportunities,
  };
}

/** The most frequent hero kind of the runs; on a tie, the stricter (text). */
function heroOf(runs: RunSample[]): HeroKind {
  const count = (kind: HeroKind) => runs.filter((run) => run.lcp.kind === kind).length;
  const image = count("image");
  const text = count("text");
  if (image === 0 && text === 0) return "unknown";
  return image > text ? "image" : "text";
}

export function summarize(result: RouteResult): RouteSummary | null {
  const { runs } = result;
  if (runs.length === 0) return null;
  const of = (pick: (run: RunSample) => number) => median(runs.map(pick));
  return {
    path: result.path,
    noindex: result.noindex,
    runs: runs.length,
    errors: result.errors,
    performance: of((run) => run.performance),
    minPerformance: Math.min(...runs.map((run) => run.performance)),
    accessibility: of((run) => run.accessibility),
    bestPractices: of((run) => run.bestPractices),
    seo: of((run) => run.seo),
    seoAsMeasured: of((run) => run.seoAsMeasured),
    lcpMs: of((run) => run.lcpMs),
    fcpMs: of((run) => run.fcpMs),
    cls: of((run) => run.cls),
    tbtMs: of((run) => run.tbtMs),
    hero: heroOf(runs),
  };
}

/** The LCP goal for a hero: 1.8 s for a picture, 1.5 s for text (or when it is not known). */
export function lcpGoalMs(hero: HeroKind): number {
  return hero === "image" ? GOALS.lcpImageMs : GOALS.lcpTextMs;
}

/** The goals a route misses, by short name; empty when it meets them all. */
export function misses(summary: RouteSummary | null, errors: string[] = []): string[] {
  const missed: string[] = [];
  if (errors.length > 0) missed.push(`${errors.length} run(s) failed`);
  if (!summary) return missed.length ? missed : ["no result"];
  if (summary.performance < GOALS.performance) missed.push("Performance");
  if (summary.minPerformance < GOALS.minPerformance) missed.push("a run below 90");
  if (summary.accessibility < GOALS.accessibility) missed.push("Accessibility");
  if (summary.bestPractices < GOALS.bestPractices) missed.push("Best Practices");
  if (summary.seo < GOALS.seo) missed.push("SEO");
  if (summary.lcpMs > lcpGoalMs(summary.hero)) missed.push("LCP");
  if (summary.cls > GOALS.cls) missed.push("CLS");
  if (summary.tbtMs > GOALS.tbtMs) missed.push("TBT");
  return missed;
}

export interface ReportContext {
  date: string;
  lighthouseVersion: string;
  chromiumVersion: string;
  runsPerRoute: number;
  /** Lighthouse's CPU benchmark of the machine (environment.benchmarkIndex), one per run. */
  benchmarkIndexes: number[];
}

/**
 * Simulated throttling multiplies the main-thread work it observes by four, so TBT follows
 * the machine's speed at the time: the report says how fast it was, and how steady.
 */
function machineSpeed(indexes: number[]): string {
  if (indexes.length === 0) return "";
  const rounded = (value: number) => Math.round(value).toLocaleString("en-US");
  return ` Lighthouse's CPU benchmark of this machine (benchmarkIndex, higher is faster; TBT grows as it falls): median ${rounded(median(indexes))}, from ${rounded(Math.min(...indexes))} to ${rounded(Math.max(...indexes))} across the runs.`;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

function row(result: RouteResult): string {
  const summary = summarize(result);
  const missed = misses(summary, result.errors);
  const met = missed.length === 0 ? "✓" : `✗ ${missed.join(", ")}`;
  if (!summary) return `| ${result.path} | – | – | – | – | – | – | – | – | ${met} |`;
  const seo = summary.noindex ? `${Math.round(summary.seo)}†` : `${Math.round(summary.seo)}`;
  return [
    "",
    result.path,
    `${Math.round(summary.performance)} (${summary.minPerformance})`,
    Math.round(summary.accessibility),
    Math.round(summary.bestPractices),
    seo,
    `${seconds(summary.lcpMs)} (${summary.hero})`,
    seconds(summary.fcpMs),
    summary.cls.toFixed(3),
    `${Math.round(summary.tbtMs)} ms`,
    met,
    "",
  ]
    .join(" | ")
    .trim();
}

function findingLine(finding: Finding, note = ""): string {
  const value = finding.displayValue ? ` (${finding.displayValue})` : "";
  const elements = finding.elements.length
    ? `: ${finding.elements.map((element) => `\`${element.replace(/`/g, "'")}\``).join(", ")}`
    : "";
  return `  - \`${finding.id}\` — ${finding.title}${value}${note}${elements}`;
}

/** What to fix on a route that misses a goal: failing audits across its runs, and insights. */
function fixList(result: RouteResult, missed: string[]): string[] {
  const lines = [`- **${result.path}** misses ${missed.join(", ")}.`];
  for (const error of result.errors) lines.push(`  - A run failed: ${error}`);
  const seen = new Map<string, { finding: Finding; runs: number }>();
  for (const run of result.runs) {
    for (const finding of run.failing) {
      const entry = seen.get(finding.id);
      if (entry) entry.runs += 1;
      else seen.set(finding.id, { finding, runs: 1 });
    }
  }
  for (const category of CATEGORIES.slice(1)) {
    const entries = [...seen.values()].filter((entry) => entry.finding.category === category);
    if (entries.length === 0) continue;
    lines.push(`  - ${CATEGORY_NAMES[category]}:`);
    for (const { finding, runs } of entries) {
      const note = runs < result.runs.length ? ` [in ${runs} of ${result.runs.length} runs]` : "";
      lines.push(`  ${findingLine(finding, note)}`);
    }
  }
  const perfMissed = missed.some((name) =>
    ["Performance", "a run below 90", "LCP", "CLS", "TBT"].includes(name),
  );
  if (perfMissed && result.runs.length > 0) {
    // The run with the median Performance score stands for the route.
    const sorted = [...result.runs].sort((a, b) => a.performance - b.performance);
    const run = sorted[Math.floor((sorted.length - 1) / 2)] as RunSample;
    const subparts = run.lcp.subparts.map((part) => `${part.label} ${Math.round(part.ms)} ms`);
    lines.push(
      `  - LCP element (${run.lcp.kind} hero): ${run.lcp.element ? `\`${run.lcp.element.replace(/`/g, "'")}\`` : "not reported"}${subparts.length ? `; its parts as observed (unthrottled): ${subparts.join(", ")}` : ""}`,
    );
    const top = run.opportunities.slice(0, 6);
    if (top.length > 0) {
      lines.push("  - Performance insights and diagnostics (median run, largest savings first):");
      for (const finding of top) {
        const savings = finding.savingsMs ? ` [saves ~${Math.round(finding.savingsMs)} ms]` : "";
        lines.push(`  ${findingLine(finding, savings)}`);
      }
    }
  }
  return lines;
}

/** The audit section of docs/performance.md. */
export function renderReport(results: RouteResult[], context: ReportContext): string {
  const lines = [
    `Measured ${context.date} with Lighthouse ${context.lighthouseVersion} in Chromium ${context.chromiumVersion} (headless, on loopback): ${context.runsPerRoute} run${context.runsPerRoute === 1 ? "" : "s"} per route, mobile defaults (simulated throttling). Medians; the lowest Performance score in brackets.${machineSpeed(context.benchmarkIndexes)}`,
    "",
    `Goals (issue 9), on the median of three runs: Performance ≥ ${GOALS.performance} with no run below ${GOALS.minPerformance}; Accessibility, Best Practices and SEO 100; LCP ≤ ${GOALS.lcpImageMs / 1000} s where it is an image (${GOALS.lcpTextMs / 1000} s where it is text); CLS ≤ ${GOALS.cls}; TBT ≤ ${GOALS.tbtMs} ms.`,
    "",
    "| Route | Perf (min) | A11y | BP | SEO | LCP (hero) | FCP | CLS | TBT | Met |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|---|",
    ...results.map(row),
  ];
  if (results.some((result) => result.noindex)) {
    const asMeasured = results
      .filter((result) => result.noindex)
      .map((result) => {
        const summary = summarize(result);
        return `${result.path} ${summary ? Math.round(summary.seoAsMeasured) : "–"}`;
      });
    lines.push(
      "",
      `† Kept out of search results on purpose (noindex), so Lighthouse's \`is-crawlable\` audit is left out of the SEO score; as Lighthouse scores it: ${asMeasured.join(", ")}.`,
    );
  }
  const toFix = results.flatMap((result) => {
    const missed = misses(summarize(result), result.errors);
    return missed.length ? fixList(result, missed) : [];
  });
  lines.push("");
  if (toFix.length === 0) {
    lines.push("Every route meets every goal.");
  } else {
    lines.push("### To fix", "", ...toFix);
  }
  return lines.join("\n");
}
