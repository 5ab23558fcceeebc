/**
 * Whether an error says the database could not be reached, rather than that a statement was wrong:
 * the server restarting or shutting down, a connection refused, reset or dropped mid-query. Such a
 * request may simply be sent again once the server is back (the pool reconnects by itself), so the
 * API answers it as SERVICE_UNAVAILABLE instead of masking it as an internal error.
 */

/** PostgreSQL's SQLSTATEs for a server going away: admin_shutdown, crash_shutdown, cannot_connect_now (starting or stopping). */
const unavailableStates = new Set(["57P01", "57P02", "57P03"]);
/** Node's socket errors for a server that is not there, or went away. */
const socketErrors = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "ENOTFOUND", "EAI_AGAIN"]);
/** pg's own errors for a connection lost, or a client that lost its connection before (they carry no code). */
const lostConnection = /^(?:Connection terminated|Client has encountered a connection error|Client was closed and is not queryable)/;

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, message, errors } = error as { code?: unknown; message?: unknown; errors?: unknown };
  if (typeof code === "string") {
    // Class 08: connection exception (the connection failed or was refused).
    if (unavailableStates.has(code) || code.startsWith("08") || socketErrors.has(code)) return true;
  }
  if (typeof message === "string" && lostConnection.test(message)) return true;
  // Node's AggregateError: a name with several addresses (localhost: ::1 and 127.0.0.1), each refused.
  return Array.isArray(errors) && errors.length > 0 && errors.every(isDatabaseUnavailable);
}
