/**
 * One server per data folder. PGlite has no lock of its own: a second process on the same folder
 * starts, and each overwrites the other's pages, so acknowledged quotes are lost. The folder is
 * locked with proper-lockfile (an atomic mkdir of `<folder>.lock`, whose mtime the holder keeps
 * fresh), and the holder writes who it is beside it (`<folder>.lock-holder.json`) so a refusal can
 * name the process. A lock whose holder is gone is taken over: at once when the holder ran on this
 * host and its process no longer exists (kill -9, a crash), otherwise once the lock has not been
 * refreshed for `staleMs` (another host, or the pid reused since).
 */
import { mkdir, readFile, realpath, rename, rm, rmdir, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import { lock } from "proper-lockfile";

export interface LockHolder {
  pid: number;
  host: string;
  /** When the holder took the lock (ISO 8601). */
  since: string;
}

export interface DataFolderLock {
  /** The folder's real path. */
  readonly folder: string;
  release(): Promise<void>;
}

/** Long enough that a holder whose event loop is busy for a while (PGlite creating a database on the calling thread) is not thought gone. */
const staleMs = 20_000;
const refreshMs = 5_000;

export class DataFolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: LockHolder | undefined,
  ) {
    const who = holder ? `process ${holder.pid} on ${holder.host}` : "another process";
    super(`The data folder ${folder} is in use by ${who}: stop that server first, or use another data folder`);
    this.name = "DataFolderLockedError";
  }
}

/** Takes the folder (created if missing) for this process, or fails with DataFolderLockedError. */
export async function lockDataFolder(dataDir: string): Promise<DataFolderLock> {
  await mkdir(dataDir, { recursive: true });
  const folder = await realpath(dataDir);
  const lockDir = `${folder}.lock`;
  const holderFile = `${folder}.lock-holder.json`;
  await clearIfHolderIsDead(lockDir, holderFile);

  let unlock: () => Promise<void>;
  try {
    unlock = await lock(folder, {
      lockfilePath: lockDir,
      stale: staleMs,
      update: refreshMs,
      realpath: false,
      // Lost while held (the lock folder removed, or taken over after this process failed to refresh it for
      // staleMs): throwing stops the process, since a server writing beside another one loses data.
      onCompromised: (error) => {
        throw new Error(
          `Lost the lock on the data folder ${folder} (${error.message}); stopping so that no other server's data is overwritten`,
        );
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOCKED") throw new DataFolderLockedError(folder, await readHolder(holderFile));
    throw error;
  }

  const me: LockHolder = { pid: process.pid, host: hostname(), since: new Date().toISOString() };
  // Written then renamed, so a reader never sees half a file.
  const partial = `${holderFile}.${process.pid}.partial`;
  await writeFile(partial, JSON.stringify(me));
  await rename(partial, holderFile);

  let releasing: Promise<void> | undefined;
  const release = async () => {
    // The holder file goes first, and only if still ours: after the lock is released it may be the next holder's.
    const holder = await readHolder(holderFile);
    if (holder && holder.pid === me.pid && holder.host === me.host) await rm(holderFile, { force: true });
    await unlock().catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ERELEASED") throw error; // already lost: nothing left to release
    });
  };
  return { folder, release: () => (releasing ??= release()) };
}

/** Removes the lock of a process on this host that no longer exists, which would otherwise block starts until it went stale. */
async function clearIfHolderIsDead(lockDir: string, holderFile: string): Promise<void> {
  const holder = await readHolder(holderFile);
  if (!holder || holder.host !== hostname() || holder.pid === process.pid || isAlive(holder.pid)) return;
  await rmdir(lockDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "ENOENT") throw error;
  });
}

async function readHolder(holderFile: string): Promise<LockHolder | undefined> {
  try {
    const holder = JSON.parse(await readFile(holderFile, "utf8")) as Partial<LockHolder>;
    if (Number.isInteger(holder.pid) && holder.pid! > 0 && typeof holder.host === "string") return holder as LockHolder;
  } catch {
    // Missing (being taken right now, or released) or unreadable: the holder is unknown.
  }
  return undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0); // signal 0 only checks the process exists
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"; // exists, but another user's
  }
}
