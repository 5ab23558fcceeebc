/**
 * POST /client-errors (the browser's link-error reports): a small JSON report becomes one log line and a 204; anything else is
 * refused with 400, 405 or 413, and nothing a client sends crashes the server or forges log lines.
 */
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { handleClientError, MAX_CLIENT_ERROR_BYTES, parseClientErrorReport } from "../../server/http/clientErrors.ts";

let server: Server;
let url: string;
let lines: string[];
let logger: (message: string) => void;

beforeAll(async () => {
  server = createServer((req, res) => handleClientError(req, res, (message) => logger(message)));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/client-errors`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  lines = [];
  logger = (message) => void lines.push(message);
});

const post = (body: string, contentType = "application/json") =>
  fetch(url, { method: "POST", body, headers: { "Content-Type": contentType } });

/** A raw request, for what fetch will not send (a wrong Content-Length, a body cut off mid-way). */
function raw(options: {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  abortAfterHeaders?: boolean;
}): Promise<number | "aborted"> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? "POST", headers: options.headers }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", (error) => (options.abortAfterHeaders ? resolve("aborted") : reject(error)));
    if (options.abortAfterHeaders) {
      req.write('{"code":');
      setImmediate(() => req.destroy());
      return;
    }
    req.end(options.body);
  });
}

const report = { operation: "VehicleByReg", code: "NETWORK_ERROR", path: "/numberplate", message: "Failed to fetch" };

describe("POST /client-errors", () => {
  it("logs one line with operation, code, path and message, and answers 204 with no body", async () => {
    const response = await post(JSON.stringify(report));
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(lines).toEqual(["client error: VehicleByReg NETWORK_ERROR /numberplate Failed to fetch"]);
  });

  it("keeps only the known fields: variables, answers or tokens sent by mistake are never logged", async () => {
    const response = await post(
      JSON.stringify({ ...report, variables: { registration: "AB12CDE" }, token: "secret-token-value", draft: { firstName: "Alex" } }),
    );
    expect(response.status).toBe(204);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toMatch(/AB12CDE|secret-token-value|Alex/);
  });

  it("accepts a charset on the content type and a report with missing optional fields", async () => {
    expect((await post(JSON.stringify({ code: "HTTP_502" }), "application/json; charset=utf-8")).status).toBe(204);
    expect(lines).toEqual(["client error: - HTTP_502 -"]);
  });

  it("cuts long fields to their caps and turns newlines into spaces, so a report is one short line", async () => {
    const response = await post(
      JSON.stringify({ ...report, message: `first\nclient error: forged ${"x".repeat(1000)}`, operation: "O".repeat(500) }),
    );
    expect(response.status).toBe(204);
    expect(lines).toHaveLength(1);
    expect(lines[0]).not.toContain("\n");
    expect(lines[0]).toContain("first client error: forged");
    const parsed = parseClientErrorReport(
      JSON.stringify({ message: "m".repeat(1000), operation: "O".repeat(500), code: "C".repeat(100), path: "/".repeat(300) }),
    )!;
    expect([parsed.message!.length, parsed.operation!.length, parsed.code!.length, parsed.path!.length]).toEqual([300, 100, 60, 200]);
  });

  it.each([
    ["not JSON", "{not json"],
    ["a JSON array", JSON.stringify([report])],
    ["a JSON string", JSON.stringify("oops")],
    ["null", "null"],
    ["a field that is not a string", JSON.stringify({ ...report, code: 500 })],
    ["neither a code nor a message", JSON.stringify({ operation: "X", path: "/x" })],
    ["an empty body", ""],
  ])("answers 400 to %s, saying why, and logs nothing", async (_, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/^Bad request/);
    expect(lines).toEqual([]);
  });

  it("answers 400 to a body that is not declared as JSON", async () => {
    expect((await post(JSON.stringify(report), "text/plain")).status).toBe(400);
    expect((await post(JSON.stringify(report), "application/jsonp")).status).toBe(400);
    expect(lines).toEqual([]);
  });

  it.each(["GET", "PUT", "DELETE"])("answers 405 with Allow: POST to %s", async (method) => {
    const response = await fetch(url, { method });
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
    expect(lines).toEqual([]);
  });

  it("answers 413 to a body over 4 KB, whether declared or streamed without a length", async () => {
    const big = JSON.stringify({ ...report, message: "x".repeat(MAX_CLIENT_ERROR_BYTES) });
    expect((await post(big)).status).toBe(413);
    const chunked = await raw({ headers: { "Content-Type": "application/json", "Transfer-Encoding": "chunked" }, body: big });
    expect(chunked).toBe(413);
    expect(lines).toEqual([]);
    // Just under the limit is still a report.
    const fits = JSON.stringify({
      ...report,
      message: "y".repeat(MAX_CLIENT_ERROR_BYTES - JSON.stringify({ ...report, message: "" }).length),
    });
    expect(Buffer.byteLength(fits)).toBe(MAX_CLIENT_ERROR_BYTES);
    expect((await post(fits)).status).toBe(204);
  });

  it("survives a client that hangs up mid-body and a logger that throws", async () => {
    expect(await raw({ headers: { "Content-Type": "application/json", "Content-Length": "100" }, abortAfterHeaders: true })).toBe(
      "aborted",
    );
    logger = () => {
      throw new Error("disk full");
    };
    expect((await post(JSON.stringify(report))).status).toBe(204);
    logger = (message) => void lines.push(message);
    expect((await post(JSON.stringify(report))).status).toBe(204);
    expect(lines).toHaveLength(1);
  });
});
