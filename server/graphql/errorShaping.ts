import type { ExecutionResult, GraphQLError } from "graphql";
import { createGraphQLError, type Plugin } from "graphql-yoga";

type SerialisableResult = ExecutionResult & { stringify?: (result: ExecutionResult) => string };

/**
 * Gives every error the client sees an `extensions.code` and nothing internal.
 * - graphql-js reports bad variables ("Variable "$r" got invalid value 5...") and unknown operation
 *   names without a code: they are the client's fault, so BAD_USER_INPUT.
 * - yoga copies the JSON parser's own error into `extensions.originalError`. It is dropped only
 *   when the response is written, because yoga also reads it to choose the HTTP status (400).
 * - yoga answers an unsupported Content-Type with an empty 415; the app gets an explanation.
 * - yoga's own "Request body too large" (413) says what the limit is.
 */
export function useErrorShaping({ maxRequestBytes }: { maxRequestBytes: number }): Plugin {
  const shapeResult = (result: SerialisableResult) => shapeErrors(result, maxRequestBytes);
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result)) setResult(result.map(shapeResult));
      else if (!isAsyncIterable(result)) setResult(shapeResult(result));
    },
    onResponse({ response, setResponse, fetchAPI }) {
      if (response.status !== 415) return;
      const message = "Send GraphQL requests as JSON with Content-Type: application/json";
      setResponse(
        new fetchAPI.Response(JSON.stringify({ errors: [{ message, extensions: { code: "BAD_REQUEST" } }] }), {
          status: 415,
          headers: { "Content-Type": "application/json; charset=utf-8" },
        }),
      );
    },
  };
}

function shapeErrors(result: SerialisableResult, maxRequestBytes: number): SerialisableResult {
  if (!result.errors?.length) return result;
  return { ...result, errors: result.errors.map((error) => withCode(error, maxRequestBytes)), stringify: stringifyWithoutInternals };
}

function withCode(error: GraphQLError, maxRequestBytes: number): GraphQLError {
  if (error.extensions?.code === "REQUEST_ENTITY_TOO_LARGE") {
    const message = `The request is too large: send at most ${Math.floor(maxRequestBytes / 1024)} KB`;
    return createGraphQLError(message, { extensions: { ...error.extensions, maxBytes: maxRequestBytes } });
  }
  if (typeof error.extensions?.code === "string") return error;
  return createGraphQLError(error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    originalError: error.originalError,
    extensions: { ...error.extensions, code: "BAD_USER_INPUT" },
  });
}

function stringifyWithoutInternals(result: ExecutionResult): string {
  const errors = result.errors?.map((error) => {
    const json = typeof error.toJSON === "function" ? error.toJSON() : { ...error };
    if (json.extensions && "originalError" in json.extensions) {
      const { originalError: _internal, ...extensions } = json.extensions;
      return { ...json, extensions };
    }
    return json;
  });
  return JSON.stringify({ ...result, errors });
}

function isAsyncIterable(value: unknown): value is AsyncIterable<unknown> {
  return typeof value === "object" && value !== null && Symbol.asyncIterator in value;
}
