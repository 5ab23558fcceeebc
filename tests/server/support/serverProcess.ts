/**
 * The real server as production runs it (`node --import tsx server/main.ts`), in a child process,
 * so a test can kill it outright and start it again. It listens on a free loopback port; the URL
 * comes from its "ready" line.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const projectRoot = fileURLToPath(new URL("../../..", import.meta.url));
const readyLine = /Quote journey ready at http:\/\/[^:\s]+:(\d+)/;

export interface ServerProcessOptions {
  /** PGlite folder (DATA_DIR), used unless databaseUrl is given. */
  dataDir?: string;
  /** PostgreSQL (DATABASE_URL). */
  databaseUrl?: string;
  /** Where quote emails would be written (MAIL_OUTBOX_DIR); device orders and credit agreements go beside it. */
  outboxDir: string;
  /** How long the start may take before the process is killed and the start fails. */
  startTimeoutMs: number;
  /** More environment variables (NODE_ENV, PAYMENTS, …), over the defaults above. */
  env?: NodeJS.ProcessEnv;
}

export interface ServerProcess {
  /** http://127.0.0.1:PORT */
  url: string;
  pid: number;
  /** Everything it has printed so far (stdout and stderr), for failure messages. */
  output(): string;
  /** Resolves once its output (stdout and stderr) matches the pattern. */
  waitForOutput(pattern: RegExp): Promise<void>;
  /** Sends the signal and waits for the process to end: its exit code, or the signal that ended it. */
  stop(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const env: NodeJS.ProcessEnv = {
    ...withoutPaymentKeys(process.env),
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: options.dataDir ?? "",
    DATABASE_URL: options.databaseUrl ?? "",
    STATIC_DIR: "/nonexistent-static-dir",
    MAIL_OUTBOX_DIR: options.outboxDir,
    // A take-up's device order and credit agreement, never in the project's own .data.
    DISPATCH_OUTBOX_DIR: join(dirname(options.outboxDir), "dispatch"),
    FINANCE_OUTBOX_DIR: join(dirname(options.outboxDir), "finance"),
    SMTP_URL: "",
    ...options.env,
  };
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: projectRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const waiting = new Set<{ pattern: RegExp; resolve: () => void }>();
  const onOutput = (chunk: Buffer) => {
    output += chunk.toString();
    for (const waiter of waiting) {
      if (!waiter.pattern.test(output)) continue;
      waiting.delete(waiter);
      waiter.resolve();
    }
  };
  child.stdout!.on("data", onOutput);
  child.stderr!.on("data", onOutput);
  // "close", not "exit": by then everything it printed has been read.
  const exited = once(child, "close") as Promise<[number | null, NodeJS.Signals | null]>;

  const port = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`The server did not start within ${options.startTimeoutMs} ms:\n${output}`));
    }, options.startTimeoutMs);
    const onData = () => {
      const ready = readyLine.exec(output);
      if (!ready) return;
      clearTimeout(timer);
      child.stdout!.off("data", onData);
      resolve(ready[1]);
    };
    child.stdout!.on("data", onData);
    void exited.then(([code, signal]) => {
      clearTimeout(timer);
      reject(new ServerStartFailure(code, signal, output));
    });
  });

  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    output: () => output,
    waitForOutput: (pattern) =>
      pattern.test(output) ? Promise.resolve() : new Promise<void>((resolve) => void waiting.add({ pattern, resolve })),
    stop: async (signal) => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      const [code, endedBy] = await exited;
      return { code, signal: endedBy };
    },
  };
}

/** A server that stopped before it was ready: how it ended, and everything it printed. */
export class ServerStartFailure extends Error {
  constructor(
    readonly code: number | null,
    readonly signal: NodeJS.Signals | null,
    readonly output: string,
  ) {
    super(`The server stopped while starting (exit code ${code}, signal ${signal}):\n${output}`);
    this.name = "ServerStartFailure";
  }
}

/** Card payments stay on the local processor whatever the developer's shell has set. */
function withoutPaymentKeys(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([name]) => !name.startsWith("STRIPE_")));
}
