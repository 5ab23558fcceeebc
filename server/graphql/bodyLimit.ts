/**
 * The request body's size limit, with yoga's own errors (a 413 "Request body too large", a 400 for
 * a Content-Length that is not one number), without what yoga's built-in limit costs every request:
 * it streams every body through a byte-counting transform (a stream pipeline whose end makes an
 * abort controller fire and an AbortError), even when the declared Content-Length already bounds
 * it. Node's HTTP parser never reads more body than the declared Content-Length, so only a body
 * sent without one (chunked) is counted as it streams. Register it after every plugin that sets a
 * request parser, as yoga places its own.
 */
import { createGraphQLError, type Plugin } from "graphql-yoga";

/** One non-negative integer: anything else (a sign, a comma-joined list as in request smuggling) is refused. */
const contentLengthPattern = /^\d+$/;

const tooLarge = () =>
  createGraphQLError("Request body too large", { extensions: { http: { status: 413 }, code: "REQUEST_ENTITY_TOO_LARGE" } });
const invalidLength = () =>
  createGraphQLError("Content-Length header is invalid.", { extensions: { http: { status: 400 }, code: "BAD_REQUEST" } });

export function useRequestBodyLimit(limit: number): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      const contentLength = request.headers.get("content-length");
      if (contentLength !== null) {
        if (!contentLengthPattern.test(contentLength)) throw invalidLength();
        if (Number(contentLength) > limit) throw tooLarge();
        return;
      }
      if (!requestParser || !request.body) return;
      setRequestParser((unlimited) => requestParser(counted(unlimited, limit, fetchAPI)));
    },
  };
}

type FetchApi = Parameters<NonNullable<Plugin["onRequestParse"]>>[0]["fetchAPI"];

/** The request with its body counted as it streams, failing once it passes `limit` bytes. */
function counted(request: Request, limit: number, fetchAPI: FetchApi): Request {
  // A native stream must go through the native TransformStream; yoga's own body is the ponyfill's.
  const Transform = request.body instanceof ReadableStream ? globalThis.TransformStream : fetchAPI.TransformStream;
  let bytes = 0;
  const body = request.body!.pipeThrough(
    new Transform<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        bytes += chunk.byteLength;
        if (bytes > limit) return controller.error(tooLarge());
        controller.enqueue(chunk);
      },
    }),
  );
  return new fetchAPI.Request(request.url, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
    body,
    duplex: "half",
  } as RequestInit);
}
