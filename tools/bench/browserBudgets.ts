/**
 * `npm run bench -- browser`: the browser budgets of the driving-history page, measured side by side
 * with a hand-written React version of the same form and the form engines people would otherwise
 * pick (react-jsonschema-form precompiled, JSON Forms, SurveyJS), in one run of the shared
 * form-renderer harness (its README says what it measures and how). The stack's floor (stackFloor.ts:
 * React DOM and one RJSF field, nothing of the app) is measured in the same run, to say how much of
 * a figure the stack itself costs. From the round after the harness has built them, the hand-written
 * and RJSF pages are also measured served as the app is, with the app's response headers (AS_APP),
 * and the hand-written and RJSF forms inside the app's own page (IN_APP_PAGE), to compare like with like
 * beside the budgets.
 *
 * The harness lives outside this repository (FORM_BENCH_DIR, default ../shared/tools/bench). It is
 * copied into .bench/form-harness, because a run installs its dependencies and builds its targets
 * inside its own folder; the copy's target list points its `ours` target at the app served here,
 * with the /history state recorded on this build (the harness takes a state file only for a
 * single --url target, not alongside its own targets).
 *
 * Options: `--no-app-build` reuses the last build in dist-bench/; every other option goes to the
 * harness as it is, but `--reps N` (default 5, `--reps 1` for a quick check): the harness runs N rounds
 * of one rep each, the targets' order turned each round, so that the machine's load drifting during a
 * run falls on every target alike (harnessRounds.ts); each figure is the median over all rounds.
 */
import { spawn } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromiumPath } from "../../e2e/chromium.ts";
import { BENCH_DIST, buildApp, startApp } from "./appServer.ts";
import { recordHistoryWithConvictions, STORE_KEY } from "./journeyStates.ts";
import { loadLine, markdownTable } from "./table.ts";
import { serveStackFloor } from "./stackFloor.ts";
import { serveFolder, type ServedFolder } from "./serveFolder.ts";
import { composeAnchorInAppPage } from "./anchorInAppPage.ts";
import { securityHeaders } from "../../server/http/securityHeaders.ts";
import { mergeRounds, rotated, roundsFrom } from "./harnessRounds.ts";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
// A separate work folder and build (BENCH_WORK_DIR, BENCH_DIST_DIR) let two runs share the checkout.
const WORK = resolve(ROOT, process.env.BENCH_WORK_DIR ?? ".bench");
const DIST = process.env.BENCH_DIST_DIR ?? BENCH_DIST;
const HARNESS_COPY = join(WORK, "form-harness");
const RESULTS = join(WORK, "form-results");
const PORT = Number(process.env.BENCH_BROWSER_PORT ?? 4416);
/** The reference and the stack's floor, the engines, then the app: the first round's order (one run, so the figures compare). */
const TARGETS = ["handwritten", "stack-floor", "rjsf-precompiled", "jsonforms", "surveyjs", "ours"];
/**
 * The anchors again, served as the app is: with the app's response headers. The harness serves its
 * pages without any, and the app's Cross-Origin-Opener-Policy makes a fresh tab's first navigation
 * change browsing-context group (a new renderer to set up), which the anchors are spared: these rows
 * compare like with like. The budgets stay against the harness's own pages.
 */
const AS_APP = ["handwritten", "rjsf-precompiled"];
const asApp = (name: string) => `${name}-app-headers`;
/**
 * And an anchor's form inside the app's own page (anchorInAppPage.ts): the static top, GOV.UK's
 * stylesheet and the head script around it, served with the app's headers. What the page
 * costs any form on it, it costs this one too: ours against it compares the engines alone.
 */
const IN_APP_PAGE = ["handwritten", "rjsf-precompiled"];
const inAppPage = (name: string) => `${name}-in-app-page`;
/** What the harness types, back to back, into the licence-number field. */
const TYPED = "MORGA657054SM9IJMORGA657054SM9";

/**
 * The budgets: the JS the route loads in KiB gzip, and the other three as multiples of hand-written;
 * and ahead of react-jsonschema-form (precompiled), the engine on the same stack, on every figure.
 */
const BUDGET = { routeJsKiB: 190, firstInput: 1.2, keystrokeP95: 1.15, validate: 1.1 };
/** Event Timing reports only events of 16 ms or more: a p95 under that is counted as 16 ms. */
const ET_THRESHOLD = 16;

interface Spread {
  median: number | null;
  min: number | null;
  max: number | null;
}
interface TargetResult {
  name: string;
  ok: boolean;
  skipped?: boolean;
  error?: string;
  networkJs?: { requests: number; gzip: number; raw: number };
  load?: { firstInput: Spread };
  keystroke?: { etP95: Spread; valueOk: boolean; finalValues: string[] };
  typing?: { wall: Spread };
  validation?: { ms: Spread; counts: number[]; expected: number; timedOut: number } | null;
}
interface RawTyping {
  typing: { burst: { value: string } }[];
}

export async function browserBudgets(args: string[]): Promise<void> {
  const source = resolve(ROOT, process.env.FORM_BENCH_DIR ?? "../shared/tools/bench");
  if (!existsSync(join(source, "run.mjs"))) {
    console.log(`\nbrowser: skipped. The form-renderer harness is not at ${source} (set FORM_BENCH_DIR to its folder).`);
    return;
  }
  const reuseBuild = args.includes("--no-app-build") && existsSync(join(ROOT, DIST, "index.html"));
  const { rounds, harnessArgs } = roundsFrom(args.filter((a) => a !== "--no-app-build"));
  copyHarness(source);
  if (!reuseBuild) buildApp(DIST);
  const app = await startApp({ port: PORT, staticDir: DIST });
  const floor = await serveStackFloor();
  const scratch = mkdtempSync(join(tmpdir(), "quote-bench-storage-"));
  const env = { ...process.env, CHROMIUM_PATH: chromiumPath() };
  /** The anchors served by the bench, by target name: which harness target each is, and where. */
  const servedAnchors = new Map<string, { anchor: string; served: ServedFolder }>();
  let before: number[];
  let after: number[];
  const files: string[] = [];
  try {
    const storage = await recordStorage(app.url, scratch);
    before = loadavg();
    console.log(
      `\nform-renderer harness: ${TARGETS.join(", ")}; ${rounds} rounds of one rep, the order turned each round; ${loadLine(before, cpus().length)}`,
    );
    for (let round = 0; round < rounds; round++) {
      // From the round after the harness has built an anchor (its first round, on a fresh machine).
      await serveBuiltAnchors(servedAnchors);
      const names = [...TARGETS, ...servedAnchors.keys()];
      const targets = harnessArgs.includes("--target") ? [] : ["--target", names.join(",")];
      const order = rotated(names, round);
      writeTargetConfig(
        app.url,
        storage,
        floor,
        order,
        Object.fromEntries([...servedAnchors].map(([name, { anchor, served }]) => [name, { anchor, url: served.url }])),
      );
      console.log(`\nround ${round + 1} of ${rounds}: ${order.join(", ")}`);
      const seen = new Set(existsSync(RESULTS) ? readdirSync(RESULTS) : []);
      // The first round builds the harness's own targets; a failed target still writes its results
      // (the tables below say which one failed).
      const args = ["run.mjs", ...targets, "--out", RESULTS, "--raw", "--reps", "1", ...(round > 0 ? ["--no-build"] : []), ...harnessArgs];
      await run(process.execPath, args, HARNESS_COPY, env).catch((e: Error) => console.log(e.message));
      const file = readdirSync(RESULTS)
        .filter((f) => f.endsWith(".json") && !seen.has(f))
        .sort()
        .at(-1);
      if (!file) throw new Error(`the harness wrote no results in round ${round + 1}`);
      files.push(file);
    }
    after = loadavg();
  } finally {
    await app.stop();
    await floor.close();
    for (const { served } of servedAnchors.values()) await served.close();
    rmSync(scratch, { recursive: true, force: true });
  }
  const roundResults = files.map(
    (file) => JSON.parse(readFileSync(join(RESULTS, file), "utf8")) as { targets: TargetResult[]; settings: { cpuThrottle: number } },
  );
  const raw: Record<string, RawTyping> = {};
  for (const file of files) {
    const rawFile = join(RESULTS, "raw", file);
    if (!existsSync(rawFile)) continue;
    for (const [name, typing] of Object.entries(JSON.parse(readFileSync(rawFile, "utf8")) as Record<string, RawTyping>))
      (raw[name] ??= { typing: [] }).typing.push(...typing.typing);
  }
  const results = {
    targets: mergeRounds(roundResults.map((r) => r.targets)),
    settings: { rounds, cpuThrottle: roundResults[0].settings.cpuThrottle },
  };
  report(results, raw, before, after);
  console.log(`\nfull results, one file a round: ${files.map((f) => relative(ROOT, join(RESULTS, f))).join(", ")} (and .md)`);
}

/** Serves each anchor of AS_APP and IN_APP_PAGE not served yet whose build the harness has made. */
async function serveBuiltAnchors(served: Map<string, { anchor: string; served: ServedFolder }>) {
  const headers = securityHeaders({ stripe: false });
  const built = (anchor: string) => existsSync(join(harnessTargetBuild(anchor), "index.html"));
  for (const anchor of AS_APP)
    if (!served.has(asApp(anchor)) && built(anchor))
      served.set(asApp(anchor), { anchor, served: await serveFolder(harnessTargetBuild(anchor), headers) });
  for (const anchor of IN_APP_PAGE) {
    if (served.has(inAppPage(anchor)) || !built(anchor)) continue;
    const outDir = join(WORK, "in-app-page", anchor);
    rmSync(outDir, { recursive: true, force: true });
    composeAnchorInAppPage({ appDist: join(ROOT, DIST), anchorDist: harnessTargetBuild(anchor), outDir });
    served.set(inAppPage(anchor), { anchor, served: await serveFolder(outDir, headers) });
  }
}

/** Where the harness's copy builds one of its targets (its index.html is there once built). */
export function harnessTargetBuild(name: string): string {
  return join(HARNESS_COPY, "targets", name, "dist");
}

/**
 * A fresh copy of the harness's files (its installed dependencies and built targets are kept), with
 * everything made writable: the source may be read-only, and the next copy must replace it.
 */
function copyHarness(source: string) {
  mkdirSync(HARNESS_COPY, { recursive: true });
  for (const entry of readdirSync(source)) {
    if (["node_modules", "results"].includes(entry)) continue;
    rmSync(join(HARNESS_COPY, entry), { recursive: true, force: true });
    cpSync(join(source, entry), join(HARNESS_COPY, entry), { recursive: true, filter: (from) => !/[\\/](node_modules|dist)$/.test(from) });
  }
  const writable = (path: string) => {
    const stat = statSync(path);
    chmodSync(path, stat.mode | 0o200);
    if (stat.isDirectory()) for (const entry of readdirSync(path)) writable(join(path, entry));
  };
  for (const entry of readdirSync(HARNESS_COPY)) if (entry !== "node_modules") writable(join(HARNESS_COPY, entry));
}

/**
 * The sessionStorage `ours` starts from, recorded again on this build by walking the journey to
 * /history with the browser tests' own page fillers, so a change in the journey or in the stored
 * state's shape cannot leave it stale. If the walk fails, the harness's recorded file is used, with
 * a warning.
 */
async function recordStorage(url: string, scratch: string): Promise<string> {
  const out = join(scratch, "ours-history-storage.json");
  try {
    writeFileSync(out, JSON.stringify({ [STORE_KEY]: await recordHistoryWithConvictions(url) }));
    console.log("recorded the /history state (five convictions revealed) on this build");
    return out;
  } catch (error) {
    console.log(
      `WARNING: recording the /history state failed (${(error as Error).message.split("\n")[0]}); using the harness's form/ours-history-storage.json`,
    );
    return join(HARNESS_COPY, "form", "ours-history-storage.json");
  }
}

/**
 * The harness's target list with `ours` at this app (its URL, its build for the dist sizes, and the
 * recorded state) and the stack's floor added: a page with one field and no submit, so the harness
 * measures its loads and typing only.
 */
function writeTargetConfig(
  url: string,
  storage: string,
  floor: { url: string; dir: string },
  order: string[],
  anchors: Record<string, { anchor: string; url: string }>,
) {
  const config = join(HARNESS_COPY, "targets.config.mjs");
  const original = join(HARNESS_COPY, "targets.config.harness.mjs");
  const written = "// Written by the project's npm run bench";
  // The copy's own list is kept once; a later round's config is this function's.
  if (!readFileSync(config, "utf8").startsWith(written)) cpSync(config, original);
  const ours = { url: `${url}/history`, distDir: join(ROOT, DIST), initStorage: storage };
  const stackFloor = { name: "stack-floor", url: floor.url, distDir: floor.dir, typeSelector: "#root_licence" };
  // Each anchor the bench serves: the harness's target as an external one (its selectors, its build for the sizes) at our server.
  const anchorTargets =
    `...targets.flatMap(({ dir, ...t }) => Object.entries(anchors).filter(([, a]) => a.anchor === t.name)` +
    `.map(([name, a]) => ({ ...t, name, url: a.url, distDir: dir + '/dist' })))`;
  writeFileSync(
    config,
    `${written}: the harness's targets, with \`ours\` served by the bench, in this round's order.\n` +
      `import targets from './targets.config.harness.mjs';\n` +
      `const order = ${JSON.stringify(order)};\n` +
      `const rank = (t) => (order.includes(t.name) ? order.indexOf(t.name) : order.length);\n` +
      `const anchors = ${JSON.stringify(anchors)};\n` +
      `export default [...targets.map((t) => (t.name === 'ours' ? { ...t, ...${JSON.stringify(ours)} } : t)), ${JSON.stringify(stackFloor)}, ${anchorTargets}].sort((a, b) => rank(a) - rank(b));\n`,
  );
}

/** Runs the harness (its first run installs its own dependencies with npm ci, in the copy). */
function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolvePromise, reject) => {
    // Async, not spawnSync: the app server's output is read by this process while the harness runs.
    const child = spawn(command, args, { cwd, env, stdio: "inherit" });
    child.once("error", reject);
    child.once("exit", (code, signal) =>
      code === 0 ? resolvePromise() : reject(new Error(`${command} ${args[0]} ended with ${signal ?? `exit code ${code}`}`)),
    );
  });
}

/** Characters of `typed` missing from what the field ended with (longest common subsequence). */
function lostCharacters(value: string, typed = TYPED): number {
  let previous = new Array<number>(value.length + 1).fill(0);
  for (const char of typed) {
    const current = [0];
    for (let j = 1; j <= value.length; j++)
      current[j] = char === value[j - 1] ? previous[j - 1] + 1 : Math.max(previous[j], current[j - 1]);
    previous = current;
  }
  return typed.length - previous[value.length];
}

const ms = (s: Spread | undefined) => (s?.median == null ? "–" : `${Math.round(s.median)}`);
const et = (s: Spread | undefined) => (s?.median == null ? "–" : s.median < ET_THRESHOLD ? "<16" : `${Math.round(s.median)}`);
const kib = (bytes: number | undefined) => (bytes == null ? "–" : `${(bytes / 1024).toFixed(1)}`);

function report(
  results: { targets: TargetResult[]; settings: { rounds: number; cpuThrottle: number } },
  raw: Record<string, RawTyping>,
  before: number[],
  after: number[],
) {
  const lost = (name: string): number | null => {
    const passes = raw[name]?.typing;
    return passes?.length ? Math.max(...passes.map((t) => lostCharacters(t.burst.value))) : null;
  };
  const order = (t: TargetResult) => (TARGETS.includes(t.name) ? TARGETS.indexOf(t.name) : TARGETS.length);
  const rows = [...results.targets]
    .sort((a, b) => order(a) - order(b))
    .map((t) => {
      if (!t.ok) return [t.name, t.skipped ? "skipped" : `failed: ${(t.error ?? "").split("\n")[0].slice(0, 60)}`, "", "", "", "", ""];
      const lostHere = lost(t.name);
      return [
        t.name,
        t.networkJs ? `${t.networkJs.requests}, ${kib(t.networkJs.gzip)}` : "–",
        ms(t.load?.firstInput),
        et(t.keystroke?.etP95),
        ms(t.typing?.wall),
        lostHere ?? (t.keystroke?.valueOk ? "0" : "some"),
        t.validation ? `${ms(t.validation.ms)}${t.validation.timedOut ? " (timed out)" : ""}` : "–",
      ].map(String);
    });
  const { rounds, cpuThrottle } = results.settings;
  console.log(
    `\n/history with five convictions revealed: medians over ${rounds} rounds (two loads, one typing, one empty submit each), the order turned each round; CPU ${cpuThrottle}x slower, cache off, one run`,
  );
  console.log(
    markdownTable(
      [
        "target",
        "JS loaded: requests, KiB gzip",
        "first input ms",
        "keystroke ET p95 ms",
        "30 chars back to back ms",
        "chars lost (worst rep)",
        "empty submit → errors ms",
      ],
      rows,
    ),
  );

  const hand = results.targets.find((t) => t.name === "handwritten" && t.ok);
  const rjsf = results.targets.find((t) => t.name === "rjsf-precompiled" && t.ok);
  const ours = results.targets.find((t) => t.name === "ours" && t.ok);
  const floor = results.targets.find((t) => t.name === "stack-floor" && t.ok);
  console.log(`\nbefore the run: ${loadLine(before, cpus().length)}; after: ${loadLine(after, cpus().length)}`);
  if (!hand || !ours) {
    console.log("budgets: not computed (the hand-written page and ours must both be measured in the run)");
    return;
  }
  const ratio = (a: number | null | undefined, b: number | null | undefined) => (a == null || b == null || b === 0 ? null : a / b);
  const etOrThreshold = (v: number | null | undefined) => (v == null ? v : Math.max(v, ET_THRESHOLD));
  const verdict = (ok: boolean | null) => (ok == null ? "not measured" : ok ? "pass" : "FAIL");
  const x = (r: number | null) => (r == null ? "–" : `${r.toFixed(2)}×`);
  const jsKiB = ours.networkJs ? ours.networkJs.gzip / 1024 : null;
  const first = ratio(ours.load?.firstInput.median, hand.load?.firstInput.median);
  const key = ratio(etOrThreshold(ours.keystroke?.etP95.median), etOrThreshold(hand.keystroke?.etP95.median));
  const lostOurs = lost("ours") ?? (ours.keystroke?.valueOk ? 0 : null);
  const validate = ratio(ours.validation?.ms.median, hand.validation?.ms.median);
  console.log(`\nbudgets (ours against hand-written, same run):`);
  console.log(
    markdownTable(
      ["budget", "hand-written", "ours", "ours / hand-written", "limit", "result"],
      [
        [
          "route JS (gzip, what the page loads)",
          `${kib(hand.networkJs?.gzip)} KiB`,
          `${kib(ours.networkJs?.gzip)} KiB`,
          x(ratio(ours.networkJs?.gzip, hand.networkJs?.gzip)),
          `≤ ${BUDGET.routeJsKiB} KiB`,
          verdict(jsKiB == null ? null : jsKiB <= BUDGET.routeJsKiB),
        ],
        [
          "first input",
          `${ms(hand.load?.firstInput)} ms`,
          `${ms(ours.load?.firstInput)} ms`,
          x(first),
          `≤ ${BUDGET.firstInput}×`,
          verdict(first == null ? null : first <= BUDGET.firstInput),
        ],
        [
          "keystroke Event Timing p95",
          `${et(hand.keystroke?.etP95)} ms`,
          `${et(ours.keystroke?.etP95)} ms`,
          x(key),
          `≤ ${BUDGET.keystrokeP95}×`,
          verdict(key == null ? null : key <= BUDGET.keystrokeP95),
        ],
        [
          "characters lost, 30 typed back to back",
          `${lost("handwritten") ?? "–"}`,
          `${lostOurs ?? "–"}`,
          "",
          "0",
          verdict(lostOurs == null ? null : lostOurs === 0),
        ],
        [
          "empty submit → all errors shown",
          `${ms(hand.validation?.ms)} ms`,
          `${ms(ours.validation?.ms)} ms`,
          x(validate),
          `≤ ${BUDGET.validate}×`,
          verdict(validate == null ? null : validate <= BUDGET.validate),
        ],
      ],
      [false, true, true, true, true, false],
    ),
  );
  // Beside the budgets: the same comparisons against the anchors the bench serves.
  type Figure = [string, (t: TargetResult) => Spread | undefined, typeof ms, number, "≤" | "<"];
  const anchorTable = (targetName: string, heading: string, column: string, figures: Figure[]) => {
    const anchor = results.targets.find((t) => t.name === targetName && t.ok);
    if (!anchor) return;
    console.log(`\nagainst ${heading}, same run:`);
    const rows = figures.map(([figure, pick, show, limit, bound]) => {
      // Under Event Timing's threshold nothing is reported: counted as the threshold, as above.
      const value = (t: TargetResult) => (show === et ? etOrThreshold(pick(t)?.median) : pick(t)?.median);
      const r = ratio(value(ours), value(anchor));
      // At the threshold itself, ours has no slower keystroke to be behind with (as above).
      const atThreshold = show === et && value(ours) === ET_THRESHOLD;
      const within = r == null ? "–" : atThreshold || (bound === "≤" ? r <= limit : r < limit) ? "within" : "over";
      return [figure, `${show(pick(anchor))} ms`, `${show(pick(ours))} ms`, x(r), `${bound} ${limit}× (${within})`];
    });
    console.log(markdownTable(["figure", column, "ours", "ours / it", "limit"], rows, [false, true, true, true, true]));
  };
  const handWrittenFigures: Figure[] = [
    ["first input", (t) => t.load?.firstInput, ms, BUDGET.firstInput, "≤"],
    ["keystroke Event Timing p95", (t) => t.keystroke?.etP95, et, BUDGET.keystrokeP95, "≤"],
    ["empty submit → all errors shown", (t) => t.validation?.ms, ms, BUDGET.validate, "≤"],
  ];
  const servedAsApp = "served as the app is (the app's response headers, Cross-Origin-Opener-Policy among them)";
  anchorTable(asApp("handwritten"), `hand-written ${servedAsApp}`, "hand-written, app's headers", handWrittenFigures);
  anchorTable(
    inAppPage("handwritten"),
    "hand-written's form in the app's own page (its static top, GOV.UK's stylesheet, the head script; the app's headers)",
    "hand-written in the app's page",
    handWrittenFigures,
  );
  const rjsfFigures: Figure[] = [
    ["first input", (t) => t.load?.firstInput, ms, 1, "<"],
    ["keystroke Event Timing p95", (t) => t.keystroke?.etP95, et, 1, "<"],
    ["30 characters back to back", (t) => t.typing?.wall, ms, 1, "<"],
    ["empty submit → all errors shown", (t) => t.validation?.ms, ms, 1, "<"],
  ];
  anchorTable(asApp("rjsf-precompiled"), `RJSF precompiled ${servedAsApp}`, "RJSF precompiled, app's headers", rjsfFigures);
  anchorTable(
    inAppPage("rjsf-precompiled"),
    "RJSF precompiled's form in the app's own page",
    "RJSF precompiled in the app's page",
    rjsfFigures,
  );
  if (floor) {
    // What no page on this stack can go under: the budgets' limits read against these.
    console.log(
      `\nthe stack's floor (tools/bench/floor: React DOM and one RJSF field from the default registry, precompiled validator; nothing of the app), same run:`,
    );
    console.log(
      markdownTable(
        ["figure", "hand-written", "stack floor", "ours", "floor / hand-written", "ours / floor"],
        [
          [
            "JS loaded (KiB gzip)",
            kib(hand.networkJs?.gzip),
            kib(floor.networkJs?.gzip),
            kib(ours.networkJs?.gzip),
            x(ratio(floor.networkJs?.gzip, hand.networkJs?.gzip)),
            x(ratio(ours.networkJs?.gzip, floor.networkJs?.gzip)),
          ],
          [
            "first input (ms)",
            ms(hand.load?.firstInput),
            ms(floor.load?.firstInput),
            ms(ours.load?.firstInput),
            x(ratio(floor.load?.firstInput.median, hand.load?.firstInput.median)),
            x(ratio(ours.load?.firstInput.median, floor.load?.firstInput.median)),
          ],
        ],
        [false, true, true, true, true, true],
      ),
    );
  }
  if (rjsf) {
    // Lower is better on every figure: ours must come in under react-jsonschema-form's.
    const ahead = (a: number | null | undefined, b: number | null | undefined) => (a == null || b == null ? null : a < b);
    // Under Event Timing's 16 ms threshold nothing is reported: no slower keystroke to be ahead of.
    const oursKey = etOrThreshold(ours.keystroke?.etP95.median);
    const rjsfKey = etOrThreshold(rjsf.keystroke?.etP95.median);
    console.log(`\nahead of react-jsonschema-form (precompiled), same run:`);
    console.log(
      markdownTable(
        ["figure", "RJSF precompiled", "ours", "ours / RJSF", "result"],
        [
          [
            "first input",
            `${ms(rjsf.load?.firstInput)} ms`,
            `${ms(ours.load?.firstInput)} ms`,
            x(ratio(ours.load?.firstInput.median, rjsf.load?.firstInput.median)),
            verdict(ahead(ours.load?.firstInput.median, rjsf.load?.firstInput.median)),
          ],
          [
            "keystroke Event Timing p95",
            `${et(rjsf.keystroke?.etP95)} ms`,
            `${et(ours.keystroke?.etP95)} ms`,
            x(ratio(oursKey, rjsfKey)),
            verdict(oursKey === ET_THRESHOLD ? true : ahead(oursKey, rjsfKey)),
          ],
          [
            "30 characters back to back",
            `${ms(rjsf.typing?.wall)} ms`,
            `${ms(ours.typing?.wall)} ms`,
            x(ratio(ours.typing?.wall.median, rjsf.typing?.wall.median)),
            verdict(ahead(ours.typing?.wall.median, rjsf.typing?.wall.median)),
          ],
          [
            "empty submit → all errors shown",
            `${ms(rjsf.validation?.ms)} ms`,
            `${ms(ours.validation?.ms)} ms`,
            x(ratio(ours.validation?.ms.median, rjsf.validation?.ms.median)),
            verdict(ahead(ours.validation?.ms.median, rjsf.validation?.ms.median)),
          ],
        ],
        [false, true, true, true, false],
      ),
    );
  }
  if (ours.validation && !ours.validation.counts.includes(ours.validation.expected))
    console.log(`note: ours showed ${ours.validation.counts.join("/")} errors, not the ${ours.validation.expected} the harness waits for`);
}
