/**
 * Which request the code running now serves: its id, for every log line written while it is
 * handled (logger.ts reads it). The id is the client's or proxy's X-Request-Id when that is a
 * plain token, otherwise a new UUID; every answer echoes it.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

export const requestIdHeader = "x-request-id";

interface RequestContext {
  requestId: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Letters, digits and . _ : - only, 8 to 100 of them: never a way to forge or stuff log lines. */
const acceptableId = /^[A-Za-z0-9._:-]{8,100}$/;

export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[requestIdHeader];
  return typeof given === "string" && acceptableId.test(given) ? given : randomUUID();
}

export function runInRequest<T>(requestId: string, work: () => T): T {
  return storage.run({ requestId }, work);
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}
