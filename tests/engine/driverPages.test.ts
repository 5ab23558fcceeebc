/**
 * How the driver pages (address, job, history, claims, and their named-driver copies) are wired
 * on the real journeys: the address lookup's button, loader and outcomes, option lists drawn from
 * the product's limits, and the named-driver pages' slots. What they say and which answers they
 * accept (messages, limits, presets, sidebar lines) is recorded in journeys/<product>/scenarios/.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  applyOutcomes,
  evaluate,
  optionsFor,
  pageInstance,
  scopeData,
  setPath,
  type PageScope,
  type ReferenceData,
} from "../../src/engine/index.ts";
import type { Draft, LogicData, ResolvedPage } from "../../src/engine/types.ts";
import { clock, journey, loadProblems } from "./support/realJourneys.ts";

const PRODUCTS = ["car", "van", "ppm", "older", "convicted"] as const;

const referenceData = JSON.parse(
  readFileSync(new URL("../../server/fixtures/referenceData.json", import.meta.url), "utf8"),
) as ReferenceData;

/** A page as the app shows it: named-driver pages for slot 0. */
function pageOf(product: string, pageId: string): ResolvedPage {
  return pageInstance(journey(product), pageId, 0);
}

function scope(product: string, pageId: string): PageScope {
  const p = pageOf(product, pageId);
  return { journey: journey(product), page: p, section: p.section, clock, data: { reference: referenceData } };
}

function dataFor(product: string, pageId: string, draft: Draft): LogicData {
  return scopeData(scope(product, pageId), { product, ...draft });
}

function optionValues(product: string, pageId: string, field: string, draft: Draft = {}) {
  const f = pageOf(product, pageId).fields.find((x) => x.name === field);
  if (!f) throw new Error(`no field ${field}`);
  return optionsFor(f, dataFor(product, pageId, draft), referenceData)?.map((o) => o.value);
}

it("the journeys load without problems", () => {
  for (const product of PRODUCTS) expect(loadProblems[product]).toEqual([]);
});

describe("driver address lookup", () => {
  const valid = {
    postcode: "LS1 4AP",
    lookupPostcode: "LS1 4AP",
    addressId: "ADDR-1",
    email: "alex@example.com",
    phoneNumber: "07700900123",
  };
  const p = () => pageOf("car", "driver-address");
  const action = (id: string) => p().actions!.find((a) => a.id === id)!;
  const loader = () => p().loaders!.find((l) => l.source === "addressLookup")!;

  it.each([
    { postcode: undefined, enabled: false },
    { postcode: "", enabled: false },
    { postcode: "LS1", enabled: false },
    { postcode: "ls1 4ap", enabled: true },
    { postcode: "ZZ1 1ZZ", enabled: true },
  ])("Find address with postcode '$postcode' is enabled: $enabled", ({ postcode, enabled }) => {
    const data = dataFor("car", "driver-address", { driverAddress: { postcode } });
    expect(Boolean(evaluate(action("find-address").enabledWhen, data))).toBe(enabled);
  });

  it("Find address stays on the page, right after the postcode, and stores the normalised postcode to look up", () => {
    const find = action("find-address");
    expect(find).toMatchObject({ stay: true, validate: false, after: "postcode", variant: "secondary" });
    const draft = { driverAddress: { postcode: " ls1 4ap" } };
    const out = applyOutcomes(find.then, draft, dataFor("car", "driver-address", draft));
    expect((out.draft.driverAddress as Record<string, unknown>).lookupPostcode).toBe("LS1 4AP");
  });

  it.each([
    { answers: { postcode: "LS1 4AP", lookupPostcode: "LS1 4AP" }, loads: true },
    { answers: { postcode: "ls1 4ap", lookupPostcode: "LS1 4AP" }, loads: true },
    { answers: { postcode: "LS1 4AP" }, loads: false, why: "Find address not pressed" },
    { answers: { postcode: "EX4 4QJ", lookupPostcode: "LS1 4AP" }, loads: false, why: "postcode changed since" },
  ])("the lookup runs for $answers: $loads", ({ answers, loads }) => {
    const data = dataFor("car", "driver-address", { driverAddress: answers });
    expect(Boolean(evaluate(loader().when, data))).toBe(loads);
    expect(loader()).toMatchObject({ as: "addresses" });
    if (loads) expect(evaluate(loader().args.postcode, data)).toBe("LS1 4AP");
  });

  const lookedUp = { driverAddress: { postcode: "LS1 4AP", lookupPostcode: "LS1 4AP" } };
  /** The journey's own "no addresses" message: what an empty list puts under the postcode. */
  const notFound = () =>
    applyOutcomes(loader().onResult, lookedUp, { ...dataFor("car", "driver-address", lookedUp), result: [] }).fieldError;

  const results = [
    { addressId: "A1", searchResult: "Harcourt & Lowe Solicitors LLP, Minerva House, 29 East Parade, Leeds, LS1 4AP" },
    { addressId: "A2", searchResult: "31 East Parade, Leeds, LS1 4AP" },
  ];
  it.each([
    { name: "no list: a message under the postcode", result: [], answers: {}, addressId: "nonselected", error: true },
    { name: "a fresh lookup selects nothing", result: results, answers: {}, addressId: "nonselected", error: false },
    {
      name: "a chosen address is matched again by company",
      result: results,
      answers: { addressParts: { company: "Harcourt & Lowe Solicitors LLP", line1: "Minerva House" } },
      addressId: "A1",
      error: false,
    },
    {
      name: "a chosen address is matched again by line 1",
      result: results,
      answers: { addressParts: { line1: "31 East Parade" } },
      addressId: "A2",
      error: false,
    },
    {
      name: "an address not in the list is not matched",
      result: results,
      answers: { addressParts: { line1: "99 Nowhere Road" } },
      addressId: "nonselected",
      error: false,
    },
    { name: "a pick still in the list is kept", result: results, answers: { addressId: "A2" }, addressId: "A2", error: false },
  ])("lookup result: $name", ({ result, answers, addressId, error }) => {
    const draft = { driverAddress: { ...lookedUp.driverAddress, ...answers } };
    const out = applyOutcomes(loader().onResult, draft, { ...dataFor("car", "driver-address", draft), result });
    expect((out.draft.driverAddress as Record<string, unknown>).addressId).toBe(addressId);
    expect(out.fieldError?.field).toBe(error ? "postcode" : undefined);
    if (error) expect(out.fieldError?.message).not.toBe("");
    expect(out.goTo).toBeUndefined();
  });

  it.each(["onError", "onEmpty"] as const)("a lookup %s shows the same message as an empty list, on the page", (key) => {
    const draft = { driverAddress: { ...lookedUp.driverAddress, addressId: "A1" } };
    const out = applyOutcomes(loader()[key], draft, dataFor("car", "driver-address", draft));
    expect(out.fieldError).toEqual(notFound());
    expect(out.goTo).toBeUndefined();
  });

  it("Continue fetches the address details into addressParts, or stops with a message on the address", () => {
    const load = action("continue").load!;
    const draft = { driverAddress: { ...valid } };
    const data = dataFor("car", "driver-address", draft);
    expect(load.source).toBe("addressDetails");
    expect(evaluate(load.args.addressId, data)).toBe("ADDR-1");
    const parts = { line1: "31 East Parade", city: "Leeds", postalCode: "LS1 4AP" };
    const ok = applyOutcomes(load.onResult, draft, { ...data, result: parts });
    expect((ok.draft.driverAddress as Record<string, unknown>).addressParts).toEqual(parts);
    expect(ok.fieldError).toBeUndefined();
    for (const failed of [load.onError, load.onEmpty]) {
      const out = applyOutcomes(failed, draft, data);
      expect(out.fieldError?.field).toBe("addressId");
      expect(out.fieldError?.message).not.toBe("");
      expect(out.goTo).toBeUndefined();
    }
  });
});

describe("job", () => {
  it.each(PRODUCTS)("%s offers the same employment statuses, in the same order, for both jobs and named drivers", (product) => {
    const statuses = optionValues(product, "job", "statusCode");
    expect(statuses?.length).toBeGreaterThan(0);
    for (const pageId of ["job", "named-job"]) {
      expect(optionValues(product, pageId, "statusCode")).toEqual(statuses);
      expect(
        optionValues(product, pageId, "secondaryStatusCode", setPath({}, pageOf(product, pageId).section as string, { secondary: true })),
      ).toEqual(statuses);
    }
  });

  it("named drivers: no question speaks to 'you'", () => {
    const labels = pageOf("car", "named-job").fields.map((f) => f.label);
    expect(labels.filter((l) => /\byou(r)?\b/i.test(l))).toEqual([]);
  });
});

describe("history", () => {
  it.each(PRODUCTS)("%s offers the licence years its limits allow, for the policyholder and named drivers", (product) => {
    const allowed = journey(product).limits.licenceYears;
    expect(optionValues(product, "history", "years")).toEqual(allowed);
    expect(optionValues(product, "named-history", "years")).toEqual(allowed);
  });

  it("every drink-driving code with a reading is a known conviction code", () => {
    const known = new Set((referenceData.convictionType ?? []).map((c) => c.code));
    const codes = journey("convicted").limits.breathalyserCodes as string[];
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) expect(known).toContain(code);
  });

  it("named drivers: no question speaks to 'you'", () => {
    const labels = pageOf("convicted", "named-history").fields.map((f) => f.label);
    expect(labels.filter((l) => /\byou(r)?\b/i.test(l))).toEqual([]);
  });
});

describe("claims", () => {
  it("named drivers: no question speaks to 'you'", () => {
    const labels = pageOf("car", "named-claims").fields.map((f) => f.label);
    expect(labels.filter((l) => /\byou(r)?\b/i.test(l))).toEqual([]);
  });

  it("saving a named driver's claims marks that driver added", () => {
    const action = pageOf("car", "named-claims").actions![0];
    const draft = { product: "car", named: { 0: { claims: { claim1: false } } } };
    const out = applyOutcomes(action.then, draft, dataFor("car", "named-claims", draft));
    expect((out.draft.named as Record<string, Record<string, unknown>>)[0].added).toBe(true);
    const second = pageInstance(journey("car"), "named-claims", 1).actions![0];
    expect(second.then).toEqual([{ set: { "named.1.added": true } }]);
  });
});

describe("named-driver slots", () => {
  it("named pages live under the slot's own section and route", () => {
    for (const [id, section] of [
      ["named-job", "job"],
      ["named-history", "history"],
      ["named-claims", "claims"],
    ]) {
      const p = pageInstance(journey("car"), id, 1);
      expect(p.section).toBe(`named.1.${section}`);
      expect(p.route).toBe(`/named/1/${section}`);
    }
  });
});
