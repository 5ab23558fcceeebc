import { describe, expect, it } from "vitest";
import type { ResolvedJourney, ResolvedPage } from "../../src/engine/index.ts";
import { resultPartProblem, resultTypesOf } from "../../tools/lint/referenceResults.ts";
import { draftPaths } from "../../tools/lint/referenceDraftPaths.ts";

const SDL = `
  type Make { code: String! description: String }
  type Vehicle { abicode: String! make: Make extras: JSON models: [Make!]! }
  type Single { amount: Int! }
  type Instalments { count: Int! }
  union Payment = Single | Instalments
  scalar JSON
  type Query { vehicle(reg: String!): Vehicle payments: [Payment!]! }
  type Mutation { rate: Vehicle! }
`;
const types = resultTypesOf(SDL);
const problem = (source: string, path: string) => resultPartProblem(source, path === "" ? [] : path.split("."), "result", types);

describe("resultPartProblem", () => {
  it("follows the source's Query or Mutation field through objects, list items, unions and JSON", () => {
    for (const path of ["", "abicode", "make.code", "models.0.code", "extras.anything.at.all"])
      expect(problem("vehicle", path), path).toBeUndefined();
    expect(problem("rate", "make.description")).toBeUndefined();
    expect(problem("payments", "0.amount")).toBeUndefined();
    expect(problem("payments", "0.count")).toBeUndefined();
  });

  it("names the missing part, the type it is missing from and the nearest one", () => {
    expect(problem("vehicle", "make.cod")).toBe('data source "vehicle" gives no "cod" in Make (did you mean "result.make.code"?)');
    expect(problem("payments", "0.amont")).toBe('data source "payments" gives no "amont" in Payment (did you mean "result.0.amount"?)');
    expect(problem("vehicle", "abicode.first")).toBe('"result.abicode" is a String, with no parts');
  });

  it("leaves a source the schema does not have to the data-source check", () => {
    expect(problem("somethingElse", "x.y")).toBeUndefined();
  });

  it("reads the server's own schema by default", () => {
    expect(resultPartProblem("addressDetails", ["postalCode"], "result")).toBeUndefined();
    expect(resultPartProblem("addressDetails", ["postcode"], "result")).toContain('gives no "postcode" in AddressParts');
  });
});

describe("draftPaths with stored results", () => {
  const page: ResolvedPage = {
    id: "address",
    route: "/address",
    title: "Address",
    section: "driverAddress",
    file: "address.json",
    fields: [],
    next: [{ to: "rate" }],
    actions: [
      {
        id: "find",
        label: "Find",
        load: {
          source: "addressDetails",
          args: {},
          onResult: [{ set: { "driverAddress.addressParts": { var: "result" }, "driverAddress.city": { var: "result.city" } } }],
        },
      },
    ],
  };
  const journey: ResolvedJourney = {
    id: "car",
    version: "1.0.0",
    name: "Car",
    startPage: "address",
    limits: {},
    pages: { address: page },
    pageOrder: ["address"],
  };

  it("knows the parts of a stored result from the source's type, where result shapes are checked", () => {
    const paths = draftPaths(journey, true);
    expect(paths.has("driverAddress.addressParts.line1")).toBe(true);
    expect(paths.has("driverAddress.addressParts.lin1")).toBe(false);
    expect(paths.storedResultProblem("driverAddress.addressParts.lin1")).toBe(
      'data source "addressDetails" gives no "lin1" in AddressParts (did you mean "driverAddress.addressParts.line1"?)',
    );
    expect(paths.has("driverAddress.city.part")).toBe(false);
  });

  it("leaves stored results open elsewhere (fixture journeys name sources of their own)", () => {
    expect(draftPaths(journey).has("driverAddress.addressParts.lin1")).toBe(true);
  });
});
