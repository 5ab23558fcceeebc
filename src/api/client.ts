/**
 * The app's GraphQL client: graphql-request, posting generated typed documents (plain strings) to
 * the server's /graphql with the headers every request carries. A request the server refused
 * rejects with graphql-request's ClientError: the server's errors, with their code and details, in
 * `response.errors`, and the HTTP status in `response.status`; the network down rejects with the
 * fetch's own error. Each failure goes to the link-error reporter the client is made with, named
 * by its operation only: never its variables.
 */
import type { DocumentTypeDecoration } from "@graphql-typed-document-node/core";
import { ClientError, GraphQLClient, type Variables } from "graphql-request";
import { graphqlHeaders, operationNameOf } from "./graphqlRequest.ts";

/** Where a failed request is reported: the error and the operation's name (the reporter decides what is worth sending). */
export type LinkErrorReporter = (error: unknown, operation: string | undefined) => void;

/** A document to send: a generated typed one (its result and variables typed) or plain text. */
type Document<Result, Vars> = DocumentTypeDecoration<Result, Vars> | string;

export interface GraphqlClient {
  request<Result, Vars = Record<string, unknown>>(document: Document<Result, Vars>, variables?: Vars): Promise<Result>;
}

export interface GraphqlClientOptions {
  reportLinkError: LinkErrorReporter;
  /** The fetch to send with (a test's fake); the page's own by default. */
  fetch?: typeof fetch;
}

/**
 * graphql-request writes the request's variables (a card number, a bank account, a token) into its
 * error's message; the error the app sees keeps the server's answer and the query, and is worded
 * with the server's own message, as any log it reaches may keep it.
 */
function withoutVariables(error: unknown): unknown {
  if (!(error instanceof ClientError)) return error;
  const kept = new ClientError(error.response, { query: error.request.query });
  kept.message = error.response.errors?.[0]?.message ?? `GraphQL Error (Code: ${error.response.status})`;
  return kept;
}

/** A request body with its operation's name, read from the document's text. */
function namedOperation(body: unknown): unknown {
  if (typeof body !== "object" || body === null || !("query" in body) || typeof body.query !== "string") return body;
  return { ...body, operationName: operationNameOf(body.query) };
}

/** A client for the GraphQL endpoint of the server at `origin` (the page's own, for the app). */
export function graphqlClient(origin: string, { reportLinkError, fetch }: GraphqlClientOptions): GraphqlClient {
  const client = new GraphQLClient(new URL("/graphql", origin).toString(), {
    headers: { ...graphqlHeaders },
    fetch,
    // graphql-request would parse each document to name its operation, and the browser build has
    // no parser (graphqlWithoutParser.ts): the body is named from the generated text instead.
    excludeOperationName: true,
    jsonSerializer: { parse: JSON.parse, stringify: (body: unknown) => JSON.stringify(namedOperation(body)) },
  });
  return {
    async request<Result, Vars>(document: Document<Result, Vars>, variables?: Vars) {
      try {
        return await client.request<Result>(String(document), variables as Variables | undefined);
      } catch (caught) {
        const error = withoutVariables(caught);
        reportLinkError(error, operationNameOf(String(document)));
        throw error;
      }
    },
  };
}
