/**
 * `npm run bench -- lighthouse`: Lighthouse (its default mobile profile: simulated slow 4G and a
 * 4x slower CPU) on every route of the journey, on a production build served by the real server.
 * A deep page opens with the journey state a person had on arriving there (journeyStates.ts), set
 * in sessionStorage before any page script runs; Lighthouse is told not to clear storage.
 *
 * Options: `--no-app-build` reuses the last build in dist-bench/; `--routes /history,/final` scores
 * only those; `--timeout-s N` bounds each route (default 180); `--runs N` scores each route N times
 * and keeps the run with the median performance score (a single run's score moves by several points
 * on a busy machine). Each route's full report (the kept run's) is saved in .bench/lighthouse/ (open
 * it in the Lighthouse viewer for the details).
 *
 * In the same run, with the same profile and runs, it scores the anchors (anchorPages.ts): the stack
 * floor, and the form harness's hand-written and RJSF versions of /history once `npm run bench --
 * browser` has built them. `--no-anchors` leaves them out.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import lighthouse, { type Flags, type Result } from "lighthouse";
import puppeteer, { type Browser } from "puppeteer-core";
import { chromiumPath } from "../../e2e/chromium.ts";
import { BENCH_DIST, buildApp, startApp } from "./appServer.ts";
import { recordJourneyStates, STORE_KEY } from "./journeyStates.ts";
import { loadLine, markdownTable } from "./table.ts";
import { medianItem } from "./median.ts";
import { serveAnchors, type AnchorPage } from "./anchorPages.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const REPORTS = join(ROOT, ".bench", "lighthouse");
const PORT = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 4426);

/** The targets: category scores out of 100, and Cumulative Layout Shift. */
const TARGET = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100, cls: 0.05 };
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

interface RouteScore {
  path: string;
  /** Where the page ended up, when not where it was opened (the state did not let it open). */
  landedOn?: string;
  scores?: Record<(typeof CATEGORIES)[number], number | null>;
  /** With `--runs` above 1: the lowest and highest performance score of the route's runs. */
  performanceRange?: [number, number];
  cls?: number;
  /** Lighthouse's (simulated) metrics, in ms. */
  metrics?: { fcp: number; lcp: number; tbt: number };
  failing?: string[];
  shifted?: string[];
  error?: string;
  /** The machine's 1-minute load average as the route's runs began: its scores move with it. */
  load?: number;
}

export async function lighthouseRoutes(args: string[]): Promise<void> {
  const option = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const only = option("--routes")?.split(",");
  const timeoutMs = Number(option("--timeout-s") ?? 180) * 1000;
  const runs = Math.max(1, Math.floor(Number(option("--runs") ?? 1)) || 1);
  if (!(args.includes("--no-app-build") && existsSync(join(ROOT, BENCH_DIST, "index.html")))) buildApp();
  const app = await startApp({ port: PORT });
  const scores: RouteScore[] = [];
  let anchors: RouteScore[] = [];
  const before = loadavg();
  try {
    console.log("walking the journey once to record the state each route opens with");
    const states = (await recordJourneyStates(app.url)).filter((s) => !only || only.includes(s.path.split("?")[0]));
    rmSync(REPORTS, { recursive: true, force: true });
    mkdirSync(REPORTS, { recursive: true });
    // Chromium's new headless mode (what `headless: true` launches), as the OS installs it.
    const browser = await puppeteer.launch({ executablePath: chromiumPath(), headless: true, args: ["--no-sandbox", "--disable-gpu"] });
    try {
      for (const state of states) {
        process.stdout.write(`lighthouse ${state.path} … `);
        const load = loadavg()[0];
        const tries: Scored[] = [];
        for (let run = 0; run < runs; run++) {
          // On a busy machine a trace is now and then lost (NO_NAVSTART): Lighthouse's advice is to run again.
          tries.push(await scoreTwice(() => scoreRoute(browser, `${app.url}${state.path}`, state.path, state.storage, timeoutMs)));
        }
        const kept = medianRun(tries);
        if (kept.lhr)
          writeFileSync(join(REPORTS, `${state.path.replace(/^\//, "").replace(/[/?#]/g, "_") || "root"}.json`), JSON.stringify(kept.lhr));
        console.log(kept.score.error ? "" : `→ performance ${kept.score.scores?.performance}`);
        scores.push({ ...kept.score, load });
      }
      if (!args.includes("--no-anchors")) anchors = await scoreAnchors(browser, runs, timeoutMs);
    } finally {
      await browser.close();
    }
  } finally {
    await app.stop();
  }
  report(scores, anchors, before, loadavg());
  writeFileSync(
    join(REPORTS, "summary.json"),
    JSON.stringify({ date: new Date().toISOString(), loadBefore: before, targets: TARGET, routes: scores, anchors }, null, 1) + "\n",
  );
}

/** The anchors, each scored as a route is (no stored state), while the routes' browser is open. */
async function scoreAnchors(browser: Browser, runs: number, timeoutMs: number): Promise<RouteScore[]> {
  const served = await serveAnchors();
  try {
    if (served.missing.length) console.log(`anchors not built yet (npm run bench -- browser builds them): ${served.missing.join(", ")}`);
    const scores: RouteScore[] = [];
    for (const page of served.pages) scores.push(await scoreAnchor(browser, page, runs, timeoutMs));
    return scores;
  } finally {
    await served.close();
  }
}

async function scoreAnchor(browser: Browser, page: AnchorPage, runs: number, timeoutMs: number): Promise<RouteScore> {
  process.stdout.write(`lighthouse anchor: ${page.name} … `);
  const load = loadavg()[0];
  const tries: Scored[] = [];
  for (let run = 0; run < runs; run++) tries.push(await scoreTwice(() => scoreRoute(browser, page.url, page.name, null, timeoutMs)));
  const kept = medianRun(tries);
  console.log(kept.score.error ? "" : `→ performance ${kept.score.scores?.performance}`);
  return { ...kept.score, landedOn: undefined, load };
}

/** On a busy machine a trace is now and then lost (NO_NAVSTART): Lighthouse's advice is to run again. */
async function scoreTwice(score: () => Promise<Scored>): Promise<Scored> {
  let scored = await score();
  if (scored.score.error) {
    process.stdout.write(`${scored.score.error}, again … `);
    scored = await score();
  }
  process.stdout.write(scored.score.error ? `failed: ${scored.score.error} ` : `${scored.score.scores?.performance} `);
  return scored;
}

/** One Lighthouse run of a route: its summary, and its full report when it ran. */
interface Scored {
  score: RouteScore;
  lhr?: Result;
}

/** The run with the median performance score, with the range of all runs when there were several. */
function medianRun(tries: Scored[]): Scored {
  const median = medianItem(tries, (t) => t.score.scores?.performance);
  if (!median) return tries[tries.length - 1];
  return tries.length === 1 ? median.item : { ...median.item, score: { ...median.item.score, performanceRange: median.range } };
}

/** One Lighthouse run of `url`, reported as `path` (a route, or an anchor's name); `storage` is the journey state it opens with. */
async function scoreRoute(browser: Browser, url: string, path: string, storage: string | null, timeoutMs: number): Promise<Scored> {
  // Each route in its own browser context: nothing one page stored reaches the next.
  const context = await browser.createBrowserContext();
  let timer: NodeJS.Timeout | undefined;
  try {
    const page = await context.newPage();
    if (storage !== null) {
      await page.evaluateOnNewDocument((key, value) => sessionStorage.setItem(key, value), STORE_KEY, storage);
    }
    const flags: Flags = { output: "json", logLevel: "error", onlyCategories: [...CATEGORIES], disableStorageReset: true };
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${timeoutMs / 1000} s`)), timeoutMs);
    });
    const result = await Promise.race([lighthouse(url, flags, undefined, page), timedOut]);
    if (!result) throw new Error("Lighthouse returned no result");
    if (result.lhr.runtimeError) return { score: { path, error: `Lighthouse ${result.lhr.runtimeError.code}` }, lhr: result.lhr };
    return { score: summarise(path, result.lhr), lhr: result.lhr };
  } catch (error) {
    return { score: { path, error: (error as Error).message.split("\n")[0] } };
  } finally {
    clearTimeout(timer);
    await context.close().catch(() => {});
  }
}

function summarise(path: string, lhr: Result): RouteScore {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, score == null ? null : Math.round(score * 100)];
    }),
  ) as RouteScore["scores"] & object;
  const cls = lhr.audits["cumulative-layout-shift"]?.numericValue ?? 0;
  const failing: string[] = [];
  for (const id of CATEGORIES) {
    const score = scores[id];
    if (score === null || score >= TARGET[id]) continue;
    // Performance: the metrics Lighthouse rates below "good" and the diagnostics it rates poor (red);
    // the other categories: every failed check.
    for (const ref of lhr.categories[id].auditRefs) {
      const audit = lhr.audits[ref.id];
      const pass = id !== "performance" ? 1 : ref.weight > 0 ? 0.9 : 0.5;
      if (audit.score !== null && audit.score < pass && !["notApplicable", "informative", "manual"].includes(audit.scoreDisplayMode))
        failing.push(ref.id);
    }
  }
  if (cls >= TARGET.cls && !failing.includes("cumulative-layout-shift")) failing.push("cumulative-layout-shift");
  const landed = new URL(lhr.finalDisplayedUrl);
  const landedOn = landed.pathname + landed.search === path ? undefined : landed.pathname + landed.search;
  const metric = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
  const metrics = { fcp: metric("first-contentful-paint"), lcp: metric("largest-contentful-paint"), tbt: metric("total-blocking-time") };
  return {
    path,
    landedOn,
    scores,
    cls,
    metrics,
    failing: [...new Set(failing)],
    shifted: cls >= TARGET.cls ? shiftedElements(lhr) : undefined,
  };
}

/** The elements the largest layout shifts moved, as Lighthouse names them. */
function shiftedElements(lhr: Result): string[] {
  const details = lhr.audits["layout-shifts"]?.details as { items?: { node?: { selector?: string }; score?: number }[] } | undefined;
  return (details?.items ?? []).slice(0, 3).map((item) => `${item.node?.selector ?? "?"} (${(item.score ?? 0).toFixed(3)})`);
}

function runsLine(scores: RouteScore[]): string {
  return scores.some((s) => s.performanceRange)
    ? "the median of each route's runs (their lowest–highest performance in brackets)"
    : "one run per route";
}

const mark = (value: number | null | undefined, ok: boolean) => (value == null ? "–" : `${value}${ok ? "" : " ✗"}`);
const performanceCell = (s: RouteScore) =>
  mark(s.scores?.performance, (s.scores?.performance ?? 0) >= TARGET.performance) +
  (s.performanceRange ? ` (${s.performanceRange.join("–")})` : "");
const metricCells = (s: RouteScore) => (s.metrics ? [s.metrics.fcp, s.metrics.lcp, s.metrics.tbt].map(String) : ["", "", ""]);
const loadCell = (s: RouteScore) => (s.load === undefined ? "" : s.load.toFixed(2));

function report(scores: RouteScore[], anchors: RouteScore[], before: number[], after: number[]) {
  const rows = scores.map((s) => {
    if (!s.scores) return [s.path, `failed: ${s.error}`, "", "", "", "", "", "", "", loadCell(s)];
    const { accessibility, seo } = s.scores;
    const practices = s.scores["best-practices"];
    return [
      s.landedOn ? `${s.path} (opened ${s.landedOn})` : s.path,
      performanceCell(s),
      ...metricCells(s),
      mark(Number((s.cls ?? 0).toFixed(3)), (s.cls ?? 0) < TARGET.cls),
      mark(accessibility, (accessibility ?? 0) >= TARGET.accessibility),
      mark(practices, (practices ?? 0) >= TARGET["best-practices"]),
      mark(seo, (seo ?? 0) >= TARGET.seo),
      loadCell(s),
    ];
  });
  console.log(
    `\nLighthouse, default mobile profile, ${runsLine(scores)} (✗: below target: performance ≥ ${TARGET.performance}, CLS < ${TARGET.cls}, the others 100); load: the 1-minute load average as the route's runs began, on ${cpus().length} CPUs`,
  );
  console.log(
    markdownTable(["route", "performance", "FCP ms", "LCP ms", "TBT ms", "CLS", "accessibility", "best practices", "SEO", "load"], rows, [
      false,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
      true,
    ]),
  );
  if (anchors.length) {
    console.log("\nanchors, same profile and runs (performance only: they are not journey pages):");
    const anchorRows = anchors.map((s) =>
      s.scores ? [s.path, performanceCell(s), ...metricCells(s), loadCell(s)] : [s.path, `failed: ${s.error}`, "", "", "", loadCell(s)],
    );
    console.log(markdownTable(["anchor", "performance", "FCP ms", "LCP ms", "TBT ms", "load"], anchorRows));
  }
  const below = scores.filter((s) => s.failing?.length);
  if (below.length) {
    console.log("\nfailing audits:");
    for (const s of below)
      console.log(`- ${s.path}: ${s.failing!.join(", ")}${s.shifted?.length ? `; shifted: ${s.shifted.join(", ")}` : ""}`);
  }
  const redirected = scores.filter((s) => s.landedOn);
  if (redirected.length)
    console.log(`\nnot opened where asked (its recorded state no longer leads there): ${redirected.map((s) => s.path).join(", ")}`);
  console.log(`\nbefore the run: ${loadLine(before, cpus().length)}; after: ${loadLine(after, cpus().length)}`);
  console.log(`reports: .bench/lighthouse/<route>.json and summary.json`);
}
