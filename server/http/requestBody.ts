/**
 * A small request body read whole, never past its limit: a declared or streamed size over it is
 * answered 413 at once and the connection closed after it, so an oversized body is discarded
 * rather than kept. For the endpoints outside GraphQL (/client-errors, the Stripe webhook).
 */
import type { IncomingMessage, ServerResponse } from "node:http";

/** The body, or undefined once it was refused as too large (413 sent, with `tooLarge`'s text). */
export function readLimitedBody(
  req: IncomingMessage,
  res: ServerResponse,
  maxBytes: number,
  tooLarge: string,
): Promise<Buffer | undefined> {
  return new Promise((resolve) => {
    // A broken connection ends the request; it is never an uncaught error.
    req.on("error", () => resolve(undefined));
    const refuse = () => {
      if (!res.headersSent) {
        res.writeHead(413, { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8", Connection: "close" });
        res.end(tooLarge);
      }
      req.resume();
      resolve(undefined);
    };
    if (Number(req.headers["content-length"]) > maxBytes) return refuse();
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    req.on("data", (chunk: Buffer) => {
      if (refused) return;
      size += chunk.length;
      if (size > maxBytes) {
        refused = true;
        return refuse();
      }
      chunks.push(chunk);
    });
    req.on("end", () => {
      if (!refused) resolve(Buffer.concat(chunks));
    });
  });
}
