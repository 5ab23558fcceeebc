/**
 * The request's parameters, before GraphQL sees them. yoga parses `variables` and `extensions` of a GET or
 * a form-encoded POST with a bare JSON.parse, so a malformed one would be a 500; and a JSON body may nest
 * deeper than any code walking the variables can recurse. Both are the client's fault: 400, with a JSON body.
 */
import { createGraphQLError, type Plugin } from "graphql-yoga";

/** A quote draft nests about 6 levels (answers.drivers[0].convictions[0].code); this leaves room and stops abuse. */
export const maxVariableDepth = 32;

const badRequest = (message: string) => createGraphQLError(message, { extensions: { code: "BAD_REQUEST", http: { status: 400 } } });

export function useRequestParamChecks(): Plugin {
  return {
    onRequestParse({ requestParser, setRequestParser }) {
      if (!requestParser) return;
      setRequestParser(async (request) => {
        try {
          return await requestParser(request);
        } catch (error) {
          if (error instanceof SyntaxError) throw badRequest('The request\'s "variables" or "extensions" parameter is not valid JSON');
          throw error;
        }
      });
    },
    onParams({ params }) {
      for (const name of ["variables", "extensions"] as const) {
        if (depthExceeds(params[name], maxVariableDepth))
          throw badRequest(`The request's "${name}" nest more than ${maxVariableDepth} levels deep`);
      }
    },
  };
}

/** Whether a parsed JSON value nests deeper than `limit`; iterative, so no depth can overflow the stack here. */
function depthExceeds(value: unknown, limit: number): boolean {
  const pending: Array<[unknown, number]> = [[value, 0]];
  while (pending.length > 0) {
    const [current, depth] = pending.pop()!;
    if (current === null || typeof current !== "object") continue;
    if (depth >= limit) return true;
    for (const child of Object.values(current)) pending.push([child, depth + 1]);
  }
  return false;
}
