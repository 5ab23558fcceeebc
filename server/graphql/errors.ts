import type { GraphQLError } from "graphql";
import { createGraphQLError } from "graphql-yoga";

// Errors are built through yoga's own graphql copy: under Vitest this file may get graphql's ESM
// build while yoga uses its CommonJS one, and yoga masks any error that is not "its" GraphQLError.

/**
 * Errors the client is meant to see. Anything else thrown in a resolver is masked by yoga as
 * "Unexpected error." so internals (SQL, stack traces) never reach the browser.
 */
export function badUserInput(message: string, details: Record<string, unknown> = {}): GraphQLError {
  return createGraphQLError(message, { extensions: { code: "BAD_USER_INPUT", ...details } });
}

export function deviceError(message: string, details: Record<string, unknown> = {}): GraphQLError {
  return createGraphQLError(message, { extensions: { code: "DEVICE_ERROR", ...details } });
}

/** Quotes a client value for an error message, cut short so a huge argument cannot bloat the reply. */
export function quoteInput(value: string, maxLength = 40): string {
  return JSON.stringify(value.length > maxLength ? `${value.slice(0, maxLength)}…` : value);
}
