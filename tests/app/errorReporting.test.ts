// @vitest-environment jsdom
/**
 * Error reporting: link errors the app did not expect reach the port with the operation, a
 * code, a clean message and the route's path, never variables or tokens; handled business
 * errors and successes do not. The default adapter sends a beacon, or a keepalive fetch.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { graphqlClient } from "../../src/api/client.ts";
import { beaconAdapter, linkErrorReport, linkErrorReporter, type ClientErrorReport } from "../../src/app/errorReporting.ts";

const reports: ClientErrorReport[] = [];
/** What the server answers the client below (a fake fetch). */
let answered: () => Promise<Response>;
const graphql = graphqlClient("http://localhost", {
  fetch: () => answered(),
  reportLinkError: linkErrorReporter({ report: (report) => void reports.push(report) }),
});

beforeEach(() => {
  reports.length = 0;
  window.history.replaceState(null, "", "/numberplate?reg=AB12CDE");
});
afterEach(() => vi.unstubAllGlobals());

const VEHICLE = `
  query VehicleByReg($registration: String!) { vehicleByReg(registration: $registration) { abicode } }
`;
const TAKE_UP = `
  mutation TakeUpQuote($token: String!) { takeUpQuote(token: $token) { quoteRef } }
`;

function answer(status: number, body: unknown) {
  answered = async () => new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

const graphqlError = (code: string | undefined, message: string) => ({
  errors: [{ message, ...(code ? { extensions: { code } } : {}) }],
  data: null,
});

describe("the GraphQL client reports link errors", () => {
  it("a network failure: NETWORK_ERROR with the operation and the route's path, never the variables", async () => {
    answered = async () => {
      throw new TypeError("Failed to fetch");
    };
    await expect(graphql.request(VEHICLE, { registration: "AB12CDE" })).rejects.toThrow("Failed to fetch");
    expect(reports).toEqual([{ operation: "VehicleByReg", code: "NETWORK_ERROR", message: "Failed to fetch", path: "/numberplate" }]);
    expect(JSON.stringify(reports)).not.toContain("AB12CDE");
  });

  it("an HTTP error with no GraphQL answer: its status", async () => {
    answered = async () => new Response("Bad gateway", { status: 502, headers: { "Content-Type": "text/plain" } });
    await expect(graphql.request(VEHICLE, { registration: "AB12CDE" })).rejects.toThrow();
    expect(reports).toEqual([{ operation: "VehicleByReg", code: "HTTP_502", message: "HTTP status 502", path: "/numberplate" }]);
  });

  it("names the server's request id for the failed call, so its log lines can be found", async () => {
    answered = async () =>
      new Response(JSON.stringify(graphqlError("INTERNAL_SERVER_ERROR", "Unexpected error.")), {
        status: 200,
        headers: { "Content-Type": "application/json", "X-Request-Id": "5f0c1d2e-aaaa-bbbb-cccc-0123456789ab" },
      });
    await expect(graphql.request(VEHICLE, { registration: "AB12CDE" })).rejects.toThrow();
    expect(reports).toEqual([
      {
        operation: "VehicleByReg",
        code: "INTERNAL_SERVER_ERROR",
        message: "Unexpected error.",
        path: "/numberplate",
        requestId: "5f0c1d2e-aaaa-bbbb-cccc-0123456789ab",
      },
    ]);
  });

  it("an unexpected GraphQL error: its code and its message, with quoted input and personal data taken out", async () => {
    answer(200, graphqlError("BAD_USER_INPUT", '"AB12CDE1234" is too long for a UK registration; contact alex@example.com'));
    await expect(graphql.request(VEHICLE, { registration: "AB12CDE1234" })).rejects.toThrow();
    expect(reports).toEqual([
      {
        operation: "VehicleByReg",
        code: "BAD_USER_INPUT",
        message: '"…" is too long for a UK registration; contact',
        path: "/numberplate",
      },
    ]);
  });

  it("a masked server error with no code: GRAPHQL_ERROR", async () => {
    answer(200, graphqlError(undefined, "Unexpected error."));
    await expect(graphql.request(TAKE_UP, { token: "Vq3lD0xk2Jm9pQ_rT7uYw-1ZaB4cE6fG8hI0jK2lM4n" })).rejects.toThrow();
    expect(reports).toEqual([{ operation: "TakeUpQuote", code: "GRAPHQL_ERROR", message: "Unexpected error.", path: "/numberplate" }]);
    expect(JSON.stringify(reports)).not.toContain("Vq3lD0xk2Jm9pQ");
  });

  it.each(["QUOTE_EXPIRED", "OUTCOME_STALE", "BANK_DETAILS_INVALID", "PAYMENT_NOT_COMPLETED", "ADDRESS_DETAILS_FAILED", "DEVICE_ERROR"])(
    "a business error the page handles (%s) is not reported",
    async (code) => {
      answer(200, graphqlError(code, "handled"));
      await expect(graphql.request(TAKE_UP, { token: "t" })).rejects.toThrow();
      expect(reports).toEqual([]);
    },
  );

  it("a success is not reported", async () => {
    answer(200, { data: { vehicleByReg: { abicode: "1" } } });
    await expect(graphql.request(VEHICLE, { registration: "AB12CDE" })).resolves.toEqual({ vehicleByReg: { abicode: "1" } });
    expect(reports).toEqual([]);
  });
});

describe("linkErrorReport", () => {
  it("leaves out a request the app abandoned", () => {
    expect(linkErrorReport(new DOMException("aborted", "AbortError"), "VehicleByReg", "/numberplate")).toBeUndefined();
  });

  it("cuts a long message to 300 characters on one line", () => {
    const report = linkErrorReport(new Error(`line one\n${"x ".repeat(400)}`), undefined, "/final")!;
    expect(report.operation).toBe("anonymous");
    expect(report.message).not.toContain("\n");
    expect(report.message.length).toBe(300);
  });
});

describe("the beacon adapter", () => {
  const report: ClientErrorReport = { operation: "VehicleByReg", code: "HTTP_502", message: "HTTP status 502", path: "/numberplate" };

  it("sends the report as a JSON beacon to /client-errors", async () => {
    const beacon = vi.fn((_url: string, _body: Blob) => true);
    vi.stubGlobal("navigator", { sendBeacon: beacon });
    beaconAdapter().report(report);
    expect(beacon).toHaveBeenCalledTimes(1);
    const [url, body] = beacon.mock.calls[0];
    expect(url).toBe("/client-errors");
    expect(body.type).toBe("application/json");
    expect(JSON.parse(await body.text())).toEqual(report);
  });

  it("falls back to a keepalive fetch when the beacon is refused or missing, and never throws", async () => {
    const sent = vi.fn(async () => {
      throw new TypeError("offline");
    });
    vi.stubGlobal("fetch", sent);
    vi.stubGlobal("navigator", { sendBeacon: () => false });
    expect(() => beaconAdapter().report(report)).not.toThrow();
    vi.stubGlobal("navigator", {});
    beaconAdapter().report(report);
    expect(sent).toHaveBeenCalledTimes(2);
    expect(sent.mock.calls[0]).toEqual([
      "/client-errors",
      { method: "POST", body: JSON.stringify(report), headers: { "Content-Type": "application/json" }, keepalive: true },
    ]);
  });

  it("a report refused as too many (429) is dropped, not sent again; later ones wait out Retry-After without asking", async () => {
    let time = 1_000_000;
    const sent = vi.fn(async () => new Response("Too many reports: try again later", { status: 429, headers: { "Retry-After": "30" } }));
    vi.stubGlobal("fetch", sent);
    vi.stubGlobal("navigator", {});
    const adapter = beaconAdapter("/client-errors", () => time);
    adapter.report(report);
    // The adapter reads the answer first: its handler was attached to this promise before ours.
    await sent.mock.results[0].value;
    expect(sent).toHaveBeenCalledTimes(1);

    time += 29_000;
    adapter.report(report);
    expect(sent).toHaveBeenCalledTimes(1);

    sent.mockResolvedValue(new Response(null, { status: 204 }));
    time += 1_000;
    adapter.report(report);
    expect(sent).toHaveBeenCalledTimes(2);
  });

  it("a 429 naming no wait keeps quiet for a minute", async () => {
    let time = 0;
    const sent = vi.fn(async () => new Response(null, { status: 429 }));
    vi.stubGlobal("fetch", sent);
    vi.stubGlobal("navigator", {});
    const adapter = beaconAdapter("/client-errors", () => time);
    adapter.report(report);
    await sent.mock.results[0].value;
    time += 59_999;
    adapter.report(report);
    expect(sent).toHaveBeenCalledTimes(1);
    time += 1;
    adapter.report(report);
    expect(sent).toHaveBeenCalledTimes(2);
  });

  it("sends at most 20 reports from one page load", () => {
    const beacon = vi.fn(() => true);
    vi.stubGlobal("navigator", { sendBeacon: beacon });
    const adapter = beaconAdapter();
    for (let i = 0; i < 25; i++) adapter.report(report);
    expect(beacon).toHaveBeenCalledTimes(20);
  });
});
