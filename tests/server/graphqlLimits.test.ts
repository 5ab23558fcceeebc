/**
 * Document limits (server/graphql/limits.ts) and introspection: the app's own operations pass with room
 * to spare, abusive documents are refused before anything runs, with a JSON error that names the limit.
 */
import { readFileSync } from "node:fs";
import { buildSchema, validate, type ValidationRule } from "graphql";
import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import { maxDirectivesRule } from "@escape.tech/graphql-armor-max-directives";
import { MaxTokensParserWLexer } from "@escape.tech/graphql-armor-max-tokens";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { graphqlLimits } from "../../server/graphql/limits.ts";
import { appOperations } from "./appOperations.ts";
import { startTestServer, startupTimeout, type GraphqlResponse, type TestServer } from "./testServer.ts";

const schema = buildSchema(readFileSync(new URL("../../server/schema.graphql", import.meta.url), "utf8"));

/** What graphql-armor's own rules count for a document. */
function measure(document: string) {
  const parser = new MaxTokensParserWLexer(document, { n: Infinity });
  const ast = parser.parseDocument();
  const found = { tokens: parser.tokenCount, depth: 0, aliases: 0, directives: 0, cost: 0 };
  const counting = (key: keyof typeof found) => ({
    onAccept: [(_: unknown, details: { n: number }) => (found[key] = Math.max(found[key], details.n))],
  });
  const rules: ValidationRule[] = [
    maxDepthRule({ n: Infinity, ...counting("depth") }) as unknown as ValidationRule,
    maxAliasesRule({ n: Infinity, ...counting("aliases") }) as unknown as ValidationRule,
    maxDirectivesRule({ n: Infinity, ...counting("directives") }) as unknown as ValidationRule,
    costLimitRule({ maxCost: Infinity, ...counting("cost") }) as unknown as ValidationRule,
  ];
  expect(validate(schema, ast, rules)).toEqual([]);
  return found;
}

describe("the app's own operations", () => {
  it("are all found in src/api", () => {
    expect(appOperations().map(([name]) => name)).toEqual(
      expect.arrayContaining(["RATE_QUOTE", "RETRIEVE_QUOTE", "TAKE_UP_QUOTE", "VEHICLE_BY_REG"]),
    );
  });

  it.each(appOperations())("%s needs at most half of every limit", (_, document) => {
    const found = measure(document);
    expect(found.tokens).toBeLessThanOrEqual(graphqlLimits.maxTokens / 2);
    expect(found.depth).toBeLessThanOrEqual(graphqlLimits.maxDepth / 2);
    expect(found.aliases).toBeLessThanOrEqual(graphqlLimits.maxAliases / 2);
    expect(found.directives).toBeLessThanOrEqual(graphqlLimits.maxDirectives / 2);
    expect(found.cost).toBeLessThanOrEqual(graphqlLimits.maxCost / 2);
  });
});

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, startupTimeout);
afterAll(() => server?.close());

/** As the app's client asks: with application/graphql-response+json a refused document is a 400. */
async function ask(query: string, variables?: Record<string, unknown>): Promise<GraphqlResponse> {
  const response = await fetch(`${server.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/graphql-response+json, application/json" },
    body: JSON.stringify({ query, variables }),
  });
  const text = await response.text();
  expect(response.headers.get("content-type")).toMatch(/json/);
  return { status: response.status, text, body: JSON.parse(text) as GraphqlResponse["body"] };
}

function expectRefused(response: GraphqlResponse, code: string, message: RegExp) {
  expect(response.status, response.text).toBe(400);
  expect(response.body.data).toBeUndefined();
  const error = response.body.errors?.find((each) => message.test(each.message));
  expect(error, response.text).toBeDefined();
  expect(error?.extensions?.code).toBe(code);
  expect(response.text).not.toMatch(/\n\s+at |node_modules|\.[jt]s:\d+|RangeError|Maximum call stack/);
}

async function storedQuotes(): Promise<number> {
  const { rows } = await server.db.query<{ count: string | number }>("SELECT count(*) AS count FROM quotes");
  return Number(rows[0].count);
}

const fragment = appOperations()
  .find(([name]) => name === "RATE_QUOTE")![1]
  .match(/fragment RateResponseFields[\s\S]*?\n\}/)![0];

describe("abusive documents", () => {
  it.each([2_000, 5_000, 10_000])(
    "nesting %i levels deep is a 400 parse error, never a 500 (deeper is over the body limit)",
    async (levels) => {
      for (const query of [
        `{ __typename(a: ${"[".repeat(levels)}${"]".repeat(levels)}) }`,
        `{ __typename(a: ${"{a: ".repeat(levels)}1${"}".repeat(levels)}) }`,
        `{ ${"a { ".repeat(levels)}b${" }".repeat(levels)} }`,
      ]) {
        expectRefused(
          await ask(query),
          "GRAPHQL_PARSE_FAILED",
          new RegExp(`^Syntax Error: Token limit of ${graphqlLimits.maxTokens} exceeded\\.$`),
        );
      }
    },
  );

  it("refuses a document nested deeper than the depth limit", async () => {
    // The schema has no cycle: only introspection's ofType chain nests this deep.
    const levels = graphqlLimits.maxDepth;
    const query = `{ __type(name: "Query") { ${"ofType { ".repeat(levels)}name${" }".repeat(levels)} } }`;
    expectRefused(
      await ask(query),
      "GRAPHQL_VALIDATION_FAILED",
      new RegExp(`^Query depth limit of ${graphqlLimits.maxDepth} exceeded, found \\d+\\.$`),
    );
  });

  it("refuses more aliases than the limit: 50 copies of the reference data return no data", async () => {
    const copies = Array.from({ length: 50 }, (_, i) => `r${i}: referenceData(lists: $lists) { name options { code value } }`).join(" ");
    const response = await ask(`query ($lists: [String!]!) { ${copies} }`, { lists: ["title", "occupation", "business", "maritalStatus"] });
    expectRefused(
      response,
      "GRAPHQL_VALIDATION_FAILED",
      new RegExp(`^Aliases limit of ${graphqlLimits.maxAliases} exceeded, found 50\\.$`),
    );
    expect(response.text.length).toBeLessThan(1000);
  });

  it("accepts aliases up to the limit", async () => {
    const copies = Array.from({ length: graphqlLimits.maxAliases }, (_, i) => `r${i}: referenceData(lists: ["title"]) { name }`).join(" ");
    const response = await ask(`{ ${copies} }`);
    expect(response.status).toBe(200);
    expect(response.body.data?.r0).toEqual([{ name: "title" }]);
  });

  it("refuses more directives than the limit", async () => {
    const fields = Array.from(
      { length: graphqlLimits.maxDirectives + 1 },
      (_, i) => `f${i}: vehicleByReg(registration: "AB12 CDE") @include(if: true) { year }`,
    );
    const response = await ask(`{ ${fields.join(" ")} }`);
    expectRefused(
      response,
      "GRAPHQL_VALIDATION_FAILED",
      new RegExp(`^Directives limit of ${graphqlLimits.maxDirectives} exceeded, found ${graphqlLimits.maxDirectives + 1}\\.$`),
    );
  });

  it("refuses a mutation over the cost limit, and stores nothing", async () => {
    const before = await storedQuotes();
    const query = `${fragment} mutation ($body: QuoteBody!) { rateQuote(body: $body) { ${"...RateResponseFields ".repeat(6)} } }`;
    const response = await ask(query, { body: { product: "car", journeyVersion: "0", answers: { product: "car" } } });
    expectRefused(response, "GRAPHQL_VALIDATION_FAILED", new RegExp(`^Query Cost limit of ${graphqlLimits.maxCost} exceeded, found \\d+`));
    expect(await storedQuotes()).toBe(before);
  });

  it("suggests no field names", async () => {
    const response = await ask('{ vehicleByReg(registration: "AB12CDE") { registraton } }');
    expectRefused(response, "GRAPHQL_VALIDATION_FAILED", /^Cannot query field "registraton" on type "VehicleByReg"\.$/);
    expect(response.text).not.toMatch(/Did you mean|registration/);
  });
});

describe("introspection", () => {
  it.each([
    ["__schema", "{ __schema { types { name } } }"],
    ["__type", '{ __type(name: "Query") { fields { name } } }'],
  ])("is refused by default (%s)", async (field, query) => {
    const response = await ask(query);
    expectRefused(
      response,
      "GRAPHQL_VALIDATION_FAILED",
      new RegExp(`introspection has been disabled, but the requested query contained the field "${field}"`),
    );
  });

  it("still answers __typename", async () => {
    expect((await ask("{ __typename }")).body).toEqual({ data: { __typename: "Query" } });
  });

  it(
    "is answered when the server is started for development",
    async () => {
      const dev = await startTestServer({ db: server.db, introspection: true });
      try {
        const response = await fetch(`${dev.url}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ query: '{ __type(name: "Query") { fields { name } } }' }),
        });
        const body = (await response.json()) as { data: { __type: { fields: Array<{ name: string }> } } };
        expect(body.data.__type.fields.map((field) => field.name)).toContain("vehicleByReg");
      } finally {
        await dev.close();
      }
    },
    startupTimeout,
  );
});
