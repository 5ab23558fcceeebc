import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, startupTimeout, type GraphqlResponse, type TestServer } from "./testServer.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, startupTimeout);
afterAll(() => server?.close());

/** Every failure must be GraphQL-shaped, say what is wrong, carry a code, and leak nothing internal. */
function expectCleanError(response: GraphqlResponse, code: string, message: RegExp) {
  expect(response.body.errors, response.text).toHaveLength(1);
  const [error] = response.body.errors!;
  expect(error.message).toMatch(message);
  expect(error.extensions?.code).toBe(code);
  expect(response.text).not.toMatch(/stack|originalError|node_modules|\.ts:\d+|\.js:\d+/);
}

describe("malformed requests", () => {
  it("reports a syntax error", async () => {
    const response = await server.graphql('{ referenceData(lists: ["gender"] { name } }');
    expectCleanError(response, "GRAPHQL_PARSE_FAILED", /^Syntax Error: Expected Name, found "\{"/);
  });

  it("reports an unknown field", async () => {
    const response = await server.graphql('{ vehicleByReg(registration: "AB12CDE") { colour } }');
    expectCleanError(response, "GRAPHQL_VALIDATION_FAILED", /Cannot query field "colour" on type "VehicleByReg"/);
  });

  it("reports an unknown query", async () => {
    const response = await server.graphql("{ quotes { id } }");
    expectCleanError(response, "GRAPHQL_VALIDATION_FAILED", /Cannot query field "quotes" on type "Query"/);
  });

  it("reports a missing argument", async () => {
    const response = await server.graphql('{ vehicleModels(makeCode: "FORD") { years } }');
    expect(response.body.errors!.length).toBeGreaterThan(0);
    expect(response.body.errors![0].message).toMatch(/argument "productClass" of type "String!" is required/);
    expect(response.body.errors![0].extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
  });

  it("reports an argument literal of the wrong type", async () => {
    const response = await server.graphql("{ vehicleByReg(registration: 5) { registration } }");
    expectCleanError(response, "GRAPHQL_VALIDATION_FAILED", /String cannot represent a non string value: 5/);
  });

  it("reports a variable of the wrong type", async () => {
    const response = await server.graphql("query ($lists: [String!]!) { referenceData(lists: $lists) { name } }", { lists: [1, { a: 2 }] });
    expect(response.status).toBe(400);
    expect(response.body.errors![0].message).toMatch(/Variable "\$lists" got invalid value/);
    expect(response.body.errors![0].extensions?.code).toBe("BAD_USER_INPUT");
  });

  it("reports an invalid JSON body", async () => {
    const response = await server.post('{"query": "{ __typename }"');
    expect(response.status).toBe(400);
    expectCleanError(response, "BAD_REQUEST", /^POST body sent invalid JSON\.$/);
  });

  it("reports a body with no query", async () => {
    expectCleanError(await server.post("{}"), "BAD_REQUEST", /Must provide query string/);
    expectCleanError(await server.post("[1, 2]"), "BAD_REQUEST", /./);
  });

  it("reports a body that is not JSON at all", async () => {
    const response = await server.post("vehicleByReg please", "text/plain");
    expect(response.status).toBe(415);
    expectCleanError(response, "BAD_REQUEST", /Content-Type: application\/json/);
  });

  it("reports an unknown reference list", async () => {
    const response = await server.graphql('{ referenceData(lists: ["gender", "colours"]) { name } }');
    expectCleanError(response, "BAD_USER_INPUT", /^Unknown reference list "colours"$/);
    expect(response.body.data).toBeNull();
  });

  it("keeps serving after all of that", async () => {
    const response = await server.graphql('{ referenceData(lists: ["gender"]) { name } }');
    expect(response.body).toEqual({ data: { referenceData: [{ name: "gender" }] } });
  });
});

describe("control characters in arguments", () => {
  it.each([
    [
      "addressLookup's searchTerm",
      'query ($t: String) { addressLookup(postcode: "LS1 4AP", searchTerm: $t) { addressId } }',
      { t: "Parade\u0000" },
      "$t",
    ],
    ["addressDetails' addressId", "query ($id: String!) { addressDetails(addressId: $id) { line1 } }", { id: "a\u0000b" }, "$id"],
    [
      "vehicleModels' makeCode",
      'query ($m: String!) { vehicleModels(makeCode: $m, productClass: "Private_Car", scheme: "New_Driver_RAC") { years } }',
      { m: "FORD\u0001" },
      "$m",
    ],
    [
      "a string deep in rateQuote's answers",
      "mutation ($body: QuoteBody!) { rateQuote(body: $body) { quoteRef } }",
      {
        body: {
          product: "car",
          journeyVersion: "1",
          answers: { product: "car", driverAddress: { addressParts: { line1: "1 Parade\u0000Court" } } },
        },
      },
      "$body.answers.driverAddress.addressParts.line1",
    ],
  ])("%s: refused before any resolver runs, naming where", async (_, query, variables, where) => {
    const response = await server.graphql(query, variables);
    expect(response.status).toBe(200);
    expectCleanError(response, "BAD_USER_INPUT", /^Text must not contain control characters \(such as a NUL byte\): found one in /);
    expect(response.body.errors![0].extensions?.argument).toBe(where);
  });

  it("refuses one written into the query as an escape", async () => {
    const response = await server.graphql('{ addressLookup(postcode: "LS1 4AP", searchTerm: "Par\\u0000ade") { addressId } }');
    expectCleanError(response, "BAD_USER_INPUT", /control characters/);
  });
});
