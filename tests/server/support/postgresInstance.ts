/**
 * A PostgreSQL server of a test's own, which it may stop and start again under a running app (the
 * shared one tools/test-postgres.sh starts serves every other test file, so it is never touched).
 * Started as that script starts its server: Debian's initdb and pg_ctl in a temporary folder, on a
 * free loopback port, as the postgres user when the tests run as root (PostgreSQL refuses root).
 */
import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** The newest installed server's programs (/usr/lib/postgresql/<version>/bin), or undefined without one. */
export function postgresBinDir(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((version) => existsSync(join(root, version, "bin", "pg_ctl")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && join(root, versions[0], "bin");
}

export interface PostgresInstance {
  /** postgres://postgres@127.0.0.1:PORT/postgres (trust authentication: no password). */
  url: string;
  /** Stops the server: `fast` ends every session at once, as a restart does; waits until it is down. */
  stop(mode?: "fast" | "immediate"): Promise<void>;
  /** Starts it again on the same folder and port; waits until it takes connections. */
  start(): Promise<void>;
  /** Stops it if running and deletes its folder. */
  remove(): Promise<void>;
}

export async function startPostgresInstance(bin: string): Promise<PostgresInstance> {
  const asRoot = userInfo().uid === 0;
  const asOwner = (program: string, args: string[]) =>
    asRoot ? run("runuser", ["-u", "postgres", "--", join(bin, program), ...args]) : run(join(bin, program), args);
  const dir = mkdtempSync(join(tmpdir(), "quote-pg-own-"));
  if (asRoot) {
    const { stdout } = await run("id", ["-u", "postgres"]);
    chownSync(dir, Number(stdout.trim()), -1);
  }
  const data = join(dir, "data");
  const port = await freePort();
  // Durability as deployed (synchronous commit): only fsync is off, which matters to a machine crash, not to a server restart.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`;
  await asOwner("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--no-sync"]);
  const start = async () => void (await asOwner("pg_ctl", ["-D", data, "-l", join(dir, "log"), "-w", "-o", options, "start"]));
  const stop = async (mode: "fast" | "immediate" = "fast") => void (await asOwner("pg_ctl", ["-D", data, "-m", mode, "-w", "stop"]));
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async remove() {
      await stop("immediate").catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A port nothing listens on now (the OS's pick, released at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
