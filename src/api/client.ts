/** The app's GraphQL client; errors carry the server's message, and link errors worth knowing about are reported (the network down, an HTTP failure, an error code the app does not handle). */
import { GraphQLClient } from "graphql-request";
import { reportLinkError } from "../app/errorReporting.ts";
import { csrfHeader } from "../../server/graphql/csrfHeader.ts";

/** The operation's name from a request body; only the name is read, the variables never leave here. */
function operationOf(init: RequestInit | undefined): string | undefined {
  if (typeof init?.body !== "string") return undefined;
  try {
    const name: unknown = (JSON.parse(init.body) as { operationName?: unknown }).operationName;
    return typeof name === "string" ? name : undefined;
  } catch {
    return undefined;
  }
}

/** graphql-request hands a failed fetch (the network down) straight to the caller, past responseMiddleware: this sees it first. */
const reportingFetch: typeof fetch = async (input, init) => {
  try {
    return await fetch(input, init);
  } catch (error) {
    reportLinkError(error, operationOf(init));
    throw error;
  }
};

/** A client for the GraphQL endpoint of the server at `origin` (the page's own, for the app). */
export function graphqlClient(origin: string): GraphQLClient {
  return new GraphQLClient(new URL("/graphql", origin).toString(), {
    fetch: reportingFetch,
    // The server executes a request that needs no CORS preflight only with this header (CSRF prevention).
    headers: { [csrfHeader]: "1" },
    // Sees every answer before the caller does; only the operation's name is passed on, never its variables.
    responseMiddleware: (response, request) => reportLinkError(response, request.operationName),
  });
}
