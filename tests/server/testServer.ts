import { createAppServer, type AppServer, type AppServerOptions } from "../../server/app.ts";

export interface GraphqlResponse<T = Record<string, unknown>> {
  status: number;
  /** The raw body, to check nothing internal (stack traces, SQL) leaks. */
  text: string;
  body: {
    data?: T | null;
    errors?: Array<{ message: string; path?: string[]; extensions?: Record<string, unknown> }>;
  };
}

export interface TestServer extends AppServer {
  graphql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>): Promise<GraphqlResponse<T>>;
  post<T = Record<string, unknown>>(body: string, contentType?: string): Promise<GraphqlResponse<T>>;
}

/** One real server per test file: a free port and a fresh in-memory PGlite. */
export async function startTestServer(options: AppServerOptions = {}): Promise<TestServer> {
  const app = await createAppServer({ port: 0, memory: true, staticDir: "/nonexistent-static-dir", ...options });
  const post = async <T,>(body: string, contentType = "application/json"): Promise<GraphqlResponse<T>> => {
    const response = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": contentType, accept: "application/json" },
      body,
    });
    const text = await response.text();
    return { status: response.status, text, body: text ? JSON.parse(text) : {} };
  };
  return {
    ...app,
    post,
    graphql: <T,>(query: string, variables?: Record<string, unknown>) => post<T>(JSON.stringify({ query, variables })),
  };
}

/** Test files start a WASM database, which takes a few seconds. */
export const startupTimeout = 60_000;
