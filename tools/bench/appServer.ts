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
  /** The server's process, for its CPU time. */
  pid: number;
  stop: () => Promise<void>;
}

/**
 * Starts `server/main.ts` (or another `entry` that starts it the same way) on 127.0.0.1:`port` (`0`
 * picks a free one) over `staticDir`, on a new data folder or on `databaseUrl`, and resolves once it
 * prints that it is ready. The folder (data, mail, device orders) goes when the server is stopped.
 */
export async function startApp({
  port,
  staticDir = BENCH_DIST,
  databaseUrl,
  entry = "server/main.ts",
  readyWithinMs = 120_000,
}: {
  port: number;
  staticDir?: string;
  databaseUrl?: string;
  entry?: string;
  readyWithinMs?: number;
}): Promise<RunningApp> {
  const dataDir = mkdtempSync(join(tmpdir(), "quote-bench-app-"));
  const child = spawn(process.execPath, ["--import", "tsx", entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: join(dataDir, "pglite"),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      STATIC_DIR: staticDir,
      MAIL_OUTBOX_DIR: join(dataDir, "outbox"),
      DISPATCH_OUTBOX_DIR: join(dataDir, "dispatch"),
      FINANCE_OUTBOX_DIR: join(dataDir, "finance"),
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
  const ready = /Quote journey ready at http:\/\/[^:]+:(\d+)/;
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
    port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the app did not say it was ready within ${readyWithinMs / 1000} s:\n${log}`)),
        readyWithinMs,
      );
      const read = (chunk: Buffer) => {
        if (ready.test(log)) return; // later output is drained, not kept
        log += chunk.toString();
        const found = ready.exec(log);
        if (found) {
          clearTimeout(timer);
          resolve(Number(found[1]));
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
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop };
}
