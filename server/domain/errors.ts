/**
 * Errors the domain raises for the client to see: a code the app reacts to, a message people read
 * and field-level details. They know nothing of GraphQL; server/graphql/errors.ts turns them into
 * GraphQL errors in one place. Anything else thrown is internal and masked.
 */
export class DomainError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "DomainError";
  }
}

/** A client error with its own code (the app reacts to the code, people read the message). */
export function clientError(code: string, message: string, details: Record<string, unknown> = {}): DomainError {
  return new DomainError(code, message, details);
}

export function badUserInput(message: string, details: Record<string, unknown> = {}): DomainError {
  return clientError("BAD_USER_INPUT", message, details);
}

export function deviceError(message: string, details: Record<string, unknown> = {}): DomainError {
  return clientError("DEVICE_ERROR", message, details);
}

/**
 * ERROR_ADDRESS_DETAILS_FAILED: the chosen address's details could not be fetched. The app shows the journey's own words for it on the
 * address field (driver-address.json), so this message is for developers reading the response.
 */
export function addressDetailsFailed(details: Record<string, unknown> = {}): DomainError {
  return clientError("ADDRESS_DETAILS_FAILED", "The details of this address could not be looked up", details);
}

/** Quotes a client value for an error message, cut short so a huge argument cannot bloat the reply. */
export function quoteInput(value: string, maxLength = 40): string {
  return JSON.stringify(clip(value, maxLength));
}

/** A client value cut short for an error message. */
export function clip(value: string, maxLength = 40): string {
  return value.length > maxLength ? `${value.slice(0, maxLength)}…` : value;
}
