/**
 * How the pages after claims are wired on the real journeys: the vehicle pages' reference data
 * and slider formats, the final page's buttons (adding a named driver, rating the quote and where
 * each rating outcome goes) and the named-driver contact page keeping the final page in step.
 * What the pages say and which answers they accept (messages, limits, defaults, reveals, sidebar
 * lines, whole quotes) is recorded in journeys/<product>/scenarios/. Today is fixed at 2026-11-22.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  applyOutcomes,
  callArgs,
  holds,
  logicData,
  nextTarget,
  optionsFor,
  outcomesFor,
  pageInstance,
  type ReferenceData,
} from "../../src/engine/index.ts";
import type { Draft, ResolvedPage } from "../../src/engine/types.ts";
import { clock, journey, loadProblems, TODAY, validDriverPersonal } from "./support/realJourneys.ts";

const referenceData = JSON.parse(
  readFileSync(new URL("../../server/fixtures/referenceData.json", import.meta.url), "utf8"),
) as ReferenceData;

const PRODUCTS = ["car", "older", "van", "convicted", "ppm"];

/** A page ready for one named-driver slot (or the page itself), with what its logic sees. */
function instance(journeyId: string, pageId: string, index?: number): ResolvedPage {
  const found = pageInstance(journey(journeyId), pageId, index);
  if (!found) throw new Error(`journey "${journeyId}" has no page "${pageId}"`);
  return found;
}
const dataFor = (journeyId: string, p: ResolvedPage, draft: Draft, data?: Record<string, unknown>) =>
  logicData({ journey: journey(journeyId), draft, section: p.section, clock, data });
const pageActions = (journeyId: string, pageId: string, index?: number) => instance(journeyId, pageId, index).actions ?? [];

const validFinal = {
  excess: 0,
  paymentMethod: "MONTHLY",
  ncd: 0,
  protectNcd: false,
  experiencedAsNamed: false,
  yearsNcdNamed: 0,
  coverStartDate: TODAY,
  contacts: [{ email: "sam@example.com", phoneNumber: "07700900982" }],
  marketingEmail: false,
  marketingChat: false,
};

/** The final page's draft: the policyholder (19 today), vehicle year 2015, and final answers. */
const finalDraft = (final: Record<string, unknown> = {}, extra: Draft = {}): Draft => ({
  product: "car",
  vehicle: { year: 2015 },
  driverPersonal: validDriverPersonal,
  driverAddress: { email: "sam@example.com", phoneNumber: "07700900982" },
  ...extra,
  final: { ...validFinal, ...final },
});

describe("the real journeys load", () => {
  it.each(PRODUCTS)("%s loads without problems", (id) => {
    expect(loadProblems[id]).toEqual([]);
  });

  it.each([
    { product: "car", use: "vehicle-use", route: "/car" },
    { product: "older", use: "vehicle-use", route: "/car" },
    { product: "van", use: "vehicle-use", route: "/van" },
  ])("$product asks its vehicle use on $route", ({ product, use, route }) => {
    expect(journey(product).pages[use].route).toBe(route);
  });
});

describe("car and van details: reference data", () => {
  it.each([
    { product: "car", field: "overnightLocation", list: "vehicleLocationWhenNotInUse" },
    { product: "van", field: "overnightLocation", list: "vanLocationWhenNotInUse" },
    { product: "car", field: "keeperRelationship", list: "keeperOwner" },
    { product: "van", field: "keeperRelationship", list: "vanKeeperOwner" },
    { product: "van", field: "use", list: "vanUsage" },
    { product: "car", field: "use", list: "use" },
  ])("$product: $field offers $list", ({ product, field, list }) => {
    const p = instance(product, "vehicle-use");
    expect(p.fields.find((f) => f.name === field)?.optionsFrom).toBe(list);
  });
});

describe("sliders", () => {
  const format = (product: string, page: string, name: string) =>
    instance(product, page).fields.find((f) => f.name === name)?.ui?.format as Record<string, unknown> | undefined;

  it.each([
    { product: "car", page: "vehicle-use", name: "miles", thousands: true, open: true },
    { product: "van", page: "vehicle-use", name: "miles", thousands: true, open: false },
    { product: "car", page: "vehicle-use", name: "householdVehicles", thousands: undefined, open: true },
    { product: "car", page: "final", name: "yearsNcdNamed", thousands: undefined, open: true },
  ])(
    "$product $name: thousands separated $thousands, the top value shown as 'or more' $open",
    ({ product, page, name, thousands, open }) => {
      const found = format(product, page, name);
      expect(found?.thousands).toBe(thousands);
      expect(typeof found?.max === "string" && found.max.includes("{value}")).toBe(open);
    },
  );

  it.each(PRODUCTS)("%s: the NCD slider's maximum is the product's own limit", (id) => {
    const ncd = instance(id, "final").fields.find((f) => f.name === "ncd");
    expect(ncd?.schema.maximum).toBe(journey(id).limits.ncdMax);
  });
});

describe("final page: actions", () => {
  const action = (id: string) => {
    const found = pageActions("car", "final").find((a) => a.id === id);
    if (!found) throw new Error(`no action ${id}`);
    return found;
  };

  it.each([
    { named: [], index: 0, enabled: true },
    { named: [{ added: true }], index: 1, enabled: true },
    { named: [{ added: true }, { added: true }], index: undefined, enabled: false },
  ])("add named driver with $named.length added: slot $index, enabled $enabled", ({ named, index, enabled }) => {
    const add = action("add-named");
    const p = instance("car", "final");
    const data = dataFor("car", p, finalDraft({}, { named }));
    expect(add.validate).toBe(false);
    expect(holds(add.enabledWhen, data)).toBe(enabled);
    const outcome = applyOutcomes(add.then, finalDraft({}, { named }), data);
    // With every slot taken the button is disabled, so no slot is chosen.
    expect(outcome).toMatchObject(enabled ? { goTo: "named-driver-personal", index } : { goTo: "named-driver-personal" });
  });

  it("get quote copies the confirmed contact details back, then rates the quote", () => {
    const quote = action("get-quote");
    const draft = finalDraft(
      { contacts: [{ email: "new@example.com", phoneNumber: "07123456789" }, { email: "alex2@example.com" }, { email: "jo@example.com" }] },
      { named: [{ added: true, driverContact: { email: "alex@example.com" } }, { added: false }] },
    );
    const p = instance("car", "final");
    const { draft: next } = applyOutcomes(quote.then, draft, dataFor("car", p, draft));
    expect(next).toMatchObject({
      driverAddress: { email: "new@example.com", phoneNumber: "07123456789" },
      named: [{ added: true, driverContact: { email: "alex2@example.com" } }, { added: false }],
    });
    expect((next.named as Record<string, unknown>[])[1].driverContact).toBeUndefined();
    expect(quote.load?.source).toBe("rateQuote");
  });

  it("get quote drops the earlier rate before rating again (a failed rating leaves no stale price) but keeps the reference and token", () => {
    const quote = action("get-quote");
    const draft: Draft = { ...finalDraft(), quoteRef: "QR-OLD00000", token: "tok-1", rate: { quoteRef: "QR-OLD00000" } };
    const { draft: next } = applyOutcomes(quote.then, draft, dataFor("car", instance("car", "final"), draft));
    expect(next.rate).toBeUndefined();
    expect(next).toMatchObject({ quoteRef: "QR-OLD00000", token: "tok-1" });
  });

  it.each([
    { why: "a new quote", extra: {}, quoteRef: null, token: null },
    { why: "a quote rated before", extra: { quoteRef: "QR-ABC12345", token: "tok-1" }, quoteRef: "QR-ABC12345", token: "tok-1" },
  ])("get quote sends the product, journey version and whole draft: $why", ({ extra, quoteRef, token }) => {
    const load = action("get-quote").load!;
    const draft = { ...finalDraft(), ...extra };
    const args = callArgs(load, dataFor("car", instance("car", "final"), draft));
    expect(args).toEqual({ product: "car", journeyVersion: journey("car").version, answers: draft, quoteRef, token });
  });

  const rated = (optionState: string) => ({
    quoteRef: "QR-NEW12345",
    token: "tok-2",
    ratingOutcome: { optionState, underwritingOutcomeResponseId: "uo-1" },
  });

  it.each([
    { optionState: "READY_FOR_TAKE_UP", goTo: "rate" },
    { optionState: "HAS_DECLINES", goTo: "declined" },
    { optionState: "HAS_UNAUTHORISED_REFERRALS", goTo: "declined" },
    { optionState: "RATING_RETURNED_ERROR", goTo: "error" },
    { optionState: "UNDERWRITING_FAILED", goTo: "error" },
  ])("a rating with $optionState keeps the reference, token and rate, then goes to $goTo", ({ optionState, goTo }) => {
    const load = action("get-quote").load!;
    const p = instance("car", "final");
    const draft: Draft = { ...finalDraft(), quoteRef: "QR-OLD00000", token: "tok-1" };
    const result = rated(optionState);
    const outcome = applyOutcomes(outcomesFor(load, { failed: false, result }), draft, { ...dataFor("car", p, draft), result });
    expect(outcome.goTo).toBe(goTo);
    expect(outcome.fieldError).toBeUndefined();
    expect(outcome.draft).toMatchObject({ quoteRef: "QR-NEW12345", token: "tok-2", rate: result, final: draft.final });
  });

  it("a failed rating call (network or server rejection) goes to the error page and keeps the draft", () => {
    const load = action("get-quote").load!;
    const p = instance("car", "final");
    const draft = finalDraft();
    const outcome = applyOutcomes(outcomesFor(load, { failed: true }), draft, dataFor("car", p, draft));
    expect(outcome).toEqual({ draft, goTo: "error", fieldError: undefined });
  });

  it("the page hands over to the quote", () => {
    const p = instance("car", "final");
    expect(nextTarget(p, dataFor("car", p, finalDraft()))).toBe("rate");
  });

  it("the named-driver list is a block the named-driver chain can return to", () => {
    const block = instance("car", "final").content?.find((b) => b.kind === "namedDrivers");
    expect(block?.id).toBeTruthy();
    const back = journey("car").pages["named-claims"].next.find((edge) => edge.to === "final");
    expect(back?.anchor).toBe(block?.id);
  });
});

describe("named driver pages", () => {
  it.each([
    { product: "car", offers: "EMPLOYEE", expected: false },
    { product: "van", offers: "EMPLOYEE", expected: true },
    { product: "van", offers: "SPOUSE", expected: true },
    { product: "car", offers: "FRIEND", expected: true },
  ])("$product: relationship offers $offers: $expected", ({ product, offers, expected }) => {
    const p = instance(product, "named-driver-personal", 0);
    const field = p.fields.find((f) => f.name === "relationshipStatus")!;
    const options = optionsFor(field, dataFor(product, p, { product }, { reference: referenceData }), referenceData) ?? [];
    expect(options.some((o) => o.value === offers)).toBe(expected);
  });

  const contactDraft = (index: number, email: string): Draft => {
    const named: Record<string, unknown>[] = [];
    named[index] = { added: false, driverContact: { email } };
    named[1 - index] = { added: false, driverContact: {} };
    return { product: "car", driverAddress: { email: "sam@example.com" }, named };
  };

  it.each([
    { index: 0, path: 1 },
    { index: 1, path: 2 },
  ])("slot $index: Next keeps the final page's contact $path in step", ({ index, path }) => {
    const next = pageActions("car", "named-driver-contact", index).find((a) => a.id === "next")!;
    const draft = contactDraft(index, "alex@example.com");
    const p = instance("car", "named-driver-contact", index);
    const { draft: out } = applyOutcomes(next.then, draft, dataFor("car", p, draft));
    const contacts = (out.final as { contacts: Record<string, unknown>[] }).contacts;
    expect(contacts[path]).toEqual({ email: "alex@example.com" });
    expect(contacts.filter(Boolean)).toHaveLength(1);
  });
});
