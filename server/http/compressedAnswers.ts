/**
 * GraphQL answers go out compressed to clients that accept it, through the `compression`
 * middleware: a page's reference data (the job list is 9.5 KB of JSON) shrinks to about a
 * quarter. Answers under 1 KB go as they are, as gzip's own framing would eat the saving. Only
 * answers: a compressed request body is no more accepted than before, so the request-size limit
 * still counts the bytes the server reads.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import compression from "compression";

const compress = compression({ threshold: 1024 });
type Middleware = typeof compress;

export function withCompressedAnswer(req: IncomingMessage, res: ServerResponse, answer: () => void): void {
  // Its types are Express's, but it only wraps Node's own response methods.
  compress(req as unknown as Parameters<Middleware>[0], res as unknown as Parameters<Middleware>[1], () => answer());
}
