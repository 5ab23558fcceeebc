/**
 * The embedded database's own thread: PGlite (single-threaded WASM) runs here, so its CPU time is
 * not the HTTP event loop's. It answers the requests pgliteThreadDb.ts sends, one message each.
 */
import { parentPort } from "node:worker_threads";
import type { PGlite, Transaction } from "@electric-sql/pglite";
import { openPglite, pgliteEngineFiles } from "./pgliteDb.ts";
import type { ThreadReply, ThreadRequest, WireError } from "./pgliteThreadProtocol.ts";

const port = parentPort!;
// The engine's WASM is compiled as soon as the thread starts, while the server still loads its own
// code; the data folder is opened only when the server asks (after its journeys have loaded).
const engineFiles = pgliteEngineFiles();
let pglite!: PGlite;
/** Open transactions by id: the handle, what ends it (commit or roll back), and its outcome. */
const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void; done: Promise<void> }>();

port.on("message", (request: ThreadRequest) => void answer(request));

async function answer(request: ThreadRequest): Promise<void> {
  try {
    if (request.op === "open") {
      pglite = await openPglite(request.dataDir, await engineFiles);
      return port.postMessage({ id: -1, ok: true } satisfies ThreadReply);
    }
    port.postMessage({ id: request.id, ok: true, rows: await run(request) } satisfies ThreadReply);
  } catch (error) {
    port.postMessage({ id: request.id, ok: false, error: wireError(error) } satisfies ThreadReply);
  }
}

async function run(request: Exclude<ThreadRequest, { op: "open" }>): Promise<unknown[] | undefined> {
  const target = request.tx === undefined ? pglite : transactions.get(request.tx)?.tx;
  if (!target) throw new Error(`No open transaction ${request.tx}`);
  switch (request.op) {
    case "query":
      return (await target.query(request.sql, request.params)).rows;
    case "exec":
      await target.exec(request.sql);
      return undefined;
    case "begin":
      return begin(request.id);
    case "end": {
      const open = transactions.get(request.tx)!;
      transactions.delete(request.tx);
      open.end(request.commit);
      await open.done; // the reply says whether the commit went through
      return undefined;
    }
    case "close":
      await pglite?.close();
      return undefined;
  }
}

/** Opens a transaction that stays open (PGlite holds its lock) until an "end" for this id arrives. */
function begin(id: number): Promise<undefined> {
  return new Promise((opened, failed) => {
    let end!: (commit: boolean) => void;
    const ended = new Promise<boolean>((resolve) => (end = resolve));
    let tx!: Transaction;
    const done = pglite.transaction(async (handle) => {
      tx = handle;
      transactions.set(id, { tx, end, done });
      opened(undefined);
      if (!(await ended)) await handle.rollback();
    });
    // Failing to open is this request's error; failing to commit is the "end" request's.
    done.catch((error: unknown) => {
      if (!transactions.has(id) && tx === undefined) failed(error);
    });
  });
}

/** A database error as plain data: its message and the fields callers read (the SQLSTATE code). */
function wireError(error: unknown): WireError {
  const e = error as Record<string, unknown>;
  const pick = (key: string) => (typeof e?.[key] === "string" ? (e[key] as string) : undefined);
  return {
    message: error instanceof Error ? error.message : String(error),
    code: pick("code"),
    detail: pick("detail"),
    constraint: pick("constraint"),
  };
}
