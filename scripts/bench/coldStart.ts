/**
 * Cold start of the bundled server (`npm start`'s `node dist-server/main.mjs`) on an existing data
 * folder: one start creates the database, then three more are each timed from spawning the
 * process to the first answered GraphQL request; the median is reported.
 */
import { spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
// @ts-expect-error -- plain JavaScript build script, without type declarations
import { buildServer } from "../buildServer.mjs";

export async function coldStart(record: (name: string, value: string) => void): Promise<void> {
  const outDir = (await buildServer()) as string;
  const dataDir = join(mkdtempSync(join(tmpdir(), "quote-bench-cold-")), "pglite");
  await timeStart(join(outDir, "main.mjs"), dataDir);
  const times: number[] = [];
  for (let i = 0; i < 3; i++) times.push(await timeStart(join(outDir, "main.mjs"), dataDir));
  times.sort((a, b) => a - b);
  record(`coldStart: bundled server, existing data folder, spawn to first answer (median of 3, load average ${loadavg()[0].toFixed(1)})`, `${times[1].toFixed(0)} ms`);
}

async function timeStart(main: string, dataDir: string): Promise<number> {
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
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    await response.json();
    return performance.now() - started;
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    }
  }
}
