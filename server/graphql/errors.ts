import type { GraphQLError } from "graphql";
import { createGraphQLError } from "graphql-yoga";

// Errors are built through yoga's own graphql copy: under Vitest this file may get graphql's ESM
// build while yoga uses its CommonJS one, and yoga masks any error that is not "its" GraphQLError.

/**
 * Errors the client is meant to see. Anything else thrown in a resolver is masked by yoga as
 * "Unexpected error." so internals (SQL, stack traces) never reach the browser.
 */
export function badUserInput(message: string, details: Record<string, unknown> = {}): GraphQLError {
  return clientError("BAD_USER_INPUT", message, details);
}

export function deviceError(message: string, details: Record<string, unknown> = {}): GraphQLError {
  return clientError("DEVICE_ERROR", message, details);
}

/** Spec §8 ERROR_ADDRESS_DETAILS_FAILED: the app shows it on the address field. */
export function addressDetailsFailed(details: Record<string, unknown> = {}): GraphQLError {
  return clientError("ADDRESS_DETAILS_FAILED", "Something went wrong with your address details, please try again.", details);
}

/** A client error with its own code (the app reacts to the code, people read the message). */
export function clientError(code: string, message: string, details: Record<string, unknown> = {}): GraphQLError {
  return createGraphQLError(message, { extensions: { code, ...details } });
}

/** Quotes a client value for an error message, cut short so a huge argument cannot bloat the reply. */
export function quoteInput(value: string, maxLength = 40): string {
  return JSON.stringify(clip(value, maxLength));
}

/** A client value cut short for an error message. */
export function clip(value: string, maxLength = 40): string {
  return value.length > maxLength ? `${value.slice(0, maxLength)}…` : value;
}
