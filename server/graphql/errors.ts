import type { GraphQLError } from "graphql";
import { createGraphQLError } from "graphql-yoga";
import { DomainError } from "../domain/errors.ts";

// Errors are built through yoga's own graphql copy: under Vitest this file may get graphql's ESM
// build while yoga uses its CommonJS one, and yoga masks any error that is not "its" GraphQLError.

/** The one place a domain error becomes a GraphQL error: its code and details as extensions. */
function fromDomainError(domain: DomainError): GraphQLError {
  return createGraphQLError(domain.message, { extensions: { code: domain.code, ...domain.details } });
}

type Resolver = (...args: never[]) => unknown;

/**
 * Resolvers whose domain errors reach the client as GraphQL errors with their code and message.
 * Converted here, inside the resolver, so yoga treats them as expected errors: it neither masks nor
 * logs them. Anything else thrown is masked as "Unexpected error." and logged, so internals (SQL,
 * stack traces) never reach the client.
 */
export function answeringDomainErrors<T extends Record<string, Resolver>>(resolvers: T): T {
  const wrapped = Object.entries(resolvers).map(([name, resolve]) => [
    name,
    async (...args: never[]) => {
      try {
        return await resolve(...args);
      } catch (error) {
        throw error instanceof DomainError ? fromDomainError(error) : error;
      }
    },
  ]);
  return Object.fromEntries(wrapped) as T;
}

/** A bad-input error raised by the GraphQL layer itself (scalars, request checks), not the domain. */
export function badUserInput(message: string, details: Record<string, unknown> = {}): GraphQLError {
  return createGraphQLError(message, { extensions: { code: "BAD_USER_INPUT", ...details } });
}
