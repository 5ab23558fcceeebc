/**
 * The app as the browser benchmarks see it: a production build in its own folder (so a build for
 * measuring never replaces `dist/` or a test build), served by the real server on a fresh embedded
 * database, started the way `npm start` starts it.
 */
import { spawn, execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The benchmarks' production build. */
export const BENCH_DIST = "dist-bench";

export function buildApp(outDir = BENCH_DIST): void {
  console.log(`building the app into ${outDir}/ (vite build)`);
  execFileSync("npx", ["vite", "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "error"], { stdio: "inherit" });
}

export interface RunningApp {
  url: string;
  stop: () => Promise<void>;
}

/**
 * Starts `server/main.ts` on 127.0.0.1:`port` over `staticDir`, on a new data folder, and resolves
 * once it prints that it is ready. The data folder goes when the server is stopped.
 */
export async function startApp({
  port,
  staticDir = BENCH_DIST,
  readyWithinMs = 120_000,
}: {
  port: number;
  staticDir?: string;
  readyWithinMs?: number;
}): Promise<RunningApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "quote-bench-browser-"));
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: join(dataDir, "pglite"),
      STATIC_DIR: staticDir,
      MAIL_OUTBOX_DIR: join(dataDir, "outbox"),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let exited = false;
  const exitedPromise = new Promise<void>((resolve) =>
    child.once("exit", () => {
      exited = true;
      resolve();
    }),
  );
  // Whatever way this process ends, the server it started ends with it.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  let log = "";
  const stop = async () => {
    process.removeListener("exit", killOnExit);
    if (!exited) {
      child.kill("SIGTERM");
      const forced = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exitedPromise;
      clearTimeout(forced);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the app did not say it was ready within ${readyWithinMs / 1000} s:\n${log}`)),
        readyWithinMs,
      );
      const read = (chunk: Buffer) => {
        if (log.includes("Quote journey ready")) return; // later output is drained, not kept
        log += chunk.toString();
        if (log.includes("Quote journey ready")) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout.on("data", read);
      child.stderr.on("data", read);
      void exitedPromise.then(() => {
        clearTimeout(timer);
        reject(new Error(`the app exited before it was ready:\n${log}`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, stop };
}
