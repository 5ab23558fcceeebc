import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { createAppServer, type AppServer, type AppServerOptions } from "../../server/app.ts";
import { createLogger } from "../../server/observability/logger.ts";

export interface GraphqlResponse<T = Record<string, unknown>> {
  status: number;
  /** The raw body, to check nothing internal (stack traces, SQL) leaks. */
  text: string;
  body: {
    data?: T | null;
    errors?: Array<{ message: string; path?: string[]; extensions?: Record<string, unknown> }>;
  };
}

/** Sends GraphQL operations to a server: a test server, or a server process at a URL (graphqlAt). */
export interface GraphqlClient {
  graphql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<GraphqlResponse<T>>;
}

export interface TestServer extends AppServer, GraphqlClient {
  post<T = Record<string, unknown>>(body: string, contentType?: string): Promise<GraphqlResponse<T>>;
}

/**
 * One real server per test file: a free port and a fresh in-memory PGlite, or, when
 * TEST_DATABASE_URL names a PostgreSQL server (tools/test-postgres.sh), a fresh database on it.
 */
export async function startTestServer(options: AppServerOptions = {}): Promise<TestServer> {
  const own = options.db || options.databaseUrl || options.dataDir ? undefined : await freshPostgresDatabase();
  // Warnings only: a line per request would drown the test output.
  const logger = options.logger ?? createLogger({ level: "warn" });
  // Mail, device orders and credit agreements go to a folder of the server's own, not the project's .data.
  const scratch = mkdtempSync(join(tmpdir(), "quote-test-server-"));
  const started = await createAppServer({
    port: 0,
    memory: true,
    staticDir: "/nonexistent-static-dir",
    databaseUrl: own?.url,
    mail: { outboxDir: join(scratch, "outbox") },
    policySetup: { dispatchDir: join(scratch, "dispatch"), financeDir: join(scratch, "finance") },
    ...options,
    logger,
  });
  const closeAll = () =>
    started
      .close()
      .then(own?.drop)
      .finally(() => rmSync(scratch, { recursive: true, force: true }));
  const app = { ...started, close: closeAll };
  const post = <T>(body: string, contentType?: string) => postGraphql<T>(app.url, body, contentType);
  return { ...app, post, graphql: graphqlAt(app.url).graphql };
}

async function postGraphql<T>(url: string, body: string, contentType = "application/json"): Promise<GraphqlResponse<T>> {
  const response = await fetch(`${url}/graphql`, {
    method: "POST",
    headers: { "content-type": contentType, accept: "application/json" },
    body,
  });
  const text = await response.text();
  return { status: response.status, text, body: text ? JSON.parse(text) : {} };
}

/** GraphQL over HTTP to the server at `url` (http://127.0.0.1:PORT): a test server's, or a server process's. */
export function graphqlAt(url: string): GraphqlClient {
  return { graphql: <T>(query: string, variables?: Record<string, unknown>) => postGraphql<T>(url, JSON.stringify({ query, variables })) };
}

/** A database of its own on TEST_DATABASE_URL's server, dropped after; undefined without one. */
export async function freshPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) return undefined;
  const name = `quote_test_${randomBytes(6).toString("hex")}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Test files start a WASM database, which takes a few seconds. */
export const startupTimeout = 60_000;
