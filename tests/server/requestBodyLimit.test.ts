/**
 * The /graphql body limit: a body over it is refused with 413 whether its size is declared
 * (Content-Length) or only found while it streams (chunked), a Content-Length that is not one
 * number is a 400, and a chunked body within the limit is answered as usual.
 */
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { maxRequestBytes } from "../../server/graphql/yoga.ts";
import { rawRequest } from "./rawRequest.ts";
import { startTestServer, startupTimeout, type TestServer } from "./testServer.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
}, startupTimeout);

afterAll(() => server?.close());

const query = (padding: number) => JSON.stringify({ query: `{ __typename }`, variables: { padding: "x".repeat(padding) } });

/** POSTs the body in chunks with no Content-Length: only its streamed size tells how big it is. */
function postChunked(
  body: string,
): Promise<{ status: number; json: { data?: unknown; errors?: { message: string; extensions?: { code?: string } }[] } }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${server.url}/graphql`,
      { method: "POST", headers: { "Content-Type": "application/json", "Transfer-Encoding": "chunked" } },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(text) }));
      },
    );
    req.on("error", reject);
    for (let at = 0; at < body.length; at += 16 * 1024) req.write(body.slice(at, at + 16 * 1024));
    req.end();
  });
}

describe("the /graphql body limit", () => {
  it("refuses a declared body over the limit with 413 and says what the limit is", async () => {
    const response = await server.post(query(maxRequestBytes));
    expect(response.status).toBe(413);
    expect(response.body.errors?.[0]).toMatchObject({
      message: `The request is too large: send at most ${maxRequestBytes / 1024} KB`,
      extensions: { code: "REQUEST_ENTITY_TOO_LARGE" },
    });
  });

  it("refuses a chunked body once it streams past the limit, with the same answer", async () => {
    const response = await postChunked(query(maxRequestBytes));
    expect(response.status).toBe(413);
    expect(response.json.errors?.[0]).toMatchObject({
      message: `The request is too large: send at most ${maxRequestBytes / 1024} KB`,
      extensions: { code: "REQUEST_ENTITY_TOO_LARGE" },
    });
  });

  it("answers a chunked body within the limit", async () => {
    const response = await postChunked(query(maxRequestBytes / 2));
    expect(response.status).toBe(200);
    expect(response.json).toEqual({ data: { __typename: "Query" } });
  });

  it("answers a body of exactly the declared length", async () => {
    const body = query(1000);
    const response = await server.post(body);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: { __typename: "Query" } });
  });

  it("refuses a Content-Length that is not one number", async () => {
    const body = query(10);
    const response = await rawRequest(
      server.url,
      `POST /graphql HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: +${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(response.status).toBe(400);
  });
});
