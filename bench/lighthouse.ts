// Lighthouse (mobile defaults) over every public page of a freshly started production build.
// Usage: npm run bench:lighthouse [-- /path ...]
import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Result } from "lighthouse";
import { track } from "./cleanup";
import { publicRoutes } from "./public-routes";
import { HOST, RESULTS_DIR, startServer } from "./server";
import { formatTable, round, timestamp } from "./table";

// Debian's Chromium, or its headless shell (what the browser tests use), or CHROMIUM_PATH.
const CHROMIUM =
  process.env.CHROMIUM_PATH ?? ["/usr/bin/chromium", "/usr/bin/chromium-headless-shell"].find((file) => existsSync(file)) ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
  // Belt and braces: any host name Chromium might look up on its own fails, only 127.0.0.1 is reachable.
  `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE ${HOST}`,
];

const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
type Category = (typeof CATEGORIES)[number];
/** Targets of the public pages: performance 98 (the home page's own floor is 95); the others are checklists. */
const TARGET: Record<Category, number> = {
  performance: 98,
  accessibility: 100,
  "best-practices": 100,
  seo: 100,
};
const SHORT: Record<Category, string> = {
  performance: "perf",
  accessibility: "a11y",
  "best-practices": "bp",
  seo: "seo",
};
const CHECKLIST_CATEGORIES: readonly Category[] = ["accessibility", "best-practices", "seo"];
const MAX_EXAMPLES = 4;

interface RouteResult {
  path: string;
  error?: string;
  scores: Record<Category, number | null>;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  jsKB: number | null;
  totalKB: number | null;
  /** For pages below the performance target: slow metrics and the diagnostics Lighthouse flags. */
  perfHints: string[];
  /** Requests Lighthouse saw that did not go to the local server (should always be empty). */
  offOrigin: string[];
  report?: string;
}

interface FailingAudit {
  category: Category;
  id: string;
  title: string;
  weight: number;
  routes: { path: string; score: number }[];
  examples: string[];
}

const emptyScores = (): Record<Category, number | null> => ({
  performance: null,
  accessibility: null,
  "best-practices": null,
  seo: null,
});

async function main(): Promise<void> {
  const routes = parseArgs(process.argv.slice(2));
  if (!existsSync(CHROMIUM)) {
    console.error(
      `${CHROMIUM} not found. Install Debian's Chromium: apt-get update && apt-get install -y chromium`,
    );
    process.exitCode = 1;
    return;
  }

  console.log("Starting the site…");
  const server = await startServer();
  const outDir = path.join(RESULTS_DIR, `lighthouse-${timestamp()}`);
  await mkdir(outDir, { recursive: true });
  const results: RouteResult[] = [];
  const failing = new Map<string, FailingAudit>();
  let lighthouseVersion: string | undefined;
  let userAgent: string | undefined;
  try {
    const chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: CHROME_FLAGS,
      // Our own handler stops the server as well; chrome-launcher's would exit before that.
      handleSIGINT: false,
      logLevel: "error",
    });
    const untrackChrome = track({ stop: async () => chrome.kill(), killNow: () => chrome.kill() });
    try {
      // One page at a time: parallel runs would compete for CPU and skew the simulated metrics.
      for (const [index, route] of routes.entries()) {
        console.log(`[${index + 1}/${routes.length}] ${route}`);
        const url = new URL(route, server.origin).href;
        try {
          const runner = await runLighthouse(url, chrome.port);
          const { lhr } = runner;
          lighthouseVersion = lhr.lighthouseVersion;
          userAgent = lhr.environment.hostUserAgent;
          const report = `${fileSlug(route)}.json`;
          const json = typeof runner.report === "string" ? runner.report : JSON.stringify(lhr);
          await writeFile(path.join(outDir, report), json);
          results.push({ ...summarize(lhr, server.origin), path: route, report });
          collectFailingAudits(lhr, route, failing);
        } catch (error) {
          results.push({ ...blankResult(route), error: (error as Error).message });
        }
      }
    } finally {
      untrackChrome();
      chrome.kill();
    }
  } finally {
    await server.stop();
  }

  printResults(results, [...failing.values()]);
  const summary = {
    createdAt: new Date().toISOString(),
    lighthouseVersion,
    userAgent,
    settings: "Lighthouse default config: mobile emulation, simulated throttling",
    targets: TARGET,
    routes: results,
    belowTarget: belowTarget(results),
    failingAudits: [...failing.values()],
  };
  await writeFile(path.join(outDir, "summary.json"), `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`\nReports: ${path.relative(process.cwd(), outDir) || outDir}/`);
}

/** One retry when Chromium's trace recording fails (NO_NAVSTART and the like): a tool hiccup, not a page result. */
async function runLighthouse(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const runner = await lighthouse(url, { port, output: "json", logLevel: "error" });
    if (!runner) throw new Error("Lighthouse returned no result");
    if (!runner.lhr.runtimeError || attempt >= 2) return runner;
    console.log(`  ${runner.lhr.runtimeError.code}, running it again`);
  }
}

function parseArgs(args: string[]): readonly string[] {
  if (args.includes("-h") || args.includes("--help")) {
    console.log(
      "Usage: npm run bench:lighthouse [-- /path ...]   (default: every route in bench/public-routes.ts)",
    );
    process.exit(0);
  }
  const invalid = args.filter((arg) => !arg.startsWith("/"));
  if (invalid.length > 0) {
    console.error(`Paths must start with "/": ${invalid.join(", ")}`);
    process.exit(2);
  }
  return args.length > 0 ? args : publicRoutes;
}

function blankResult(route: string): RouteResult {
  return {
    path: route,
    scores: emptyScores(),
    lcpMs: null,
    tbtMs: null,
    cls: null,
    jsKB: null,
    totalKB: null,
    perfHints: [],
    offOrigin: [],
  };
}

function summarize(lhr: Result, origin: string): Omit<RouteResult, "path"> {
  const scores = emptyScores();
  for (const category of CATEGORIES) {
    const score = lhr.categories[category]?.score;
    scores[category] = typeof score === "number" ? Math.round(score * 100) : null;
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const bytes = transferBytes(lhr);
  const cls = numeric("cumulative-layout-shift");
  return {
    // A runtime error (e.g. NO_FCP) still yields an lhr, but its numbers are meaningless.
    ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
    scores,
    lcpMs: round(numeric("largest-contentful-paint")),
    tbtMs: round(numeric("total-blocking-time")),
    cls: cls === null ? null : round(cls, 3),
    jsKB: bytes.script === null ? null : round(bytes.script / 1024, 1),
    totalKB: bytes.total === null ? null : round(bytes.total / 1024, 1),
    perfHints: (scores.performance ?? 0) < TARGET.performance ? perfHints(lhr) : [],
    offOrigin: requestUrls(lhr).filter((url) => !isLocal(url, origin)),
  };
}

/** Metrics and visible diagnostics scoring below 0.9, e.g. "LCP: 2.9 s" or "unused-javascript: Est savings of 51 KiB". */
function perfHints(lhr: Result): string[] {
  const hints: string[] = [];
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    // "hidden" holds the new insight audits that duplicate the visible diagnostics.
    if (!audit || ref.group === "hidden" || audit.score === null || audit.score >= 0.9) continue;
    if (audit.scoreDisplayMode === "informative" || audit.scoreDisplayMode === "manual") continue;
    // Lighthouse can fail an audit whose estimated savings are all zero; that is no lead to follow.
    const savings = Object.values(audit.metricSavings ?? {});
    if (savings.length > 0 && savings.every((ms) => !ms)) continue;
    const name = ref.acronym ?? ref.id;
    hints.push(audit.displayValue ? `${name}: ${audit.displayValue}` : name);
  }
  return hints;
}

/** Compressed bytes over the wire: resource-summary first, network-requests as a fallback. */
function transferBytes(lhr: Result): { script: number | null; total: number | null } {
  const summary = items(lhr, "resource-summary");
  if (summary.length > 0) {
    const size = (type: string) => {
      const row = summary.find((item) => item.resourceType === type);
      return typeof row?.transferSize === "number" ? row.transferSize : null;
    };
    return { script: size("script"), total: size("total") };
  }
  const requests = items(lhr, "network-requests");
  if (requests.length === 0) return { script: null, total: null };
  const sum = (rows: Record<string, unknown>[]) =>
    rows.reduce(
      (total, row) => total + (typeof row.transferSize === "number" ? row.transferSize : 0),
      0,
    );
  return {
    script: sum(requests.filter((row) => row.resourceType === "Script")),
    total: sum(requests),
  };
}

function requestUrls(lhr: Result): string[] {
  return items(lhr, "network-requests")
    .map((row) => row.url)
    .filter((url): url is string => typeof url === "string");
}

function isLocal(url: string, origin: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.origin === origin || ["data:", "blob:"].includes(parsed.protocol);
  } catch {
    return false;
  }
}

/** The rows of an audit's table/opportunity details, untyped because every audit has its own shape. */
function items(lhr: Result, auditId: string): Record<string, unknown>[] {
  const details = lhr.audits[auditId]?.details as { items?: unknown } | undefined;
  return Array.isArray(details?.items) ? details.items.filter(isRecord) : [];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function collectFailingAudits(
  lhr: Result,
  route: string,
  failing: Map<string, FailingAudit>,
): void {
  for (const category of CHECKLIST_CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      // Manual, informative and not-applicable audits have a null score and say nothing about the page.
      if (!audit || audit.score === null || audit.score >= 1) continue;
      const key = `${category}/${ref.id}`;
      const entry =
        failing.get(key) ??
        ({
          category,
          id: ref.id,
          title: audit.title,
          weight: ref.weight,
          routes: [],
          examples: [],
        } satisfies FailingAudit);
      failing.set(key, entry);
      entry.routes.push({ path: route, score: audit.score });
      for (const item of items(lhr, ref.id)) {
        if (entry.examples.length >= MAX_EXAMPLES) break;
        const text = describeItem(item);
        if (text && !entry.examples.some((example) => example.endsWith(text)))
          entry.examples.push(`${route}: ${text}`);
      }
    }
  }
}

/** A one-line pointer to the offending element, resource or message. */
function describeItem(item: Record<string, unknown>): string | undefined {
  const node = isRecord(item.node) ? item.node : undefined;
  const source = isRecord(item.sourceLocation) ? item.sourceLocation : undefined;
  const parts = [
    typeof node?.selector === "string" ? node.selector : undefined,
    typeof node?.snippet === "string" ? node.snippet : undefined,
    typeof item.description === "string" ? item.description : undefined,
    typeof item.url === "string" ? item.url : undefined,
    typeof source?.url === "string" ? source.url : undefined,
    typeof item.issueType === "string" ? item.issueType : undefined,
    typeof item.value === "string" ? item.value : undefined,
  ].filter((part): part is string => Boolean(part));
  const text = [...new Set(parts)].join(" — ").replace(/\s+/g, " ");
  return text ? (text.length > 200 ? `${text.slice(0, 199)}…` : text) : undefined;
}

function belowTarget(results: RouteResult[]): { path: string; reasons: string[] }[] {
  return results.flatMap((result) => {
    const reasons = result.error
      ? [`error: ${result.error}`]
      : CATEGORIES.filter((category) => (result.scores[category] ?? 0) < TARGET[category]).map(
          (category) => `${SHORT[category]} ${result.scores[category] ?? "—"}`,
        );
    return reasons.length > 0 ? [{ path: result.path, reasons }] : [];
  });
}

function printResults(results: RouteResult[], failing: FailingAudit[]): void {
  console.log();
  console.log(
    formatTable(
      ["path", "perf", "a11y", "best-pr.", "SEO", "LCP ms", "TBT ms", "CLS", "JS KB", "total KB"],
      results.map((r) => [
        r.path,
        r.scores.performance,
        r.scores.accessibility,
        r.scores["best-practices"],
        r.scores.seo,
        r.lcpMs,
        r.tbtMs,
        r.cls,
        r.jsKB,
        r.totalKB,
      ]),
    ),
  );
  console.log("(mobile emulation, simulated throttling; KB = compressed bytes transferred)");

  const slow = results.filter((r) => r.perfHints.length > 0);
  if (slow.length > 0)
    console.log(`\nPerformance below ${TARGET.performance}, what Lighthouse flags:`);
  for (const result of slow)
    console.log(`  ${result.path} (${result.scores.performance}): ${result.perfHints.join("; ")}`);
  for (const result of results.filter((r) => r.error))
    console.log(`\nError on ${result.path}: ${result.error}`);
  const external = results.filter((r) => r.offOrigin.length > 0);
  for (const result of external)
    console.log(
      `\nWARNING: ${result.path} requested non-local URLs: ${result.offOrigin.join(", ")}`,
    );

  const below = belowTarget(results);
  console.log(
    below.length === 0
      ? `\nAll routes meet the targets (performance ≥ ${TARGET.performance}, accessibility/best-practices/SEO = 100).`
      : `\nBelow target (perf < ${TARGET.performance}, others < 100): ${below.map((b) => `${b.path} (${b.reasons.join(", ")})`).join("; ")}`,
  );

  if (failing.length === 0) {
    console.log("No failing accessibility / best-practices / SEO audits.");
    return;
  }
  console.log("\nFailing audits (accessibility, best-practices, SEO):");
  const order = (audit: FailingAudit) => CHECKLIST_CATEGORIES.indexOf(audit.category);
  for (const audit of [...failing].sort((a, b) => order(a) - order(b) || b.weight - a.weight)) {
    const where = audit.routes
      .map((r) => (r.score > 0 ? `${r.path} (${Math.round(r.score * 100)})` : r.path))
      .join(", ");
    console.log(`  [${audit.category}] ${audit.id} (weight ${audit.weight}): ${audit.title}`);
    console.log(`      on: ${where}`);
    for (const example of audit.examples) console.log(`      · ${example}`);
  }
}

function fileSlug(route: string): string {
  return route === "/" ? "home" : route.replace(/^\/+|\/+$/g, "").replace(/[^\w-]+/g, "_");
}

// A measurement, not a test: only a broken run (no server, no browser) exits non-zero.
main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1); // The exit handler still kills anything left running.
});
