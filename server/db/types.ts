import type { Worker } from "node:worker_threads";

/** What the rest of the server needs from a database, whichever engine is behind it. */
export interface QueryResult<T> {
  rows: T[];
}

export interface Queryable {
  /** One statement, with `$1`-style parameters. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /** Several statements separated by semicolons, no parameters (used for migrations). */
  exec(sql: string): Promise<void>;
}

/** A connection pool's use at one moment, for the metrics. */
export interface PoolUse {
  /** Connections open, in use or idle. */
  total: number;
  idle: number;
  /** Statements and transactions waiting for a connection: every one is in use and the pool is at its maximum. */
  waiting: number;
  max: number;
}

export interface Db extends Queryable {
  readonly engine: "pglite" | "postgres";
  /**
   * The connection pool's use now (PostgreSQL's `pg` pool). Absent for PGlite, which has no pool:
   * one connection, on its own thread or the caller's, statements taking turns on it.
   */
  poolUse?(): PoolUse;
  /** Runs `work` on one connection inside BEGIN/COMMIT, rolling back if it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A started database thread that has not opened a database yet (startPgliteThread). */
export interface PgliteThread {
  readonly worker: Worker;
  /** Stops the thread when the server gives up before opening it. */
  stop(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** Folder for the embedded database (PGlite). Ignored when `databaseUrl` or `memory` is set. */
  dataDir?: string;
  /** A PostgreSQL connection string; when set, a `pg` pool is used instead of PGlite. */
  databaseUrl?: string;
  /** An embedded database that lives only in memory (tests). */
  memory?: boolean;
  /**
   * Run the embedded database on a thread of its own, so its CPU time is not the event loop's
   * (server/main.ts); or on a thread already started with startPgliteThread (pgliteThreadDb.ts).
   */
  thread?: boolean | PgliteThread;
  /** PostgreSQL: where a connection lost outside any query is reported (default: stderr). */
  log?: (message: string) => void;
}
