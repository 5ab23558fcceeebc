/**
 * §5 'Driver address page', 'Job', 'History' and 'Claims' on the real journeys, with the §4 job
 * presets, address lookup outcomes and conditional reveals, for every product and for the named
 * driver pages. Today is fixed at 2026-11-22; the cover start is today unless
 * quote.final.coverStartDate says otherwise.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  applyAnswer, applyOutcomes, evaluate, nextTarget, optionsFor, pageInstance, prepareSubmission, scopeData,
  setPath, summaryLines, validatePage, type PageScope, type ReferenceData,
} from "../../src/engine/index.ts";
import type { Draft, LogicData, ResolvedPage } from "../../src/engine/types.ts";
import { check, clock, journey, loadProblems, validDriverPersonal } from "./support/realJourneys.ts";

const PRODUCTS = ["car", "van", "ppm", "older", "convicted"] as const;
type Product = (typeof PRODUCTS)[number];

const reference = JSON.parse(readFileSync(new URL("../../server/fixtures/referenceData.json", import.meta.url), "utf8")) as ReferenceData;

/** A page as the app shows it: named-driver pages for slot 0. */
function pageOf(product: string, pageId: string): ResolvedPage {
  return pageInstance(journey(product), pageId, 0);
}

function scope(product: string, pageId: string, data: Record<string, unknown> = {}): PageScope {
  const p = pageOf(product, pageId);
  return { journey: journey(product), page: p, section: p.section, clock, data: { reference, ...data } };
}

function dataFor(product: string, pageId: string, draft: Draft, data: Record<string, unknown> = {}): LogicData {
  return scopeData(scope(product, pageId, data), { product, ...draft });
}

function errorsOf(product: string, pageId: string, draft: Draft) {
  return validatePage(pageOf(product, pageId), dataFor(product, pageId, draft), check);
}

/** The section a page's answers live in, for building drafts. */
function inSection(product: string, pageId: string, answers: Record<string, unknown>, quote: Draft = {}): Draft {
  return setPath(quote, pageOf(product, pageId).section as string, answers);
}

function optionValues(product: string, pageId: string, field: string, draft: Draft = {}) {
  const f = pageOf(product, pageId).fields.find((x) => x.name === field);
  if (!f) throw new Error(`no field ${field}`);
  return optionsFor(f, dataFor(product, pageId, draft), reference)?.map((o) => o.value);
}

it("the journeys load without problems", () => {
  for (const product of PRODUCTS) expect(loadProblems[product]).toEqual([]);
});

/* ------------------------------------------------------------------ driver address */

describe("driver address", () => {
  const valid = { postcode: "LS1 4AP", lookupPostcode: "LS1 4AP", addressId: "ADDR-1", email: "alex@example.com", phoneNumber: "07700900123" };
  const errors = (answers: Record<string, unknown>, quote: Draft = {}, product = "car") =>
    errorsOf(product, "driver-address", { ...quote, driverAddress: answers });

  it.each(PRODUCTS)("%s: the empty page asks for postcode, email and mobile (the address waits for a real postcode)", (product) => {
    expect(Object.entries(errors({}, {}, product))).toEqual([
      ["postcode", "Enter postcode"],
      ["email", "Enter email address"],
      ["phoneNumber", "Enter mobile number"],
    ]);
  });

  it("the valid answers pass", () => {
    expect(errors(valid)).toEqual({});
  });

  it.each([
    { postcode: "LS1 4AP", expected: undefined },
    { postcode: "ls1 4ap", expected: undefined, why: "checked upper-cased" },
    { postcode: "  EX4 4QJ ", expected: undefined, why: "trimmed" },
    { postcode: "LS14AP", expected: undefined, why: "space optional" },
    { postcode: "ZZ1 1ZZ", expected: undefined, why: "the test postcode that is not found" },
    { postcode: "SW1A 1AA", expected: undefined },
    { postcode: "LS1", expected: "Enter postcode" },
    { postcode: "12345", expected: "Enter postcode" },
    { postcode: "LS1 4AP X", expected: "Enter postcode" },
    { postcode: "", expected: "Enter postcode" },
  ])("postcode '$postcode' -> $expected", ({ postcode, expected }) => {
    expect(errors({ ...valid, postcode, lookupPostcode: undefined }).postcode).toBe(expected);
  });

  it.each([
    { addressId: "nonselected", expected: "Select address" },
    { addressId: undefined, expected: "Select address" },
    { addressId: "", expected: "Select address" },
    { addressId: "ADDR-9", expected: undefined },
  ])("address '$addressId' -> $expected", ({ addressId, expected }) => {
    expect(errors({ ...valid, addressId }).addressId).toBe(expected);
  });

  const named = (email0?: string, email1?: string) => ({
    named: { 0: { driverContact: { email: email0 } }, 1: { driverContact: { email: email1 } } },
  });
  it.each([
    { email: "Alex@Example.com", quote: {}, expected: undefined, why: "lower-cased before checking" },
    { email: " alex@example.com ", quote: {}, expected: undefined, why: "trimmed" },
    { email: "alex@example", quote: {}, expected: "Enter valid email address", why: "no domain dot" },
    { email: "alex example.com", quote: {}, expected: "Enter valid email address", why: "no @" },
    { email: "", quote: {}, expected: "Enter email address", why: "blank" },
    { email: "alex@example.com", quote: named("ALEX@example.com"), expected: "You've already used this email address for a named driver", why: "named driver 1, any case" },
    { email: "alex@example.com", quote: named(undefined, "alex@example.com"), expected: "You've already used this email address for a named driver", why: "named driver 2" },
    { email: "alex@example.com", quote: named("sam@example.com", "jo@example.com"), expected: undefined, why: "different from both" },
  ])("email '$email' -> $expected ($why)", ({ email, quote, expected }) => {
    expect(errors({ ...valid, email }, quote).email).toBe(expected);
  });

  it.each([
    { phoneNumber: "07700900123", expected: undefined },
    { phoneNumber: "07700 900 123", expected: undefined, why: "non-digits stripped" },
    { phoneNumber: "0770090012", expected: "Enter valid mobile number", why: "10 digits" },
    { phoneNumber: "077009001234", expected: "Enter valid mobile number", why: "12 digits" },
    { phoneNumber: "08700900123", expected: "Enter valid mobile number", why: "not 07" },
    { phoneNumber: "", expected: "Enter mobile number", why: "blank" },
  ])("mobile '$phoneNumber' -> $expected", ({ phoneNumber, expected }) => {
    expect(errors({ ...valid, phoneNumber }).phoneNumber).toBe(expected);
  });

  const p = () => pageOf("car", "driver-address");
  const action = (id: string) => p().actions!.find((a) => a.id === id)!;

  it.each([
    { postcode: undefined, enabled: false },
    { postcode: "", enabled: false },
    { postcode: "LS1", enabled: false },
    { postcode: "ls1 4ap", enabled: true },
    { postcode: "ZZ1 1ZZ", enabled: true },
  ])("Find address with postcode '$postcode' is enabled: $enabled", ({ postcode, enabled }) => {
    const data = dataFor("car", "driver-address", { driverAddress: { postcode } });
    expect(Boolean(evaluate(action("find-address").enabledWhen, data))).toBe(enabled);
    const list = p().fields.find((f) => f.name === "addressId")!;
    expect(Boolean(evaluate(list.visibleWhen, data)), "the address list shows with the button").toBe(enabled);
  });

  it("Find address stays on the page, right after the postcode, and stores the normalised postcode to look up", () => {
    const find = action("find-address");
    expect(find).toMatchObject({ stay: true, validate: false, after: "postcode", variant: "secondary" });
    const draft = { driverAddress: { postcode: " ls1 4ap" } };
    const out = applyOutcomes(find.then, draft, dataFor("car", "driver-address", draft));
    expect((out.draft.driverAddress as Record<string, unknown>).lookupPostcode).toBe("LS1 4AP");
  });

  const loader = () => p().loaders!.find((l) => l.source === "addressLookup")!;
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

  const results = [
    { addressId: "A1", searchResult: "Harcourt & Lowe Solicitors LLP, Minerva House, 29 East Parade, Leeds, LS1 4AP" },
    { addressId: "A2", searchResult: "31 East Parade, Leeds, LS1 4AP" },
  ];
  it.each([
    { name: "no list: Postcode not found under the postcode", result: [], answers: {}, addressId: "nonselected", error: "Postcode not found" },
    { name: "a fresh lookup selects nothing", result: results, answers: {}, addressId: "nonselected", error: undefined },
    { name: "a chosen address is matched again by company", result: results, answers: { addressParts: { company: "Harcourt & Lowe Solicitors LLP", line1: "Minerva House" } }, addressId: "A1", error: undefined },
    { name: "a chosen address is matched again by line 1", result: results, answers: { addressParts: { line1: "31 East Parade" } }, addressId: "A2", error: undefined },
    { name: "an address not in the list is not matched", result: results, answers: { addressParts: { line1: "99 Nowhere Road" } }, addressId: "nonselected", error: undefined },
    { name: "a pick still in the list is kept", result: results, answers: { addressId: "A2" }, addressId: "A2", error: undefined },
  ])("lookup result: $name", ({ result, answers, addressId, error }) => {
    const draft = { driverAddress: { postcode: "LS1 4AP", lookupPostcode: "LS1 4AP", ...answers } };
    const out = applyOutcomes(loader().onResult, draft, { ...dataFor("car", "driver-address", draft), result });
    expect((out.draft.driverAddress as Record<string, unknown>).addressId).toBe(addressId);
    expect(out.fieldError?.message).toBe(error);
    if (error) expect(out.fieldError?.field).toBe("postcode");
    expect(out.goTo).toBeUndefined();
  });

  it.each(["onError", "onEmpty"] as const)("a lookup %s shows Postcode not found on the page", (key) => {
    const draft = { driverAddress: { postcode: "LS1 4AP", lookupPostcode: "LS1 4AP", addressId: "A1" } };
    const out = applyOutcomes(loader()[key], draft, dataFor("car", "driver-address", draft));
    expect(out).toMatchObject({ fieldError: { field: "postcode", message: "Postcode not found" } });
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
      expect(out.fieldError).toEqual({ field: "addressId", message: "Something went wrong with your address details, please try again." });
      expect(out.goTo).toBeUndefined();
    }
  });

  it("the summary shows the first line and postcode once details are fetched", () => {
    const draft = { driverAddress: { ...valid, addressParts: { line1: "31 East Parade", postalCode: "LS1 4AP" } } };
    expect(summaryLines(journey("car"), draft, ["driver-address"], clock)).toEqual([
      { page: "driver-address", label: "Address", value: "31 East Parade, LS1 4AP" },
    ]);
  });

  it("stores the lower-cased email, digits-only mobile and upper-cased postcode", () => {
    const draft = { driverAddress: { ...valid, postcode: "ls1 4ap ", email: " Alex@Example.COM", phoneNumber: "07700 900 123" } };
    const saved = prepareSubmission(scope("car", "driver-address"), draft).driverAddress as Record<string, unknown>;
    expect(saved).toMatchObject({ postcode: "LS1 4AP", email: "alex@example.com", phoneNumber: "07700900123" });
  });
});

/* ------------------------------------------------------------------ job */

describe("job", () => {
  const STATUS_ORDER: Record<Product, string[]> = {
    car: ["E", "SE", "S", "R", "NIW"],
    ppm: ["E", "SE", "S", "R", "NIW"],
    older: ["E", "SE", "S", "R", "NIW"],
    convicted: ["E", "SE", "S", "R", "NIW"],
    van: ["SE", "E", "R", "NIW", "S"],
  };
  it.each(PRODUCTS)("%s offers the employment statuses in its own order, for both jobs and named drivers", (product) => {
    for (const pageId of ["job", "named-job"]) {
      expect(optionValues(product, pageId, "statusCode")).toEqual(STATUS_ORDER[product]);
      expect(optionValues(product, pageId, "secondaryStatusCode", inSection(product, pageId, { secondary: true }))).toEqual(STATUS_ORDER[product]);
    }
  });

  it.each(["job", "named-job"])("%s: the button is Next", (pageId) => {
    expect(pageOf("car", pageId).actions).toEqual([{ id: "next", label: "Next", variant: "primary" }]);
  });

  /** Chooses a status the way the page does: the answer, then its effects. */
  function choose(pageId: string, answers: Record<string, unknown>, name: string, value: unknown, product = "car") {
    const s = scope(product, pageId);
    const next = applyAnswer(s, { product, ...inSection(product, pageId, answers) }, name, value);
    return scopeData(s, next).answers;
  }

  const PRESETS = [
    { code: "S", status: "Student", occupationCode: "nonselected", occupation: "", businessCode: "323", business: "Education" },
    { code: "R", status: "Retired", occupationCode: "R09", occupation: "Retired", businessCode: "947", business: "None - Retired" },
    { code: "NIW", status: "Not in paid work", occupationCode: "nonselected", occupation: "", businessCode: "186", business: "Not In Paid Work" },
    { code: "E", status: "Employed", occupationCode: "nonselected", occupation: "", businessCode: "nonselected", business: "" },
    { code: "SE", status: "Self-employed", occupationCode: "nonselected", occupation: "", businessCode: "nonselected", business: "" },
  ];
  const before = { occupationCode: "A01", occupation: "Accountant", businessCode: "101", business: "Accountancy" };

  it.each(PRESETS)("primary job: $code presets occupation $occupationCode and business $businessCode", (row) => {
    for (const pageId of ["job", "named-job"]) {
      expect(choose(pageId, { ...before }, "statusCode", row.code)).toMatchObject({
        statusCode: row.code, status: row.status, occupationCode: row.occupationCode, occupation: row.occupation,
        businessCode: row.businessCode, business: row.business,
      });
    }
  });

  it.each(PRESETS)("secondary job mirrors the primary: $code presets $occupationCode and $businessCode (NIW not swapped)", (row) => {
    const secondaryBefore = { secondary: true, secondaryOccupationCode: "A01", secondaryOccupation: "Accountant", secondaryBusinessCode: "101", secondaryBusiness: "Accountancy", ...before };
    for (const pageId of ["job", "named-job"]) {
      const answers = choose(pageId, secondaryBefore, "secondaryStatusCode", row.code);
      expect(answers).toMatchObject({
        secondaryStatusCode: row.code, secondaryStatus: row.status,
        secondaryOccupationCode: row.occupationCode, secondaryOccupation: row.occupation,
        secondaryBusinessCode: row.businessCode, secondaryBusiness: row.business,
      });
      // The primary job is untouched.
      expect(answers).toMatchObject(before);
    }
  });

  it("a picked occupation or industry stores its label next to the code", () => {
    expect(choose("job", { statusCode: "E" }, "occupationCode", "A01")).toMatchObject({ occupationCode: "A01", occupation: "Accountant" });
    expect(choose("job", { statusCode: "E" }, "businessCode", "101")).toMatchObject({ businessCode: "101", business: "Accountancy" });
    expect(choose("job", { statusCode: "S" }, "occupationCode", "S10")).toMatchObject({ occupation: "School student" });
    expect(choose("job", { secondary: true, secondaryStatusCode: "E" }, "secondaryOccupationCode", "B01")).toMatchObject({ secondaryOccupation: "Baker" });
  });

  it("occupation and industry are searched from 3 characters; student and not-in-work types are dropdowns", () => {
    const fields = pageOf("car", "job").fields.filter((f) => f.name === "occupationCode" || f.name === "businessCode");
    expect(fields.map((f) => [f.widget, f.optionsFrom, f.ui?.minChars])).toEqual([
      ["search", "occupation", 3],
      ["select", "studentType", undefined],
      ["select", "notInWorkType", undefined],
      ["search", "business", 3],
    ]);
  });

  const errors = (answers: Record<string, unknown>, pageId = "job") => errorsOf("car", pageId, inSection("car", pageId, answers));
  it.each([
    { answers: {}, expected: { statusCode: "Select employment status" } },
    { answers: { statusCode: "E", occupationCode: "nonselected", businessCode: "nonselected" }, expected: { occupationCode: "Enter occupation", businessCode: "Enter industry" } },
    { answers: { statusCode: "SE", occupationCode: "A01", businessCode: "nonselected" }, expected: { businessCode: "Enter industry" } },
    { answers: { statusCode: "E", occupationCode: "A01", businessCode: "101" }, expected: {} },
    { answers: { statusCode: "S", occupationCode: "nonselected", businessCode: "323" }, expected: { occupationCode: "Select type of student" } },
    { answers: { statusCode: "S", occupationCode: "S10", businessCode: "323" }, expected: {} },
    { answers: { statusCode: "NIW", occupationCode: "nonselected", businessCode: "186" }, expected: { occupationCode: "Select what best describes you" } },
    { answers: { statusCode: "NIW", occupationCode: "U03", businessCode: "186" }, expected: {} },
    { answers: { statusCode: "R", occupationCode: "R09", businessCode: "947" }, expected: {} },
    { answers: { statusCode: "R", occupationCode: "R09", businessCode: "947", secondary: true }, expected: { secondaryStatusCode: "Select employment status" } },
    { answers: { statusCode: "R", occupationCode: "R09", businessCode: "947", secondary: true, secondaryStatusCode: "E", secondaryOccupationCode: "nonselected", secondaryBusinessCode: "nonselected" }, expected: { secondaryOccupationCode: "Enter occupation", secondaryBusinessCode: "Enter industry" } },
    { answers: { statusCode: "R", occupationCode: "R09", businessCode: "947", secondary: true, secondaryStatusCode: "S", secondaryOccupationCode: "nonselected", secondaryBusinessCode: "323" }, expected: { secondaryOccupationCode: "Select type of student" } },
    { answers: { statusCode: "R", occupationCode: "R09", businessCode: "947", secondary: true, secondaryStatusCode: "NIW", secondaryOccupationCode: "nonselected", secondaryBusinessCode: "186" }, expected: { secondaryOccupationCode: "Select what best describes you" } },
    { answers: { statusCode: "R", occupationCode: "R09", businessCode: "947", secondary: false, secondaryStatusCode: "E" }, expected: {}, why: "second job off: not asked" },
  ])("$answers -> $expected", ({ answers, expected }) => {
    expect(errors(answers)).toEqual(expected);
  });

  it("named drivers: 'what best describes them'", () => {
    expect(errors({ statusCode: "NIW", occupationCode: "nonselected", businessCode: "186" }, "named-job")).toEqual({
      occupationCode: "Select what best describes them",
    });
    expect(errors({ statusCode: "R", occupationCode: "R09", businessCode: "947", secondary: true, secondaryStatusCode: "NIW", secondaryBusinessCode: "186" }, "named-job")).toEqual({
      secondaryOccupationCode: "Select what best describes them",
    });
    const labels = pageOf("car", "named-job").fields.map((f) => f.label);
    expect(labels.filter((l) => /\byou(r)?\b/i.test(l))).toEqual([]);
  });

  it("saving keeps the one occupation answer that the shown dropdown holds, and drops a second job that is switched off", () => {
    const draft = inSection("car", "job", {
      statusCode: "S", status: "Student", occupationCode: "S10", businessCode: "323",
      secondary: false, secondaryStatusCode: "E", secondaryOccupationCode: "A01", secondaryBusinessCode: "101",
    });
    const saved = prepareSubmission(scope("car", "job"), { product: "car", ...draft }).job as Record<string, unknown>;
    expect(saved).toMatchObject({ statusCode: "S", occupationCode: "S10", businessCode: "323" });
    expect(saved).toMatchObject({ secondaryStatusCode: undefined, secondaryOccupationCode: "nonselected", secondaryBusinessCode: "nonselected" });
  });

  it("the summary shows the occupation, else the status", () => {
    expect(summaryLines(journey("car"), { job: { status: "Employed", occupation: "Accountant" } }, ["job"], clock)).toEqual([
      { page: "job", label: "Job", value: "Accountant" },
    ]);
    expect(summaryLines(journey("car"), { job: { status: "Not in paid work", occupation: "" } }, ["job"], clock)[0].value).toBe("Not in paid work");
  });
});

/* ------------------------------------------------------------------ history */

const validHistory = { drivingLicenceType: "FULL_UK", licenceType: "001", years: 1, months: 0, conviction1: false };
const conviction1 = { conviction1: true, convictionDate1: "2025-06-01", dvlaCode1: "SP30", points1: 3, fine1: 100, conviction2: false };
const convictedExtras = { lengthOfBan1: 0 };

describe("history", () => {
  const errors = (answers: Record<string, unknown>, product = "car", quote: Draft = { driverPersonal: validDriverPersonal }) =>
    errorsOf(product, "history", inSection(product, "history", { ...validHistory, ...answers }, quote));

  it.each(PRODUCTS)("%s: the empty page, every message in page order", (product) => {
    expect(Object.entries(errorsOf(product, "history", { driverPersonal: validDriverPersonal }))).toEqual([
      ["drivingLicenceType", "Select licence type"],
      ["licenceType", "Select licence type"],
      ["years", "Select how many full years you have held your licence"],
      ["conviction1", "Select if you have had any motoring convictions in the last 5 years"],
    ]);
  });

  it("the valid answers pass", () => {
    expect(errors({})).toEqual({});
  });

  it.each([
    { product: "car", years: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] },
    { product: "van", years: [1, 2, 3, 4, 5, 6, 7, 8, 9] },
    { product: "ppm", years: Array.from({ length: 26 }, (_, i) => i) },
    { product: "convicted", years: Array.from({ length: 26 }, (_, i) => i) },
    { product: "older", years: Array.from({ length: 26 }, (_, i) => i) },
  ])("$product offers licence years $years.0 to the last", ({ product, years }) => {
    expect(optionValues(product, "history", "years")).toEqual(years);
    expect(optionValues(product, "named-history", "years")).toEqual(years);
  });

  // A driver old enough for 25 years of licence, so only the product's range decides.
  const veteran = { driverPersonal: { ...validDriverPersonal, dob: "1960-01-01" } };
  it.each([
    { product: "car", years: 9, ok: true },
    { product: "car", years: 10, ok: false },
    { product: "van", years: 0, ok: false },
    { product: "van", years: 1, ok: true },
    { product: "van", years: 10, ok: false },
    { product: "ppm", years: 25, ok: true },
    { product: "ppm", years: 26, ok: false },
    { product: "older", years: 25, ok: true },
    { product: "convicted", years: 0, ok: true },
  ])("$product: $years years accepted $ok", ({ product, years, ok }) => {
    const found = errors({ years, months: 0 }, product, veteran).years;
    expect(found).toBe(ok ? undefined : "Select how many full years you have held your licence");
  });

  it.each([
    { product: "car", years: 0, asked: true },
    { product: "car", years: 3, asked: true },
    { product: "car", years: 4, asked: false },
    { product: "ppm", years: 3, asked: true },
    { product: "ppm", years: 4, asked: false },
    { product: "van", years: 1, asked: false },
    { product: "older", years: 0, asked: false },
    { product: "convicted", years: 0, asked: false },
  ])("$product, $years years: months asked $asked", ({ product, years, asked }) => {
    const found = errors({ years, months: undefined }, product, veteran).months;
    expect(found).toBe(asked ? "Select how many months you have held your licence" : undefined);
    if (asked) expect(optionValues(product, "history", "months")).toEqual(Array.from({ length: 12 }, (_, i) => i));
  });

  it.each([
    { product: "car", types: ["FULL_UK", "PROVISIONAL_UK", "EU", "INTERNATIONAL"] },
    { product: "van", types: ["FULL_UK", "EU", "INTERNATIONAL"] },
  ])("$product offers licence types $types", ({ product, types }) => {
    expect(optionValues(product, "history", "drivingLicenceType")).toEqual(types);
    expect(optionValues(product, "history", "licenceType")).toEqual(["001", "002"]);
  });

  it("a van driver cannot hold a provisional licence", () => {
    expect(errors({ drivingLicenceType: "PROVISIONAL_UK" }, "van", veteran).drivingLicenceType).toBe("Select licence type");
    expect(errors({ drivingLicenceType: "PROVISIONAL_UK" }, "car").drivingLicenceType).toBeUndefined();
  });

  describe("licence years against the age (minimum age plus years, 30 days' allowance)", () => {
    const TOO_LONG = "You can’t have held your licence that long";
    // Today 2026-11-22; with the allowance the age is taken on 2026-12-22.
    it.each([
      { product: "car", dob: "2007-12-22", years: 2, ok: true, case: "turns 19 (17+2) exactly 30 days after cover start" },
      { product: "car", dob: "2007-12-23", years: 2, ok: false, case: "turns 19 31 days after cover start" },
      { product: "car", dob: "2007-11-22", years: 2, ok: true, case: "19 on the cover start, no allowance needed" },
      { product: "car", dob: "2007-12-22", years: 3, ok: false, case: "one year too many" },
      { product: "car", dob: "2009-12-22", years: 0, ok: true, case: "turns 17 30 days after cover start, 0 years" },
      { product: "car", dob: "2009-12-23", years: 0, ok: false, case: "too young even for 0 years" },
      { product: "van", dob: "2006-12-22", years: 2, ok: true, case: "turns 20 (18+2) exactly 30 days after cover start" },
      { product: "van", dob: "2006-12-23", years: 2, ok: false, case: "turns 20 31 days after cover start" },
      { product: "van", dob: "2007-12-22", years: 1, ok: true, case: "turns 19 (18+1) 30 days after" },
      { product: "older", dob: "1959-12-22", years: 25, ok: true, case: "turns 42 (17+25) 30 days after" },
      { product: "older", dob: "1984-12-23", years: 25, ok: false, case: "only 41 then" },
      { product: "ppm", dob: "2005-12-22", years: 4, ok: true, case: "turns 21 30 days after" },
      { product: "convicted", dob: "2005-12-23", years: 4, ok: false, case: "turns 21 31 days after" },
    ])("$product, born $dob, $years years ($case): accepted $ok", ({ product, dob, years, ok }) => {
      const found = errors({ years, months: 0 }, product, { driverPersonal: { ...validDriverPersonal, dob } }).years;
      expect(found).toBe(ok ? undefined : TOO_LONG);
    });

    it("measured from a chosen cover start, with the allowance after it", () => {
      const quote = (dob: string) => ({ driverPersonal: { ...validDriverPersonal, dob }, final: { coverStartDate: "2026-12-10" } });
      expect(errors({ years: 2 }, "car", quote("2008-01-09")).years).toBeUndefined();
      expect(errors({ years: 2 }, "car", quote("2008-01-10")).years).toBe(TOO_LONG);
    });

    it("no date of birth yet: no check", () => {
      expect(errors({ years: 9 }, "car", {}).years).toBeUndefined();
    });

    it("named drivers are measured from their own date of birth, in 'they' wording", () => {
      const quote = { driverPersonal: { ...validDriverPersonal, dob: "1960-01-01" }, named: { 0: { driverPersonal: { dob: "2007-12-23" } } } };
      const named = (years: number) =>
        errorsOf("car", "named-history", inSection("car", "named-history", { ...validHistory, years, months: 0 }, quote)).years;
      expect(named(1)).toBeUndefined();
      expect(named(2)).toBe("They can’t have held their licence that long");
    });
  });

  it.each([
    { licenceNumber: "MORGA753116SM9IJ", ok: true },
    { licenceNumber: "morga753116sm9ij", ok: true, why: "upper-cased" },
    { licenceNumber: " MORGA753116SM9IJ ", ok: true, why: "trimmed" },
    { licenceNumber: "LEE99753116SM9IJ", ok: true, why: "short surname padded with 9" },
    { licenceNumber: "MORGA753116S99IJ", ok: true, why: "one initial padded with 9" },
    { licenceNumber: "", ok: true, why: "optional" },
    { licenceNumber: undefined, ok: true, why: "optional" },
    { licenceNumber: "MORGA753116SM9I", ok: false, why: "15 characters" },
    { licenceNumber: "MORGA753116SM9IJK", ok: false, why: "17 characters" },
    { licenceNumber: "MORG1753116SM9IJ", ok: false, why: "digit in the surname part" },
    { licenceNumber: "MORGA75311ASM9IJ", ok: false, why: "letter in the digits" },
    { licenceNumber: "MORGA753116SMAIJ", ok: false, why: "letter where the digit goes" },
    { licenceNumber: "MORGA753116SM912", ok: false, why: "digits at the end" },
  ])("licence number '$licenceNumber' accepted $ok", ({ licenceNumber, ok }) => {
    expect(errors({ licenceNumber }).licenceNumber).toBe(ok ? undefined : "Enter licence number");
  });

  describe("a conviction", () => {
    const POINTS = "The maximum points for a single conviction is 12. If you didn't get any points, enter 0.";
    const BAN = "Please enter a ban up to 60 months. If you didn't get a ban, enter 0";
    const READING = "Enter a breathalyser alcohol reading from 0 to 300, to 1 decimal place";
    const withConviction = (answers: Record<string, unknown>, product = "car") =>
      errors({ ...conviction1, ...(product === "convicted" ? convictedExtras : {}), ...answers }, product);

    it.each(PRODUCTS)("%s: a yes asks for the details, each with its message", (product) => {
      const expected: [string, string][] = [
        ["convictionDate1", "Enter date of conviction"],
        ["dvlaCode1", "Enter DVLA code"],
        ["points1", POINTS],
        ["fine1", "Enter fine"],
      ];
      if (product === "convicted") expected.push(["lengthOfBan1", BAN]);
      expect(Object.entries(errorsOf(product, "history", inSection(product, "history", { ...validHistory, conviction1: true, conviction2: false }, { driverPersonal: { ...validDriverPersonal, dob: "1960-01-01" } })))).toEqual(expected);
    });

    it.each([
      { convictionDate1: "2021-11-23", expected: undefined, why: "5 years less a day" },
      { convictionDate1: "2021-11-22", expected: "We only need to know about convictions within the last 5 years", why: "exactly 5 years" },
      { convictionDate1: "2021-11-21", expected: "We only need to know about convictions within the last 5 years", why: "5 years and a day" },
      { convictionDate1: "2026-11-22", expected: undefined, why: "today" },
      { convictionDate1: "2026-11-23", expected: "Date must not be in the future", why: "tomorrow" },
      { convictionDate1: "2026-02-30", expected: "Enter date of conviction", why: "no such day" },
      { convictionDate1: "2026-2-3", expected: "Enter date of conviction", why: "not a full date" },
      { convictionDate1: "", expected: "Enter date of conviction", why: "blank" },
    ])("date $convictionDate1 -> $expected ($why)", ({ convictionDate1, expected }) => {
      expect(withConviction({ convictionDate1 }).convictionDate1).toBe(expected);
    });

    it.each([
      { points1: 0, expected: undefined },
      { points1: 12, expected: undefined },
      { points1: 13, expected: POINTS },
      { points1: -1, expected: POINTS },
      { points1: undefined, expected: POINTS },
      { points1: "-3", expected: "Enter penalty points as a whole number from 0 to 12", why: "typed text that is not a whole number" },
    ])("points $points1 -> $expected", ({ points1, expected }) => {
      expect(withConviction({ points1 }).points1).toBe(expected);
    });

    it.each([
      { fine1: -1, expected: "Enter fine" },
      { fine1: 0, expected: undefined },
      { fine1: 5000, expected: undefined },
      { fine1: undefined, expected: "Enter fine" },
      { fine1: "-5", expected: "Enter the fine in whole pounds, for example 100" },
      { fine1: "12.50", expected: "Enter the fine in whole pounds, for example 100" },
    ])("fine $fine1 -> $expected", ({ fine1, expected }) => {
      expect(withConviction({ fine1 }).fine1).toBe(expected);
    });

    it.each([
      { dvlaCode1: "nonselected", expected: "Enter DVLA code" },
      { dvlaCode1: undefined, expected: "Enter DVLA code" },
      { dvlaCode1: "DR10", expected: undefined },
    ])("DVLA code $dvlaCode1 -> $expected", ({ dvlaCode1, expected }) => {
      expect(withConviction({ dvlaCode1 }).dvlaCode1).toBe(expected);
    });

    it.each([
      { lengthOfBan1: 0, expected: undefined },
      { lengthOfBan1: 60, expected: undefined },
      { lengthOfBan1: 61, expected: BAN },
      { lengthOfBan1: -1, expected: BAN },
      { lengthOfBan1: undefined, expected: BAN },
    ])("convicted: ban $lengthOfBan1 -> $expected", ({ lengthOfBan1, expected }) => {
      expect(withConviction({ lengthOfBan1 }, "convicted").lengthOfBan1).toBe(expected);
    });

    it.each(["car", "van", "ppm", "older"])("%s: no ban length or breathalyser reading is asked", (product) => {
      const names = pageOf(product, "history").fields.map((f) => f.name);
      const active = validatePage(pageOf(product, "history"), dataFor(product, "history", inSection(product, "history", { ...validHistory, ...conviction1, dvlaCode1: "DR10", lengthOfBan1: 99, breathalyserReading1: "999" })), check);
      expect(names).toContain("lengthOfBan1");
      expect(active).toEqual({});
    });

    it("the drink-driving codes with a reading are listed for the convicted product", () => {
      expect(journey("convicted").limits.breathalyserCodes).toEqual(["DR10", "DR40", "CD60"]);
      const known = new Set((reference.convictionType ?? []).map((c) => c.code));
      for (const code of journey("convicted").limits.breathalyserCodes as string[]) expect(known).toContain(code);
    });

    it.each([
      { dvlaCode1: "DR10", required: true },
      { dvlaCode1: "DR40", required: true },
      { dvlaCode1: "CD60", required: true },
      { dvlaCode1: "DR20", required: false, why: "unfit through drink: no reading needed" },
      { dvlaCode1: "DR30", required: false, why: "failed to provide a specimen" },
      { dvlaCode1: "DR80", required: false, why: "drugs" },
      { dvlaCode1: "SP30", required: false },
    ])("convicted: breathalyser reading required for $dvlaCode1: $required", ({ dvlaCode1, required }) => {
      expect(withConviction({ dvlaCode1 }, "convicted").breathalyserReading1).toBe(required ? "Enter breathalyser alcohol reading." : undefined);
      expect(withConviction({ dvlaCode1, breathalyserReading1: "45.5" }, "convicted").breathalyserReading1).toBeUndefined();
    });

    it.each([
      { reading: "0", expected: undefined },
      { reading: "0.1", expected: undefined },
      { reading: "45.5", expected: undefined },
      { reading: " 35 ", expected: undefined, why: "trimmed" },
      { reading: "300", expected: undefined },
      { reading: "300.0", expected: undefined },
      { reading: "300.1", expected: READING },
      { reading: "301", expected: READING },
      { reading: "45.55", expected: READING, why: "steps of 0.1" },
      { reading: "-1", expected: READING },
      { reading: "abc", expected: READING },
      { reading: "045", expected: READING, why: "leading zero" },
    ])("convicted: breathalyser reading '$reading' -> $expected", ({ reading, expected }) => {
      expect(withConviction({ dvlaCode1: "DR10", breathalyserReading1: reading }, "convicted").breathalyserReading1).toBe(expected);
      // The range applies to an optional reading too.
      expect(withConviction({ dvlaCode1: "SP30", breathalyserReading1: reading }, "convicted").breathalyserReading1).toBe(expected);
    });
  });

  describe("up to 5 convictions, each asked after a yes", () => {
    const asked = (answers: Record<string, unknown>, product = "car") => {
      const p = pageOf(product, "history");
      const data = dataFor(product, "history", inSection(product, "history", { ...validHistory, ...answers }));
      return validatePage(p, data, check);
    };
    const flags = (answers: Record<string, unknown>, pageId = "history") =>
      pageOf("car", pageId).fields.filter((f) => /^conviction\d$/.test(f.name)).map((f) => f.name).filter((name) => {
        const data = dataFor("car", pageId, inSection("car", pageId, answers));
        const field = pageOf("car", pageId).fields.find((x) => x.name === name)!;
        return Boolean(evaluate(field.visibleWhen ?? true, data));
      });

    it("there are five rounds and no 'another' question after the fifth", () => {
      const names = pageOf("car", "history").fields.map((f) => f.name);
      expect(names.filter((n) => /^conviction\d+$/.test(n))).toEqual(["conviction1", "conviction2", "conviction3", "conviction4", "conviction5"]);
      expect(names.filter((n) => /^convictionDate\d+$/.test(n))).toHaveLength(5);
    });

    it.each([
      { answers: { conviction1: false }, shown: ["conviction1"] },
      { answers: { conviction1: true }, shown: ["conviction1", "conviction2"] },
      { answers: { conviction1: true, conviction2: true }, shown: ["conviction1", "conviction2", "conviction3"] },
      { answers: { conviction1: true, conviction2: true, conviction3: true, conviction4: true }, shown: ["conviction1", "conviction2", "conviction3", "conviction4", "conviction5"] },
    ])("'another conviction?' questions shown for $answers", ({ answers, shown }) => {
      expect(flags(answers)).toEqual(shown);
    });

    it.each([1, 2, 3, 4])("a yes on conviction %i sets the next 'another' question to no", (n) => {
      const s = scope("car", "history");
      const earlier = Object.fromEntries(Array.from({ length: n - 1 }, (_, i) => [`conviction${i + 1}`, true]));
      const later = { [`conviction${n + 1}`]: true };
      const next = applyAnswer(s, { product: "car", history: { ...earlier, ...later } }, `conviction${n}`, true);
      expect((next.history as Record<string, unknown>)[`conviction${n + 1}`]).toBe(false);
    });

    it("a yes on the fifth writes nothing beyond it", () => {
      const s = scope("car", "history");
      const four = { conviction1: true, conviction2: true, conviction3: true, conviction4: true };
      const next = applyAnswer(s, { product: "car", history: four }, "conviction5", true);
      expect(next.history).toEqual({ ...four, conviction5: true });
    });

    it("a no hides later rounds: they are neither validated nor saved", () => {
      const stale = { conviction1: false, conviction2: true, convictionDate2: "1999-01-01", points2: 99 };
      expect(asked(stale)).toEqual({});
      const saved = prepareSubmission(scope("car", "history"), { product: "car", history: { ...validHistory, ...stale } }).history as Record<string, unknown>;
      expect(saved.conviction2).toBeUndefined();
      expect(saved.convictionDate2).toBeUndefined();
      expect(saved.points2).toBeUndefined();
    });

    it("the second conviction is checked like the first", () => {
      const two = { ...conviction1, conviction2: true, conviction3: false, convictionDate2: "2021-11-22", dvlaCode2: "SP30", points2: 13, fine2: -1 };
      expect(asked(two)).toEqual({
        convictionDate2: "We only need to know about convictions within the last 5 years",
        points2: "The maximum points for a single conviction is 12. If you didn't get any points, enter 0.",
        fine2: "Enter fine",
      });
    });

    it("the convicted product checks the ban and reading in every round", () => {
      const five = Object.fromEntries(
        [1, 2, 3, 4, 5].flatMap((n) => [
          [`conviction${n}`, true], [`convictionDate${n}`, "2025-01-01"], [`dvlaCode${n}`, "DR40"], [`points${n}`, 10], [`fine${n}`, 0], [`lengthOfBan${n}`, 0],
        ]),
      );
      const found = asked({ ...five, lengthOfBan5: 61 }, "convicted");
      expect(found).toEqual({
        breathalyserReading1: "Enter breathalyser alcohol reading.",
        breathalyserReading2: "Enter breathalyser alcohol reading.",
        breathalyserReading3: "Enter breathalyser alcohol reading.",
        breathalyserReading4: "Enter breathalyser alcohol reading.",
        lengthOfBan5: "Please enter a ban up to 60 months. If you didn't get a ban, enter 0",
        breathalyserReading5: "Enter breathalyser alcohol reading.",
      });
    });
  });

  it("named drivers: 'they' wording on the questions and messages", () => {
    const named = (answers: Record<string, unknown>, product = "convicted") =>
      errorsOf(product, "named-history", inSection(product, "named-history", answers));
    expect(named({})).toMatchObject({
      years: "Select how many full years they have held their licence",
      conviction1: "Select if they have had any motoring convictions in the last 5 years",
    });
    expect(named({ ...validHistory, ...conviction1, points1: 13, lengthOfBan1: 61 })).toMatchObject({
      points1: "The maximum points for a single conviction is 12. If they didn't get any points, enter 0.",
      lengthOfBan1: "Please enter a ban up to 60 months. If they didn't get a ban, enter 0",
    });
    const labels = pageOf("convicted", "named-history").fields.map((f) => f.label);
    expect(labels.filter((l) => /\byou(r)?\b/i.test(l))).toEqual([]);
  });

  it("the summary says how long the licence is held and whether there are convictions", () => {
    const line = (history: Record<string, unknown>) => summaryLines(journey("car"), { history }, ["history"], clock)[0]?.value;
    expect(line({ years: 1, conviction1: false })).toBe("Licence held 1 year, no convictions");
    expect(line({ years: 3, conviction1: true })).toBe("Licence held 3 years, with convictions");
    expect(line({})).toBeUndefined();
  });
});

/* ------------------------------------------------------------------ claims */

const claim1 = { claim1: true, type1: "1", open1: false, fault1: true, date1: "2025-06-01", claim2: false };

describe("claims", () => {
  const errors = (answers: Record<string, unknown>, product = "car", pageId = "claims") =>
    errorsOf(product, pageId, inSection(product, pageId, answers));

  it.each(PRODUCTS)("%s: the empty page asks the first question", (product) => {
    expect(errors({}, product)).toEqual({ claim1: "Select if you have made any claims or had any accidents in the last 5 years" });
    expect(errors({ claim1: false }, product)).toEqual({});
  });

  it("a yes asks for the claim's details, each with its message", () => {
    expect(Object.entries(errors({ claim1: true, claim2: false }))).toEqual([
      ["type1", "Select type of incident"],
      ["open1", "Select if the claim is still open"],
      ["fault1", "Select if you were at fault"],
      ["date1", "Enter date of incident"],
    ]);
    expect(errors(claim1)).toEqual({});
    expect(errors({ ...claim1, type1: "nonselected" })).toEqual({ type1: "Select type of incident" });
  });

  it.each([
    { date1: "2021-11-23", expected: undefined, why: "5 years less a day" },
    { date1: "2021-11-22", expected: "We only need to know about claims within the last 5 years", why: "exactly 5 years" },
    { date1: "2021-11-21", expected: "We only need to know about claims within the last 5 years", why: "5 years and a day" },
    { date1: "2026-11-22", expected: undefined, why: "today" },
    { date1: "2026-11-23", expected: "Date must not be in the future", why: "tomorrow" },
    { date1: "2030-01-01", expected: "Date must not be in the future", why: "years ahead" },
    { date1: "2025-02-29", expected: "Enter date of incident", why: "no such day" },
    { date1: "", expected: "Enter date of incident", why: "blank" },
  ])("date $date1 -> $expected ($why)", ({ date1, expected }) => {
    expect(errors({ ...claim1, date1 }).date1).toBe(expected);
    expect(errors({ ...claim1, date1 }, "car", "named-claims").date1).toBe(expected);
  });

  it("up to five claims, each revealed by a yes; a yes sets the next question to no", () => {
    const names = pageOf("car", "claims").fields.map((f) => f.name);
    expect(names.filter((n) => /^claim\d$/.test(n))).toEqual(["claim1", "claim2", "claim3", "claim4", "claim5"]);
    const s = scope("car", "claims");
    const next = applyAnswer(s, { product: "car", claims: { claim1: true, claim2: true, claim3: true } }, "claim2", true);
    expect(next.claims).toMatchObject({ claim3: false });
    const five = { claim1: true, claim2: true, claim3: true, claim4: true };
    expect(applyAnswer(s, { product: "car", claims: five }, "claim5", true).claims).toEqual({ ...five, claim5: true });
    expect(errors({ ...claim1, claim2: true, claim3: false })).toEqual({
      type2: "Select type of incident", open2: "Select if the claim is still open", fault2: "Select if you were at fault", date2: "Enter date of incident",
    });
    expect(errors({ ...claim1, claim2: false, claim3: true, type3: "nonselected" }), "a hidden later round is not checked").toEqual({});
  });

  it("named drivers: 'they' wording", () => {
    expect(errors({}, "car", "named-claims")).toEqual({
      claim1: "Select if they have made any claims or had any accidents in the last 5 years",
    });
    expect(errors({ claim1: true, claim2: false }, "car", "named-claims").fault1).toBe("Select if they were at fault");
    const labels = pageOf("car", "named-claims").fields.map((f) => f.label);
    expect(labels.filter((l) => /\byou(r)?\b/i.test(l))).toEqual([]);
  });

  it("saving a named driver's claims marks the driver added", () => {
    const action = pageOf("car", "named-claims").actions![0];
    const draft = { product: "car", named: { 0: { claims: { claim1: false } } } };
    const out = applyOutcomes(action.then, draft, dataFor("car", "named-claims", draft));
    expect((out.draft.named as Record<string, Record<string, unknown>>)[0].added).toBe(true);
    const second = pageInstance(journey("car"), "named-claims", 1).actions![0];
    expect(second.then).toEqual([{ set: { "named.1.added": true } }]);
  });

  it("the summary says No claims or Have claims", () => {
    const line = (claims: Record<string, unknown>) => summaryLines(journey("car"), { claims }, ["claims"], clock)[0]?.value;
    expect(line({ claim1: false })).toBe("No claims");
    expect(line({ claim1: true })).toBe("Have claims");
    expect(line({})).toBeUndefined();
  });
});

/* ------------------------------------------------------------------ flow */

describe("next steps (§2)", () => {
  it.each([
    { product: "car", pageId: "driver-address", to: "job" },
    { product: "car", pageId: "job", to: "history" },
    { product: "car", pageId: "history", to: "claims" },
    { product: "car", pageId: "claims", to: "vehicle-use", route: "/car" },
    { product: "older", pageId: "claims", to: "vehicle-use", route: "/car" },
    { product: "ppm", pageId: "claims", to: "vehicle-use", route: "/car" },
    { product: "convicted", pageId: "claims", to: "vehicle-use", route: "/car" },
    { product: "van", pageId: "claims", to: "vehicle-use", route: "/van" },
    { product: "car", pageId: "named-job", to: "named-history" },
    { product: "car", pageId: "named-history", to: "named-claims" },
    { product: "car", pageId: "named-claims", to: "final" },
  ])("$product: $pageId -> $to", ({ product, pageId, to, route }) => {
    expect(nextTarget(pageOf(product, pageId), dataFor(product, pageId, {}))).toBe(to);
    if (route) expect(journey(product).pages[to].route).toBe(route);
  });

  it("named pages live under the slot's own section and route", () => {
    for (const [id, section] of [["named-job", "job"], ["named-history", "history"], ["named-claims", "claims"]]) {
      const p = pageInstance(journey("car"), id, 1);
      expect(p.section).toBe(`named.1.${section}`);
      expect(p.route).toBe(`/named/1/${section}`);
    }
  });
});
