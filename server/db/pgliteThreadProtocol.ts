/** The messages between the server and the PGlite thread (pgliteWorker.ts). */
export type ThreadRequest =
  /** Opens the engine (in memory without a folder); answered with id -1. */
  | { id: -1; op: "open"; dataDir?: string; tx?: undefined }
  | { id: number; op: "query"; sql: string; params?: unknown[]; tx?: number }
  | { id: number; op: "exec"; sql: string; tx?: number }
  /** Opens a transaction whose id is this request's id. */
  | { id: number; op: "begin"; tx?: undefined }
  | { id: number; op: "end"; tx: number; commit: boolean }
  | { id: number; op: "close"; tx?: undefined };

export interface WireError {
  message: string;
  code?: string;
  detail?: string;
  constraint?: string;
}

/** id -1 says the database is open and migrations may start. */
export type ThreadReply = { id: number; ok: true; rows?: unknown[] } | { id: number; ok: false; error: WireError };
