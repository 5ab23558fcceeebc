/**
 * A throwaway PostgreSQL server for the bench, started and stopped by tools/postgres-server.sh,
 * the script `npm run test:postgres` starts its own with. Stopped (and its folder removed) however
 * the bench ends.
 */
import { execFileSync } from "node:child_process";
import pg from "pg";
import { processTreeCpuMs } from "./processCpu.ts";

export interface RunningPostgres {
  /** Creates an empty database on the server; answers its URL. */
  createDatabase(name: string): Promise<string>;
  /** CPU time the server has used so far: the postmaster, its helpers and every backend, ended or running. */
  cpuMs(): number;
  stop(): void;
}

/** Starts one; throws with the script's one line (no server installed, say) when it cannot. */
export function startPostgres(): RunningPostgres {
  let started: string;
  try {
    started = execFileSync("bash", ["tools/postgres-server.sh", "start"], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  } catch (error) {
    throw new Error((error as { stderr?: string }).stderr?.trim() || (error as Error).message);
  }
  const [dir, url, pid] = started.trim().split(" ");
  let stopped = false;
  const interrupted = () => process.exit(130); // runs the exit handler below
  const stop = () => {
    if (stopped) return;
    stopped = true;
    process.removeListener("exit", stop);
    process.removeListener("SIGINT", interrupted);
    process.removeListener("SIGTERM", interrupted);
    execFileSync("bash", ["tools/postgres-server.sh", "stop", dir], { stdio: "ignore" });
  };
  // pg_ctl starts the server in a session of its own: Ctrl+C reaches this process, not the server.
  process.once("exit", stop);
  process.once("SIGINT", interrupted);
  process.once("SIGTERM", interrupted);
  return {
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      const database = new URL(url);
      database.pathname = `/${name}`;
      return database.toString();
    },
    cpuMs: () => processTreeCpuMs(Number(pid)),
    stop,
  };
}
