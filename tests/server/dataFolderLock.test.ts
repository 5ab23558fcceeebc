/**
 * One server per data folder: a second server on the same PGlite folder is refused with a message
 * naming the folder and the process holding it, leaves the data alone, and the first carries on;
 * closing releases the folder; a lock left by a process that died (kill -9) or went silent is taken over.
 */
import { spawn, spawnSync } from "node:child_process";
import { once } from "node:events";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { hostname, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { createAppServer, type AppServer } from "../../server/app.ts";
import { DataFolderLockedError, lockDataFolder, type DataFolderLock } from "../../server/db/dataFolderLock.ts";
import { startupTimeout } from "./testServer.ts";

const projectRoot = fileURLToPath(new URL("../..", import.meta.url));
const root = realpathSync(mkdtempSync(join(tmpdir(), "quote-lock-test-")));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let folderCount = 0;
const newFolder = () => join(root, `data-${folderCount++}`);

/** A pid that no process has any more: a child that has already exited. */
function deadPid(): number {
  const { pid } = spawnSync(process.execPath, ["-e", ""]);
  return pid!;
}

/** What a holder left behind: the lock folder (with its last refresh time) and who it was. */
function leaveLock(folder: string, holder: { pid: number; host: string }, refreshedSecondsAgo = 0): void {
  mkdirSync(folder, { recursive: true });
  mkdirSync(`${folder}.lock`);
  const at = new Date(Date.now() - refreshedSecondsAgo * 1000);
  utimesSync(`${folder}.lock`, at, at);
  writeFileSync(`${folder}.lock-holder.json`, JSON.stringify({ ...holder, since: at.toISOString() }));
}

const holderOf = (folder: string) => JSON.parse(readFileSync(`${folder}.lock-holder.json`, "utf8"));

describe("lockDataFolder", () => {
  const held: DataFolderLock[] = [];
  const take = async (folder: string) => {
    const lock = await lockDataFolder(folder);
    held.push(lock);
    return lock;
  };
  afterEach(async () => {
    await Promise.all(held.splice(0).map((lock) => lock.release()));
  });

  it("refuses a second holder, naming the folder and the holding process, until the first releases", async () => {
    const folder = newFolder();
    const first = await take(folder);
    expect(first.folder).toBe(folder);
    expect(holderOf(folder)).toMatchObject({ pid: process.pid, host: hostname() });

    const refused = await lockDataFolder(folder).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataFolderLockedError);
    expect((refused as Error).message).toBe(
      `The data folder ${folder} is in use by process ${process.pid} on ${hostname()}: stop that server first, or use another data folder`,
    );

    await first.release();
    expect(existsSync(`${folder}.lock`)).toBe(false);
    expect(existsSync(`${folder}.lock-holder.json`)).toBe(false);
    await expect(take(folder)).resolves.toMatchObject({ folder });
  });

  it("takes over at once a lock whose holder on this host no longer exists (kill -9)", async () => {
    const folder = newFolder();
    leaveLock(folder, { pid: deadPid(), host: hostname() });
    await take(folder);
    expect(holderOf(folder)).toMatchObject({ pid: process.pid, host: hostname() });
  });

  it("respects a fresh lock of another host, and takes it over once it has not been refreshed for 20 s", async () => {
    const folder = newFolder();
    leaveLock(folder, { pid: process.pid, host: "other-host" });
    await expect(lockDataFolder(folder)).rejects.toThrow(`The data folder ${folder} is in use by process ${process.pid} on other-host`);

    const stale = newFolder();
    leaveLock(stale, { pid: process.pid, host: "other-host" }, 21);
    await take(stale);
    expect(holderOf(stale)).toMatchObject({ pid: process.pid, host: hostname() });
  });

  it("names no process when the holder is unknown", async () => {
    const folder = newFolder();
    mkdirSync(folder);
    mkdirSync(`${folder}.lock`);
    await expect(lockDataFolder(folder)).rejects.toThrow(`The data folder ${folder} is in use by another process: stop that server first`);
  });

  it("stops the holding process when its lock is removed from under it", async () => {
    const folder = newFolder();
    const holder = spawn(
      process.execPath,
      [
        "--import",
        "tsx",
        "--input-type=module",
        "-e",
        `await (await import("./server/db/dataFolderLock.ts")).lockDataFolder(${JSON.stringify(folder)}); console.log("locked"); setInterval(() => {}, 1000);`,
      ],
      { cwd: projectRoot, stdio: ["ignore", "pipe", "pipe"] },
    );
    let stderr = "";
    holder.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = once(holder, "exit");
    await once(holder.stdout, "data");
    rmSync(`${folder}.lock`, { recursive: true });
    // The holder notices on its next refresh (every 5 s).
    expect(await exited).toEqual([1, null]);
    expect(stderr).toContain(`Lost the lock on the data folder ${folder}`);
  }, 30_000);
});

describe("servers on one data folder", () => {
  const folder = newFolder();
  const servers: AppServer[] = [];
  const start = async (options: { databaseThread?: boolean } = {}) => {
    const app = await createAppServer({ port: 0, dataDir: folder, staticDir: "/nonexistent-static-dir", log: () => undefined, ...options });
    servers.push(app);
    // The start's background round (reconciliation, retention) writes to the folder: done before it is compared.
    await app.settled();
    return app;
  };
  afterAll(() => Promise.all(servers.map((app) => app.close())), startupTimeout);

  /** The server answers GraphQL. */
  const answers = async (app: AppServer) => {
    const response = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ __typename }" }),
    });
    return { status: response.status, body: await response.json() };
  };
  /** Every file in the data folder with its size and modification time. */
  const snapshot = (dir: string): string[] =>
    readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const path = join(entry.parentPath, entry.name);
        const { size, mtimeMs } = statSync(path);
        return `${path} ${size} ${mtimeMs}`;
      })
      .sort();

  it(
    "refuses a second server (on either database thread) with the folder and holder, leaving the data and the first server alone",
    async () => {
      const first = await start();
      const before = snapshot(folder);
      for (const databaseThread of [false, true]) {
        await expect(start({ databaseThread })).rejects.toThrow(
          `The data folder ${folder} is in use by process ${process.pid} on ${hostname()}: stop that server first, or use another data folder`,
        );
      }
      expect(snapshot(folder)).toEqual(before);
      expect(await answers(first)).toEqual({ status: 200, body: { data: { __typename: "Query" } } });
      await first.db.exec("CREATE TABLE lock_test_note (body text); INSERT INTO lock_test_note VALUES ('kept')");
      expect((await first.db.query("SELECT body FROM lock_test_note")).rows).toEqual([{ body: "kept" }]);
    },
    2 * startupTimeout, // the first start on a new folder creates the database
  );

  it(
    "lets a new server start once the first has closed, with the first's data",
    async () => {
      const first = servers.pop()!;
      await first.close();
      expect(existsSync(`${folder}.lock`)).toBe(false);

      const next = await start({ databaseThread: true });
      expect((await next.db.query("SELECT body FROM lock_test_note")).rows).toEqual([{ body: "kept" }]);
      await next.close();
      servers.pop();
    },
    startupTimeout,
  );

  it(
    "starts on a folder whose lock was left by a server killed with kill -9",
    async () => {
      leaveLock(folder, { pid: deadPid(), host: hostname() });
      const app = await start({ databaseThread: true });
      expect(holderOf(folder)).toMatchObject({ pid: process.pid });
      expect((await answers(app)).status).toBe(200);
    },
    startupTimeout,
  );
});
