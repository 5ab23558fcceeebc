/**
 * `npm run bench -- server` on PostgreSQL (DATABASE_URL, the scale path), beside the embedded
 * database's figures: a throwaway local server (postgresServer.ts), then one and then two app
 * servers, each a process of its own on one database of it, requests taking turns between them.
 * For each: rateQuote at a steady rate with its latency and CPU per request (the app servers'
 * processes and PostgreSQL's, the load client's left out), and the highest rate held with p99
 * under 50 ms, found by stepping the rate up. Figures per core of the machine, with its load.
 */
import { cpus, loadavg } from "node:os";
import { startApp, type RunningApp } from "./appServer.ts";
import { startPostgres, type RunningPostgres } from "./postgresServer.ts";
import { processCpuMs } from "./processCpu.ts";
import { failed, latencies, loadSeconds, openLoad, percentile, rateQuoteBody, type LoadRun } from "./rateQuoteLoad.ts";
import { loadLine, markdownTable } from "./table.ts";

/** The steady rate: the embedded database's lower one, so the figures compare. */
const steadyRate = 150;
/** The latency a rate must keep its p99 under to count as held. */
const p99LimitMs = 50;
/** The search steps up by 50/s, then tries half a step below the first rate missed. */
const step = 50;
const maxRate = 1000;
/** BENCH_STEP_SECONDS: how long each step of the search lasts. */
const stepSeconds = () => Number(process.env.BENCH_STEP_SECONDS) || 5;

interface Cpu {
  app: number;
  db: number;
}
type Run = LoadRun<Cpu>;

export async function postgresLoad(record: (name: string, value: string) => void): Promise<void> {
  let postgres: RunningPostgres;
  try {
    postgres = startPostgres();
  } catch (error) {
    record("rateQuote on PostgreSQL", `skipped: ${(error as Error).message}`);
    return;
  }
  const cores = cpus().length;
  const before = loadavg();
  const table: string[][] = [];
  try {
    for (const servers of [1, 2]) table.push(await configuration(postgres, servers, cores, record));
  } finally {
    postgres.stop();
  }
  console.log(
    `\nrateQuote on PostgreSQL, at ${steadyRate}/s for ${loadSeconds()} s, and the highest rate held with p99 under ${p99LimitMs} ms (${stepSeconds()} s steps)\n`,
  );
  console.log(
    markdownTable(
      [
        "app servers",
        "p50 / p95 / p99",
        "CPU per request (app + PostgreSQL)",
        "requests/s per core of CPU",
        "highest rate held",
        "per core",
      ],
      table,
    ),
  );
  console.log(`\nbefore: ${loadLine(before, cores)}; after: ${loadLine(loadavg(), cores)}`);
}

async function configuration(postgres: RunningPostgres, servers: number, cores: number, record: (name: string, value: string) => void) {
  const label = `${servers} app server${servers === 1 ? "" : "s"}`;
  const databaseUrl = await postgres.createDatabase(`quotes_bench_${servers}`);
  // Started together, as a scaled-out group starts: the migrations are applied once, under their lock.
  const apps: RunningApp[] = await Promise.all(
    Array.from({ length: servers }, () => startApp({ port: 0, staticDir: "dist", databaseUrl, entry: "tools/bench/ratingServer.ts" })),
  );
  try {
    const urls = apps.map((app) => app.url);
    const body = await rateQuoteBody(urls[0]);
    const appCpu = () => apps.reduce((ms, app) => ms + processCpuMs(app.pid), 0);
    const cpu = () => {
      const [appBefore, dbBefore] = [appCpu(), postgres.cpuMs()];
      return () => ({ app: appCpu() - appBefore, db: postgres.cpuMs() - dbBefore });
    };
    const load = (count: number, perSecond: number) => openLoad({ urls, body, count, perSecond, cpu });
    await load(300 * servers, 100); // warm-up: JIT, caches, the pools' connections
    const seconds = loadSeconds();
    const steady = await load(steadyRate * seconds, steadyRate);
    const [app, db] = [steady.cpu.app / steady.times.length, steady.cpu.db / steady.times.length];
    const capacity = (1000 / (app + db)).toFixed(0);
    record(
      `rateQuote on PostgreSQL, ${label}, at ${steadyRate}/s for ${seconds} s (${steady.times.length - steady.failures} rated, ${failed(steady)}, ${(steady.times.length / steady.elapsed).toFixed(0)}/s achieved; load average ${loadavg()[0].toFixed(1)})`,
      `${latencies(steady.times)}; CPU ${(app + db).toFixed(1)} ms per request (app servers ${app.toFixed(1)} + PostgreSQL ${db.toFixed(1)}): ${capacity} requests/s per core`,
    );
    const { held, missed } = await highestRate(load, holds(steady) ? steadyRate : 0);
    // Not even the lowest step held (a machine busy with other work): say so rather than "0/s".
    const heldFigure = held > 0 ? `${held}/s` : `under ${missed?.rate}/s`;
    const perCore = held > 0 ? `${(held / cores).toFixed(0)}/s` : `under ${((missed?.rate ?? 0) / cores).toFixed(0)}/s`;
    const missedFigure = missed
      ? `; ${missed.rate}/s missed (p99 ${percentile(missed.run.times, 0.99).toFixed(0)} ms, ${failed(missed.run)})`
      : "";
    record(
      `rateQuote on PostgreSQL, ${label}: highest rate with p99 under ${p99LimitMs} ms (${stepSeconds()} s steps; load average ${loadavg()[0].toFixed(1)})`,
      `${heldFigure}, ${perCore} per core of ${cores}${missedFigure}`,
    );
    const cpuFigure = `${(app + db).toFixed(1)} ms (${app.toFixed(1)} + ${db.toFixed(1)})`;
    return [String(servers), latencies(steady.times), cpuFigure, capacity, heldFigure, perCore];
  } finally {
    await Promise.all(apps.map((app) => app.stop()));
  }
}

const holds = (run: Run) => run.failures === 0 && percentile(run.times, 0.99) < p99LimitMs;

/**
 * Steps the rate up from `from` by `step` until a rate is missed (p99 at or over the limit, or a
 * failed request), then tries half a step below it: the highest rate held, and the first one missed.
 */
async function highestRate(load: (count: number, perSecond: number) => Promise<Run>, from: number) {
  const seconds = stepSeconds();
  const attempt = (rate: number) => load(rate * seconds, rate);
  let best = from;
  let missed: { rate: number; run: Run } | undefined;
  for (let rate = from + step; rate <= maxRate; rate += step) {
    const run = await attempt(rate);
    if (!holds(run)) {
      missed = { rate, run };
      break;
    }
    best = rate;
  }
  if (missed && missed.rate - step / 2 > best) {
    const rate = missed.rate - step / 2;
    const run = await attempt(rate);
    if (holds(run)) best = rate;
    else missed = { rate, run };
  }
  return { held: best, missed };
}
