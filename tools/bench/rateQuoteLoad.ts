/**
 * rateQuote at a steady arrival rate, for the server benchmarks: open loop (requests start on
 * schedule whether or not earlier ones have finished, so a slow server shows as latency rather
 * than a lower rate), on loopback, for a bounded time. The load comes from a worker thread, so the
 * client does not share an in-process server's event loop.
 */
import { Worker } from "node:worker_threads";

/** One rateQuote request's body: a complete car quote, walked against the server at `url` by the server tests' helper. */
export async function rateQuoteBody(url: string): Promise<string> {
  const { completeDraft, journeyOf } = await import("../../tests/server/quoteDrafts.ts");
  const graphql = async (query: string, variables: Record<string, unknown> = {}) => {
    const response = await fetch(`${url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query, variables }),
    });
    return { body: (await response.json()) as Record<string, unknown> };
  };
  const answers = await completeDraft({ graphql } as never, "car");
  return JSON.stringify({
    query: "mutation ($body: QuoteBody!) { rateQuote(body: $body) { quoteRef ratingOutcome { optionState } } }",
    variables: { body: { product: "car", journeyVersion: journeyOf("car").version, answers } },
  });
}

/** BENCH_LOAD_SECONDS shortens (or lengthens) each steady run, for a quick look; the default is the figure to report. */
export const loadSeconds = () => Number(process.env.BENCH_LOAD_SECONDS) || 10;

export interface LoadRun<Cpu = number> {
  /** Each request's latency in ms, sorted. */
  times: number[];
  failures: number;
  /** How many failed for each reason: the HTTP status, the first GraphQL error's code, or the socket's error code. */
  reasons: Record<string, number>;
  /** Seconds from the first request sent to the last answered. */
  elapsed: number;
  /** What `cpu` measured over the run. */
  cpu: Cpu;
}

/**
 * Sends `count` requests at `perSecond` from a worker thread, request i to `urls[i % urls.length]`
 * (so several servers take turns). `cpu` starts a CPU measure just before the worker starts; the
 * function it returns reads it once every request is answered.
 */
export function openLoad<Cpu = number>({
  urls,
  body,
  count,
  perSecond,
  cpu,
}: {
  urls: string[];
  body: string;
  count: number;
  perSecond: number;
  cpu: () => () => Cpu;
}): Promise<LoadRun<Cpu>> {
  return new Promise((resolve, reject) => {
    const measured = cpu();
    const worker = new Worker(openLoopClient, {
      eval: true,
      workerData: { urls: urls.map((url) => `${url}/graphql`), body, count, perSecond },
    });
    worker.once("message", (result: Omit<LoadRun, "cpu">) => {
      const cpuUsed = measured();
      resolve({ ...result, times: result.times.sort((a, b) => a - b), cpu: cpuUsed });
    });
    worker.once("error", reject);
  });
}

/** "0 failed", or "47 failed: ECONNRESET 40, INTERNAL_SERVER_ERROR 7". */
export const failed = ({ failures, reasons }: Pick<LoadRun, "failures" | "reasons">) =>
  failures === 0
    ? "0 failed"
    : `${failures} failed: ${Object.entries(reasons)
        .sort(([, a], [, b]) => b - a)
        .map(([reason, count]) => `${reason} ${count}`)
        .join(", ")}`;

/** The latency (ms) below which a share `q` of the sorted times fall. */
export const percentile = (times: number[], q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];

export const latencies = (times: number[]) =>
  `p50 ${percentile(times, 0.5).toFixed(1)} ms / p95 ${percentile(times, 0.95).toFixed(1)} ms / p99 ${percentile(times, 0.99).toFixed(1)} ms`;

/** Worker code (plain JavaScript): sends `count` requests at `perSecond`, answers each one's latency in ms and why any failed. */
const openLoopClient = `
  const { workerData, parentPort } = require("node:worker_threads");
  const http = require("node:http");
  const { urls, body, count, perSecond } = workerData;
  // node:http with kept-alive connections: a lighter client than fetch, so less of the machine's two
  // cores goes to sending the load rather than serving it.
  const agent = new http.Agent({ keepAlive: true });
  const headers = { "content-type": "application/json", "content-length": Buffer.byteLength(body) };
  const post = (url) => new Promise((resolve, reject) => {
    const request = http.request(url, { method: "POST", agent, headers }, (response) => {
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (text += chunk));
      response.on("end", () => {
        if (response.statusCode !== 200) return resolve("HTTP " + response.statusCode);
        const error = JSON.parse(text).errors?.[0];
        resolve(error ? String(error.extensions?.code ?? "GraphQL error") : undefined);
      });
      response.on("error", reject);
    });
    request.on("error", reject);
    request.end(body);
  });
  const times = [];
  const reasons = {};
  let failures = 0;
  const fail = (reason) => {
    failures++;
    reasons[reason] = (reasons[reason] ?? 0) + 1;
  };
  const started = performance.now();
  const sendAt = (i) => new Promise((resolve) => {
    setTimeout(async () => {
      const sent = performance.now();
      try {
        const reason = await post(urls[i % urls.length]);
        if (reason) fail(reason);
      } catch (error) {
        fail(error.code ?? error.message);
      }
      times.push(performance.now() - sent);
      resolve();
    }, Math.max(0, started + (i * 1000) / perSecond - performance.now()));
  });
  Promise.all(Array.from({ length: count }, (_, i) => sendAt(i))).then(() =>
    parentPort.postMessage({ times, failures, reasons, elapsed: (performance.now() - started) / 1000 }));
`;
