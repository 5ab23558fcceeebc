/**
 * Refusals the server makes before any handler runs, each with a short body saying why: a /graphql
 * request whose Accept takes no GraphQL response type (406, JSON like every /graphql answer), and a
 * request node's parser rejects, such as headers over its limit (431, plain text).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import type { SecurityHeaders } from "./securityHeaders.ts";

/** The types yoga can answer in (its regular, SSE and multipart result processors). */
const graphqlResponseTypes = ["application/json", "application/graphql-response+json", "text/event-stream", "multipart/mixed"];

/**
 * Whether yoga could answer a request with this Accept, by yoga's own rules: any listed type (or a
 * wildcard) in UTF-8 or with no charset; no header at all means any type. Checked before the
 * operation runs, because yoga only finds out after executing it, and then answers an empty 406.
 */
export function acceptsGraphqlResponse(accept: string | undefined): boolean {
  const ranges = (accept || "*/*").replace(/\s/g, "").toLowerCase().split(",");
  return ranges.some((range) => {
    const [mediaType = "", ...params] = range.split(";");
    const charset = params.find((param) => param.startsWith("charset="));
    if (charset && charset !== "charset=utf-8") return false;
    const [type, subtype] = mediaType.split("/");
    return graphqlResponseTypes.some((offered) => {
      const [offeredType, offeredSubtype] = offered.split("/");
      return (type === "*" || type === offeredType) && (subtype === "*" || subtype === offeredSubtype);
    });
  });
}

/** Answers 406 with a GraphQL-shaped error when the client cannot take any type /graphql answers in; true if it did. */
export function refuseUnacceptableGraphql(req: IncomingMessage, res: ServerResponse): boolean {
  if (acceptsGraphqlResponse(req.headers.accept)) return false;
  const message = `The GraphQL API answers in ${graphqlResponseTypes.join(", ")}: accept one of them`;
  const body = JSON.stringify({ errors: [{ message, extensions: { code: "NOT_ACCEPTABLE" } }] });
  res.writeHead(406, {
    "Content-Type": "application/json; charset=utf-8",
    "Cache-Control": "no-store",
  });
  res.end(body);
  return true;
}

/** What node's parser reports for a request it could not read (an `HPE_*` code, or a timeout). */
type ParserError = Error & { code?: string };

/** The answer to a request node could not parse, as node itself would choose it, with a body. */
export function clientErrorResponse(error: ParserError): { status: number; text: string } {
  switch (error.code) {
    case "HPE_HEADER_OVERFLOW":
      return { status: 431, text: "Request headers too large" };
    case "HPE_CHUNK_EXTENSIONS_OVERFLOW":
      return { status: 413, text: "Request chunk extensions too large" };
    case "ERR_HTTP_REQUEST_TIMEOUT":
      return { status: 408, text: "Request timed out" };
    default:
      return { status: 400, text: "Bad request" };
  }
}

/**
 * The server's "clientError" listener: answers on the raw socket (there is no response object) and
 * closes it. Like node's default, it writes nothing when the peer has gone or a response on this
 * connection has already begun, since that would corrupt it.
 */
export function answerClientError(error: ParserError, socket: Duplex, headers: SecurityHeaders): void {
  // node's own check: the response in flight on this socket, if any (not part of its typed API).
  const inFlight = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (error.code === "ECONNRESET" || !socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const { status, text } = clientErrorResponse(error);
  const body = `${text}\n`;
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    "Content-Type: text/plain; charset=utf-8",
    `Content-Length: ${Buffer.byteLength(body)}`,
    "Cache-Control: no-store",
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    "Connection: close",
  ];
  socket.end(`${lines.join("\r\n")}\r\n\r\n${body}`);
}
