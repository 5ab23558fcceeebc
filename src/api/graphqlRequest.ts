/**
 * What every GraphQL request the page makes carries: the app's client (client.ts) and the journey
 * preload script's early request (tools/journeyPreloadPlugin.ts).
 */
import { csrfHeader } from "./csrfHeader.ts";

/** The server executes a request that needs no CORS preflight only with the CSRF header. */
export const graphqlHeaders: Readonly<Record<string, string>> = {
  "Content-Type": "application/json",
  Accept: "application/graphql-response+json, application/json",
  [csrfHeader]: "1",
};

/** The operation's name, from the text codegen wrote: the first named operation in it. */
export function operationNameOf(query: string): string | undefined {
  return /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(query)?.[1];
}
