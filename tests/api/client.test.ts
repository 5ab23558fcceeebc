// @vitest-environment jsdom
/** The fetch client: data on success, the server's GraphQL errors or the HTTP status on failure, the fetch's own error when the network is down; each failure reported by operation name only. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ClientError, graphqlClient } from "../../src/api/client.ts";
import { operationNameOf } from "../../src/api/graphqlRequest.ts";
import { RateQuoteDocument, ReferenceDataDocument } from "../../src/api/generated/graphql.ts";
import { setErrorReportingPort, type ClientErrorReport, type ErrorReportingPort } from "../../src/app/errorReporting.ts";

const graphql = graphqlClient("http://localhost");
const reports: ClientErrorReport[] = [];
let previous: ErrorReportingPort;

beforeEach(() => {
  reports.length = 0;
  previous = setErrorReportingPort({ report: (report) => reports.push(report) });
});

afterEach(() => {
  setErrorReportingPort(previous);
  vi.unstubAllGlobals();
});

function answer(status: number, body: string) {
  vi.stubGlobal("fetch", vi.fn(async () => new Response(body, { status, headers: { "Content-Type": "application/json" } })));
}

/** What the request rejected with. */
async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(() => expect.unreachable("the request succeeded"), (error: unknown) => error);
}

describe("the GraphQL client", () => {
  it("resolves with the answer's data and reports nothing", async () => {
    answer(200, JSON.stringify({ data: { referenceData: [{ name: "occupation", options: [] }] } }));
    await expect(graphql.request(ReferenceDataDocument, { lists: ["occupation"] })).resolves.toEqual({ referenceData: [{ name: "occupation", options: [] }] });
    expect(reports).toEqual([]);
  });

  it("rejects with the server's GraphQL errors: message, code and field details", async () => {
    const fieldErrors = [{ page: "driver-personal", field: "dob", message: "Too young" }];
    answer(200, JSON.stringify({ data: null, errors: [{ message: "The quote is not valid", extensions: { code: "QUOTE_INVALID", fieldErrors } }] }));
    const error = await failure(graphql.request(RateQuoteDocument, { body: { product: "car", journeyVersion: "1", answers: {} } }));
    expect(error).toBeInstanceOf(ClientError);
    expect((error as ClientError).message).toBe("The quote is not valid");
    expect((error as ClientError).response).toMatchObject({ status: 200, errors: [{ message: "The quote is not valid", extensions: { code: "QUOTE_INVALID", fieldErrors } }] });
    expect(reports).toEqual([{ operation: "RateQuote", code: "QUOTE_INVALID", message: "The quote is not valid", path: "/" }]);
  });

  it("leaves a handled business error unreported, still rejecting with it", async () => {
    answer(200, JSON.stringify({ data: null, errors: [{ message: "Expired", extensions: { code: "QUOTE_EXPIRED" } }] }));
    const error = await failure(graphql.request(ReferenceDataDocument, { lists: [] }));
    expect((error as ClientError).response.errors?.[0]?.extensions?.code).toBe("QUOTE_EXPIRED");
    expect(reports).toEqual([]);
  });

  it("rejects an HTTP failure with no GraphQL answer with its status, and reports it", async () => {
    answer(502, "<html>Bad gateway</html>");
    const error = await failure(graphql.request(ReferenceDataDocument, { lists: [] }));
    expect(error).toBeInstanceOf(ClientError);
    expect((error as ClientError).response).toEqual({ data: undefined, errors: undefined, status: 502 });
    expect(reports).toEqual([{ operation: "ReferenceData", code: "HTTP_502", message: "HTTP status 502", path: "/" }]);
  });

  it("rejects with the fetch's own error when the network is down, and reports it", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    const error = await failure(graphql.request(ReferenceDataDocument, { lists: [] }));
    expect(error).toBeInstanceOf(TypeError);
    expect(reports).toEqual([{ operation: "ReferenceData", code: "NETWORK_ERROR", message: "Failed to fetch", path: "/" }]);
  });

  it("names every generated operation after the name written in it", () => {
    expect(operationNameOf(String(RateQuoteDocument))).toBe("RateQuote");
    expect(operationNameOf("mutation TakeUpQuote($token: String!) { takeUpQuote(token: $token) { quoteRef } }")).toBe("TakeUpQuote");
    expect(operationNameOf("{ __typename }")).toBeUndefined();
  });
});
