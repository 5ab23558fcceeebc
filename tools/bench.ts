/**
 * `npm run bench`: size and speed figures, printed as a table. Sizes come from a production build;
 * engine timings from the real journeys (median of many runs); the server from a real start on a
 * fresh embedded database with loopback requests, then on a throwaway PostgreSQL with one and two
 * app servers (tools/bench/postgresLoad.ts). Nothing here asserts: it measures.
 *
 * Two browser parts run only when named, because each takes minutes (a production build, a real
 * server and a browser per page or per form renderer): `npm run bench -- browser` measures the
 * /history budgets against a hand-written React page and the form engines (tools/bench/browserBudgets.ts),
 * `npm run bench -- lighthouse` scores every journey route (tools/bench/lighthouse.ts).
 */
import { execFileSync, execSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { performance } from "node:perf_hooks";
import { logicData, replayPath, validatePage, withDefaults } from "../src/engine/index.ts";
import { ajvCheck } from "../server/journeys/ajvCheck.ts";
import { loadAllJourneys } from "../server/journeys/readJourneys.ts";
import { cpuFromStat } from "./bench/processCpu.ts";
import { failed, latencies, loadSeconds, openLoad, rateQuoteBody } from "./bench/rateQuoteLoad.ts";
import { serverStarts } from "./bench/serverStarts.ts";

const rows: [string, string][] = [];
const record = (name: string, value: string) => rows.push([name, value]);

function median(runs: number, fn: () => void): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)];
}

function bundleSizes() {
  execSync("npx vite build --logLevel error", { stdio: "inherit" });
  const assets = join("dist", "assets");
  let js = 0;
  let css = 0;
  for (const file of readdirSync(assets)) {
    const bytes = gzipSync(readFileSync(join(assets, file))).length;
    if (file.endsWith(".js")) js += bytes;
    if (file.endsWith(".css")) css += bytes;
  }
  const raw = readdirSync(assets)
    .filter((f) => f.endsWith(".js"))
    .reduce((n, f) => n + statSync(join(assets, f)).size, 0);
  record("app JavaScript (gzip)", `${(js / 1024).toFixed(1)} KiB (${(raw / 1024).toFixed(0)} KiB raw)`);
  record("app CSS (gzip)", `${(css / 1024).toFixed(1)} KiB`);
}

function engineTimings() {
  const clock = { today: () => "2026-11-22" };
  let start = performance.now();
  const results = loadAllJourneys();
  record("load + resolve all journeys", `${(performance.now() - start).toFixed(1)} ms`);
  const journeys = Object.values(results).map((r) => r.journey!);
  start = performance.now();
  const check = ajvCheck(journeys);
  record("compile answer validators (Node, ajv)", `${(performance.now() - start).toFixed(1)} ms`);
  const car = results.car.journey!;
  const draft = withDefaults(car, { product: "car", numberplate: "AB12 CDE" }, clock);
  const page = car.pages["driver-personal"];
  const data = logicData({ journey: car, draft, section: page.section, clock });
  record("validate Your details (median of 2000)", `${(median(2000, () => validatePage(page, data, check)) * 1000).toFixed(0)} µs`);
  const submitted = new Set(car.pageOrder);
  record(
    "replay the car path (median of 2000)",
    `${(median(2000, () => replayPath({ journey: car, draft, submitted, clock, check })) * 1000).toFixed(0)} µs`,
  );
  const slots = new Set([...submitted].map((id) => `${id}@0`));
  record(
    "replay a named driver's chain to its first page (median of 2000)",
    `${(median(2000, () => replayPath({ journey: car, draft, submitted: slots, clock, check, start: car.namedStartPage, index: 0 })) * 1000).toFixed(0)} µs`,
  );
}

/**
 * `npm run lint:journeys` as an analyst runs it: a child process each time, over the real journeys.
 * A first run (not timed) builds the linter's cached bundle and schema validators, as any earlier
 * run would have; the figure is the median of the runs after it.
 */
function lintTimings(runs = 7) {
  const lint = () => execFileSync(process.execPath, ["tools/lint/bundledCli.mjs"], { encoding: "utf8" });
  lint();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    lint();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  // The machine's load goes with the figure: on a busy machine wall time is not the linter's.
  record(
    `lint:journeys wall time (5 products, median of ${runs}; load average ${loadavg()[0].toFixed(1)})`,
    `${times[Math.floor(runs / 2)].toFixed(0)} ms`,
  );
}

async function serverTimings() {
  await serverStarts(record);
  const dataDir = mkdtempSync(join(tmpdir(), "quote-bench-"));
  const { createAppServer } = await import("../server/app.ts");
  let start = performance.now();
  // The rateQuote draft's cover starts on the quote tests' fixed day, so the server rates on that day too.
  const { clock } = await import("../tests/server/quoteDrafts.ts");
  // As server/main.ts runs it: drafts are validated on a worker thread, the database runs on another.
  const app = await createAppServer({
    port: 0,
    dataDir,
    staticDir: "dist",
    clock: { ...clock, now: () => new Date() },
    validationWorker: true,
    databaseThread: true,
  });
  record("server start in the bench process (new embedded database)", `${(performance.now() - start).toFixed(0)} ms`);
  const query = JSON.stringify({ query: '{ vehicleByReg(registration: "AB12CDE") { abicode } }' });
  const times: number[] = [];
  for (let i = 0; i < 200; i++) {
    start = performance.now();
    const response = await fetch(`${app.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: query });
    await response.json();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  record("vehicleByReg round trip p50 / p95 (200 requests)", `${times[100].toFixed(1)} ms / ${times[190].toFixed(1)} ms`);
  await rateQuoteLoad(app.url);
  await app.close();
  // The same load on PostgreSQL, with one app server and with two.
  await (await import("./bench/postgresLoad.ts")).postgresLoad(record);
}

/** CPU time of each of this process's threads so far, by thread id (Linux /proc). */
function threadCpuMs(): Map<string, number> {
  const cpu = new Map<string, number>();
  for (const tid of readdirSync("/proc/self/task")) {
    try {
      cpu.set(tid, cpuFromStat(readFileSync(`/proc/self/task/${tid}/stat`, "utf8")));
    } catch {
      // A thread that ended between listing and reading: it has no more CPU time to count.
    }
  }
  return cpu;
}

/**
 * rateQuote at a steady rate (bench/rateQuoteLoad.ts) on the in-process server. The server's CPU
 * is that of this process's threads that ran before the client's worker started (main, database,
 * validation, V8's helpers): the client's own thread is left out.
 */
async function rateQuoteLoad(url: string) {
  const body = await rateQuoteBody(url);
  const seconds = loadSeconds();
  const serverCpu = () => {
    const before = threadCpuMs();
    return () => {
      let ms = 0;
      for (const [tid, after] of threadCpuMs()) if (before.has(tid)) ms += after - before.get(tid)!;
      return ms;
    };
  };
  const load = (count: number, perSecond: number) => openLoad({ urls: [url], body, count, perSecond, cpu: serverCpu });
  await load(300, 100); // warm-up: JIT, database caches
  // The target rate, and a lower one to show the latency below saturation.
  for (const rate of [200, 150]) {
    const run = await load(rate * seconds, rate);
    const { times, failures, elapsed, cpu: cpuMs } = run;
    record(
      `rateQuote at ${rate}/s for ${seconds} s (${times.length - failures} rated, ${failed(run)}, ${(times.length / elapsed).toFixed(0)}/s achieved; load average ${loadavg()[0].toFixed(1)})`,
      `${latencies(times)}; server CPU ${(cpuMs / times.length).toFixed(1)} ms per request`,
    );
  }
}

// `npm run bench -- server` (or `engine`, `lint`, `size`) measures one part only; `browser`, `lighthouse` and `studio` run only when named.
const only = process.argv[2];
if (!only || only === "size") bundleSizes();
if (!only || only === "engine") engineTimings();
if (!only || only === "lint") lintTimings();
if (!only || only === "server") await serverTimings();
if (only === "browser") await (await import("./bench/browserBudgets.ts")).browserBudgets(process.argv.slice(3));
if (only === "studio") await (await import("./bench/studioLive.ts")).studioLiveTimings(record);
if (only === "lighthouse") await (await import("./bench/lighthouse.ts")).lighthouseRoutes(process.argv.slice(3));
if (rows.length > 0) {
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(`\n${"measure".padEnd(width)}  value`);
  for (const [name, value] of rows) console.log(`${name.padEnd(width)}  ${value}`);
}
