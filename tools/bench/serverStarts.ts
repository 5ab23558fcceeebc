/**
 * The server as `npm start` runs it (the esbuild bundle, `node dist-server/main.mjs`), started on
 * one new data folder: the first start creates the database, then three more are the cold start
 * of an existing one (median reported). Each is timed from spawning the process to the first
 * answered GraphQL request, with the CPU time the process used by then (all its threads: on a
 * busy machine wall time is not the server's).
 */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { buildServer } from "../buildServer.mjs";
import { processCpuMs } from "./processCpu.ts";

interface Start {
  wallMs: number;
  cpuMs: number;
}

export async function serverStarts(record: (name: string, value: string) => void): Promise<void> {
  const main = join((await buildServer()) as string, "main.mjs");
  const dataDir = join(mkdtempSync(join(tmpdir(), "quote-bench-start-")), "pglite");
  const first = await timeStart(main, dataDir);
  record(`server first start, new data folder: spawn to first answer (load average ${loadavg()[0].toFixed(1)})`, figure(first));
  const cold: Start[] = [];
  for (let i = 0; i < 3; i++) cold.push(await timeStart(main, dataDir));
  cold.sort((a, b) => a.wallMs - b.wallMs);
  record(
    `server cold start, existing data folder: spawn to first answer (median of 3, load average ${loadavg()[0].toFixed(1)})`,
    figure(cold[1]),
  );
}

const figure = ({ wallMs, cpuMs }: Start) => `${wallMs.toFixed(0)} ms (${cpuMs} ms CPU)`;

async function timeStart(main: string, dataDir: string): Promise<Start> {
  const started = performance.now();
  const child = spawn(process.execPath, [main], {
    env: { ...process.env, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, MAIL_OUTBOX_DIR: join(dataDir, "..", "outbox") },
    stdio: ["ignore", "pipe", "inherit"],
  });
  try {
    const port = await new Promise<string>((resolve, reject) => {
      let output = "";
      child.stdout!.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        const ready = /ready at http:\/\/localhost:(\d+)/.exec(output);
        if (ready) resolve(ready[1]);
      });
      child.once("exit", (code) => reject(new Error(`The server stopped before it was ready (exit code ${code})`)));
    });
    const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: '{ vehicleByReg(registration: "AB12CDE") { abicode } }' }),
    });
    await response.json();
    return { wallMs: performance.now() - started, cpuMs: processCpuMs(child.pid!) };
  } finally {
    // A server that stopped on its own has nothing left to wait for.
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
  }
}
