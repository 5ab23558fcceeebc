/**
 * The server under generated abuse (fuzzRequests.ts): whatever arrives at /graphql, the answer is never a
 * 5xx, always a JSON body, and never shows internals (stack frames, file paths, SQL, raw JS exceptions).
 * The same checks as the team's standalone fuzzer, bounded for CI. FUZZ_SEED replays a failing run.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { abusiveDocuments, fieldRequests, protocolRequests, type FuzzRequest } from "./fuzzRequests.ts";
import { startTestServer, startupTimeout, type TestServer } from "./testServer.ts";

const seed = Number(process.env.FUZZ_SEED ?? 20261123);
const fuzzTimeout = 120_000;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, startupTimeout);
afterAll(() => server?.close());

const leaks: Array<[string, RegExp]> = [
  ["a stack frame", /\bat [\w$.<>[\] ]+ \(|\n\s+at \S/],
  ["a file path", /node_modules|file:\/\/|\/work\/|\/home\/|\/usr\/|\.[cm]?[jt]s:\d+/],
  [
    "SQL",
    /\b(SELECT|INSERT INTO|UPDATE|DELETE FROM)\b.{0,100}\b(FROM|VALUES|SET|WHERE)\b|syntax error at or near|violates .{0,40}constraint|relation "|SQLSTATE|PGlite|invalid byte sequence/i,
  ],
  [
    "a JS exception",
    /\b(TypeError|ReferenceError|RangeError|SyntaxError|EvalError|URIError)\b|Cannot read propert|is not a function|Maximum call stack|\b\w+ is not defined\b(?! by type)/,
  ],
];

/** Strings the request sent, so an echoed payload is not taken for a leak. */
function sentStrings(request: FuzzRequest): string[] {
  const found = new Set<string>();
  const collect = (value: unknown) => {
    if (typeof value === "string") {
      found.add(value);
      found.add(JSON.stringify(value).slice(1, -1));
    } else if (value && typeof value === "object") Object.values(value).forEach(collect);
  };
  for (const text of [request.body, ...new URLSearchParams(request.path.split("?")[1] ?? "").values()]) {
    if (text === undefined) continue;
    collect(text);
    try {
      collect(JSON.parse(text));
    } catch {
      // not JSON: the raw text is enough
    }
  }
  return [...found].filter((text) => text.length > 2).sort((a, b) => b.length - a.length);
}

async function check(request: FuzzRequest): Promise<void> {
  const response = await fetch(`${server.url}${request.path}`, { method: request.method, headers: request.headers, body: request.body });
  const text = await response.text();
  const where = `${request.label}: ${response.status} ${text.slice(0, 300)}`;
  expect(response.status, where).toBeLessThan(500);
  expect(response.headers.get("content-type"), where).toMatch(/^application\/(graphql-response\+)?json/);
  expect(() => JSON.parse(text), where).not.toThrow();
  let visible = text;
  for (const sent of sentStrings(request)) visible = visible.split(sent).join("");
  for (const [what, pattern] of leaks) expect(visible, `${where}\nshows ${what}`).not.toMatch(pattern);
}

describe("fuzzing /graphql", () => {
  it(
    "abusive documents: deep, aliased, huge, cyclic",
    async () => {
      for (const request of abusiveDocuments()) await check(request);
    },
    fuzzTimeout,
  );

  it(
    "every root field with generated, wrong, missing and unknown arguments",
    async () => {
      await fc.assert(fc.asyncProperty(fieldRequests(), check), { seed, numRuns: 200 });
    },
    fuzzTimeout,
  );

  it(
    "broken bodies, malformed parameters, wrong content types and methods",
    async () => {
      await fc.assert(fc.asyncProperty(protocolRequests(), check), { seed, numRuns: 150 });
    },
    fuzzTimeout,
  );

  it("keeps answering afterwards", async () => {
    expect((await server.graphql("{ __typename }")).body).toEqual({ data: { __typename: "Query" } });
  });
});
