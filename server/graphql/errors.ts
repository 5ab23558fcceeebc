import type { GraphQLError } from "graphql";
import { createGraphQLError } from "graphql-yoga";
import { DomainError, isServiceUnavailable, serviceUnavailable } from "../domain/errors.ts";

// Errors are built through yoga's own graphql copy: under Vitest this file may get graphql's ESM
// build while yoga uses its CommonJS one, and yoga masks any error that is not "its" GraphQLError.

/** The one place a domain error becomes a GraphQL error: its code and details as extensions. */
function fromDomainError(domain: DomainError): GraphQLError {
  return createGraphQLError(domain.message, { extensions: { code: domain.code, ...domain.details } });
}

type Resolver = (...args: never[]) => unknown;

/** The part of the resolvers' context this file reads: where the server's own messages go. */
interface LoggingContext {
  log?: (message: string) => void;
}

/**
 * Resolvers whose domain errors reach the client as GraphQL errors with their code and message.
 * Converted here, inside the resolver, so yoga treats them as expected errors: it neither masks nor
 * logs them. A database or card processor that cannot be reached is SERVICE_UNAVAILABLE (the
 * request may be sent again), logged as one line. Anything else thrown is masked as "Unexpected
 * error." and logged, so internals (SQL, stack traces) never reach the client.
 */
export function answeringDomainErrors<T extends Record<string, Resolver>>(resolvers: T): T {
  const wrapped = Object.entries(resolvers).map(([name, resolve]) => [
    name,
    async (...args: never[]) => {
      try {
        return await resolve(...args);
      } catch (error) {
        if (error instanceof DomainError) throw fromDomainError(error);
        if (isServiceUnavailable(error)) {
          const { log } = (args[2] ?? {}) as LoggingContext;
          log?.(`${name} answered SERVICE_UNAVAILABLE: ${unavailableReason(error)}`);
          throw fromDomainError(serviceUnavailable());
        }
        throw error;
      }
    },
  ]);
  return Object.fromEntries(wrapped) as T;
}

/** What could not be reached, for the log: a code and the driver's message (they name hosts and states, never a quote's data). */
function unavailableReason(error: unknown): string {
  const { code, type, message } = error as { code?: unknown; type?: unknown; message?: unknown };
  const label = [typeof code === "string" ? code : undefined, typeof type === "string" ? type : undefined].filter(Boolean).join(" ");
  const text = typeof message === "string" && message !== "" ? message.split("\n")[0] : "no message";
  return label ? `${label}: ${text}` : text;
}

/** A bad-input error raised by the GraphQL layer itself (scalars, request checks), not the domain. */
export function badUserInput(message: string, details: Record<string, unknown> = {}): GraphQLError {
  return createGraphQLError(message, { extensions: { code: "BAD_USER_INPUT", ...details } });
}
