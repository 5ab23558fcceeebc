/**
 * The embedded database on a thread of its own (server/main.ts): the same Db as pgliteDb.ts, with
 * every statement sent to pgliteWorker.ts and answered by message. A transaction is opened there
 * and held (PGlite's lock keeps other statements waiting) until work here ends it.
 */
import { Worker } from "node:worker_threads";
import type { ThreadReply, ThreadRequest, WireError } from "./pgliteThreadProtocol.ts";
import type { Db, PgliteThread, Queryable } from "./types.ts";

type Pending = { resolve(rows: unknown[] | undefined): void; reject(error: Error): void };
type Request = ThreadRequest extends infer R ? (R extends ThreadRequest ? Omit<R, "id"> : never) : never;

/**
 * Starts the thread at once: it loads PGlite and compiles its WASM while the server loads its own
 * code and journeys, so a start on two cores does both at the same time. Nothing is opened yet.
 */
export function startPgliteThread(): PgliteThread {
  const worker = new Worker(new URL("./pgliteThread.mjs", import.meta.url));
  return { worker, stop: () => worker.terminate().then(() => undefined) };
}

export async function openPgliteThreadDb(dataDir: string | undefined, thread: PgliteThread = startPgliteThread()): Promise<Db> {
  const { worker } = thread;
  const pending = new Map<number, Pending>();
  let nextId = 0;
  let stopped: Error | undefined;
  const failAll = (error: Error) => {
    stopped ??= error;
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  const ready = new Promise<void>((resolve, reject) => pending.set(-1, { resolve: () => resolve(), reject }));
  worker.postMessage({ id: -1, op: "open", dataDir } satisfies ThreadRequest);
  worker.on("message", (reply: ThreadReply) => {
    const p = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.ok) p?.resolve(reply.rows);
    else p?.reject(asError(reply.error));
  });
  worker.on("error", failAll);
  worker.on("exit", (code) => failAll(new Error(`The database thread stopped (exit code ${code})`)));
  try {
    await ready;
  } catch (error) {
    await thread.stop();
    throw error;
  }

  const send = (request: Request): Promise<unknown[] | undefined> => {
    if (stopped) return Promise.reject(stopped);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  };
  const queryable = (tx?: number): Queryable => ({
    async query<T>(sql: string, params?: unknown[]) {
      return { rows: ((await send({ op: "query", sql, params, tx })) ?? []) as T[] };
    },
    async exec(sql: string) {
      await send({ op: "exec", sql, tx });
    },
  });
  let closing: Promise<void> | undefined;

  return {
    engine: "pglite",
    ...queryable(),
    async transaction(work) {
      const id = nextId; // the begin request's id names the transaction
      await send({ op: "begin" });
      let commit = false;
      try {
        const result = await work(queryable(id));
        commit = true;
        return result;
      } finally {
        await send({ op: "end", tx: id, commit });
      }
    },
    // PGlite flushes to disk on close; then the thread can go.
    close: () =>
      (closing ??= send({ op: "close" })
        .then(() => worker.terminate())
        .then(() => undefined)),
  };
}

function asError(wire: WireError): Error {
  return Object.assign(
    new Error(wire.message),
    Object.fromEntries(Object.entries(wire).filter(([k, v]) => k !== "message" && v !== undefined)),
  );
}
