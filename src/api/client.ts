/**
 * The app's GraphQL client; errors carry the server's message and answer, and link errors worth
 * knowing about are reported (the network down, an HTTP failure, an error code the app does not handle).
 *
 * A plain fetch is enough: every operation is generated ahead of time as a typed string, so the
 * browser never parses or prints GraphQL, and the operation's name is read off that string. A
 * general client would bring the whole `graphql` parser into the page only to find that name.
 */
import type { DocumentTypeDecoration } from "@graphql-typed-document-node/core";
import { reportLinkError } from "../app/errorReporting.ts";
import { graphqlHeaders, operationNameOf } from "./graphqlRequest.ts";

/** One GraphQL error as the server sends it: a message, where it happened, and its code and details. */
export interface GraphqlError {
  message: string;
  path?: (string | number)[];
  extensions?: Record<string, unknown> & { code?: unknown };
}

/** What the server answered: its GraphQL errors (none for a bare HTTP failure) and the HTTP status. */
export interface GraphqlResponse {
  data?: unknown;
  errors?: GraphqlError[];
  status: number;
}

/** A request the server answered with GraphQL errors or an HTTP failure; `response` holds what it answered. */
export class ClientError extends Error {
  constructor(readonly response: GraphqlResponse, readonly operation: string | undefined) {
    super(response.errors?.[0]?.message ?? `GraphQL Error (Code: ${response.status})`);
    this.name = "ClientError";
  }
}

/** A document to send: a generated typed one (its result and variables typed) or plain text. */
type Document<Result, Variables> = DocumentTypeDecoration<Result, Variables> | string;

export interface GraphqlClient {
  request<Result, Variables = Record<string, unknown>>(document: Document<Result, Variables>, variables?: Variables): Promise<Result>;
}

/** The answer's JSON, or undefined when the body is not JSON (a proxy's error page). */
async function bodyOf(response: Response): Promise<{ data?: unknown; errors?: GraphqlError[] } | undefined> {
  try {
    const body: unknown = await response.json();
    return body && typeof body === "object" ? body : undefined;
  } catch {
    return undefined;
  }
}

/** Sends `query` and returns its data; throws a ClientError for GraphQL errors or an HTTP failure, and the fetch's own error for the network down. */
async function send(endpoint: string, query: string, variables: unknown): Promise<unknown> {
  const operationName = operationNameOf(query);
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: "POST",
      headers: graphqlHeaders,
      body: JSON.stringify({ query, variables, operationName }),
    });
  } catch (error) {
    reportLinkError(error, operationName);
    throw error;
  }
  const body = await bodyOf(response);
  const errors = Array.isArray(body?.errors) && body.errors.length > 0 ? body.errors : undefined;
  if (!response.ok || errors || !body) {
    // Only the operation's name is passed on to reporting, never its variables.
    const error = new ClientError({ data: body?.data, errors, status: response.status }, operationName);
    reportLinkError(error, operationName);
    throw error;
  }
  return body.data;
}

/** A client for the GraphQL endpoint of the server at `origin` (the page's own, for the app). */
export function graphqlClient(origin: string): GraphqlClient {
  const endpoint = new URL("/graphql", origin).toString();
  return {
    request: async <Result, Variables>(document: Document<Result, Variables>, variables?: Variables) =>
      (await send(endpoint, String(document), variables)) as Result,
  };
}
