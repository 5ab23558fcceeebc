/**
 * Complete quote drafts for rateQuote tests, built by walking a product journey with the engine
 * the way a user would: start from the journey's defaults, and on each page the replay says is
 * due, run its loaders against the test server, answer every required question from the table
 * below (keyed by field name), then press the page's primary button (its outcomes and server
 * call). The journey's pages are still being written; when one gains a required question this
 * table does not know, the walk stops with a message naming the page and the field, so the
 * change shows up here rather than as a mysterious rejection.
 */
import {
  activeFields,
  answerSchema,
  isRequired,
  logicData,
  namedSlotIndexes,
  operations,
  pageInstance,
  planLoaders,
  prepareSubmission,
  primaryAction,
  replayPath,
  settleLoader,
  setPath,
  submitPage,
  validatePage,
  within,
  withDefaults,
  type Draft,
  type ResolvedField,
  type ResolvedJourney,
  type ResolvedPage,
} from "../../src/engine/index.ts";
import { fixedClock } from "../../server/clock.ts";
import { loadJourneyCatalogue } from "../../server/domain/journeyCatalogue.ts";
import type { GraphqlClient } from "./testServer.ts";

export const TODAY = "2026-11-22";
export const clock = fixedClock(TODAY);
/** The journeys exactly as the server loads them. */
export const catalogue = loadJourneyCatalogue();

export function journeyOf(product: string): ResolvedJourney {
  const journey = catalogue.journey(product);
  if (!journey) throw new Error(`No journey for product "${product}"`);
  return journey;
}

/**
 * Whether a product's own journey lets that product be chosen. The shared product page offers car,
 * older and convicted only (the products an entry link may name), so the van and ppm journeys cannot be completed
 * until their journeys start differently; tests take the products from here so they follow suit.
 */
export function journeyOffersItsProduct(product: string): boolean {
  const journey = journeyOf(product);
  return Object.values(journey.pages)
    .filter((page) => !page.section)
    .flatMap((page) => page.fields.filter((field) => field.name === "product"))
    .every((field) => {
      const allowed = answerSchema(field).enum;
      return !Array.isArray(allowed) || allowed.includes(product);
    });
}

interface Answering {
  product: string;
  page: ResolvedPage;
  /** The named-driver slot, for the named-driver chain. */
  index?: number;
}
type Answer = unknown | ((at: Answering) => unknown);

/**
 * One valid answer per question name, used only where a required question is still empty.
 * Codes come from server/fixtures/referenceData.json; the policyholder is 36 on TODAY, which
 * every product accepts (car 17-69, van 18-69, older 35-89).
 */
export const answersByField: Record<string, Answer> = {
  product: (at: Answering) => at.product,
  // driver-personal and named-driver-personal
  title: "MR",
  firstName: (at: Answering) => (at.index === undefined ? "Sam" : ["Alex", "Jo"][at.index]),
  lastName: "Jones",
  gender: "M",
  dob: (at: Answering) => (at.index === undefined ? "1990-05-14" : ["1992-08-30", "1988-01-09"][at.index]),
  residenceSinceBirth: true,
  driverLengthInUK: 99,
  maritalStatus: "M",
  homeStatus: true,
  relationshipStatus: "SPOUSE",
  // driver-address and named-driver-contact
  postcode: "LS1 4AP",
  addressId: "LS14AP-03",
  email: (at: Answering) => (at.index === undefined ? "sam.jones@example.com" : `named${at.index}.jones@example.com`),
  phoneNumber: "07700900123",
  // job
  status: "E",
  statusCode: "E",
  occupation: "Accountant",
  occupationCode: "A01",
  business: "Accountancy",
  businessCode: "101",
  secondary: false,
  // history and claims
  drivingLicenceType: "FULL_UK",
  licenceType: "001",
  years: 4,
  months: 0,
  conviction1: false,
  claim1: false,
  // car and van
  imported: false,
  cameraFitted: false,
  shareCameraFootage: false,
  value: 6000,
  purchaseDate: "2024-03-01",
  notYetPurchased: false,
  keeper: true,
  owner: true,
  use: (at: Answering) => (at.product === "van" ? "S" : "SDPC"),
  socialUse: "HOBBY",
  miles: 8000,
  businessMiles: 5000,
  daytimeLocation: "HOME",
  overnightLocationBool: true,
  overnightLocation: "DRIVEWAY",
  householdVehicles: 1,
  accessToOtherVehicles: false,
  seats: 5,
  doors: 5,
  // van features
  tipping: false,
  refrigeration: false,
  racking: false,
  hasSignage: false,
  hazardousGoods: false,
  hazardousSites: false,
  // final
  excess: 0,
  paymentMethod: "ANNUALLY",
  ncd: 2,
  protectNcd: false,
  experiencedAsNamed: false,
  coverStartDate: TODAY,
  marketingChat: false,
  marketingEmail: false,
  // final: everyone's contact details again (0 the policyholder, 1 and 2 the named drivers)
  "contacts.0.email": "sam.jones@example.com",
  "contacts.0.phoneNumber": "07700900123",
  "contacts.1.email": "named0.jones@example.com",
  "contacts.2.email": "named1.jones@example.com",
};

/** A registration on record for each kind of vehicle (server/README.md, test registrations). */
const plateFor = (product: string) => (product === "van" ? "VN68 VAN" : "AB12 CDE");

export interface WalkOptions {
  /** Add this many named drivers (0 to the journey's limit), each walked through the named chain. */
  namedDrivers?: number;
  /** Override the journey (for testing this helper itself). */
  journey?: ResolvedJourney;
}

/** Calls that send the finished quote: the walk ends before them, since sending is what the tests do. */
const submittingSources = new Set(["rateQuote"]);
const isEmpty = operations.isEmpty as (value: unknown) => boolean;
const maxSteps = 60;

/** A draft the server accepts: the main path to the quote page, plus any named drivers. */
export async function completeDraft(server: GraphqlClient, product: string, options: WalkOptions = {}): Promise<Draft> {
  const journey = options.journey ?? journeyOf(product);
  const walker = new Walker(server, journey, product);
  let draft = withDefaults(journey, { product, numberplate: plateFor(product) }, clock);
  draft = await walker.walk(draft, undefined, undefined);
  for (let index = 0; index < (options.namedDrivers ?? 0); index++) {
    if (!journey.namedStartPage) throw new Error(`The ${product} journey has no named-driver chain`);
    draft = await walker.walk(draft, journey.namedStartPage, index);
    draft = setPath(draft, `named.${index}.added`, true);
  }
  return draft;
}

class Walker {
  readonly #submitted: Set<string>;

  constructor(
    private readonly server: GraphqlClient,
    private readonly journey: ResolvedJourney,
    private readonly product: string,
  ) {
    this.#submitted = new Set(journey.pageOrder.flatMap((id) => [id, ...namedSlotIndexes(journey).map((i) => `${id}@${i}`)]));
  }

  /** Answers pages along one chain until the replay hands over to a route outside the journey. */
  async walk(start: Draft, startPage: string | undefined, index: number | undefined): Promise<Draft> {
    let draft = start;
    let previous: string | undefined;
    for (let step = 0; step < maxSteps; step++) {
      const { current } = replayPath({
        journey: this.journey,
        draft,
        submitted: this.#submitted,
        clock,
        check: catalogue.check,
        start: startPage,
        index,
      });
      if (!this.journey.pages[current]) {
        if (current !== "rate") throw new Error(`The ${this.product} journey ended on "${current}" instead of the quote page (rate)`);
        return draft;
      }
      const page = pageInstance(this.journey, current, index);
      if (current === previous) throw new Error(this.#stuck(page, draft));
      previous = current;
      draft = await this.#answerPage(page, draft, index);
    }
    throw new Error(`The ${this.product} journey did not reach the quote page in ${maxSteps} pages`);
  }

  async #answerPage(page: ResolvedPage, start: Draft, index: number | undefined): Promise<Draft> {
    let draft = start;
    const data: Record<string, unknown> = {};
    const loaded = new Set<string>();
    // Loaders and answers alternate until neither changes anything: an answer may start a loader
    // (a make's models) and a loader may reveal a question.
    for (let round = 0; round < 10; round++) {
      const before = draft;
      draft = await this.#runLoaders(page, draft, data, loaded);
      draft = this.#fillRequired(page, draft, data, index);
      if (draft === before) break;
    }
    return this.#pressPrimary(page, draft, data);
  }

  async #runLoaders(page: ResolvedPage, start: Draft, data: Record<string, unknown>, loaded: Set<string>): Promise<Draft> {
    let draft = start;
    for (let pass = 0; pass < 5; pass++) {
      const due = planLoaders(page, this.#data(page, draft, data)).filter((call) => !loaded.has(call.key));
      if (due.length === 0) break;
      for (const { loader, args, key } of due) {
        loaded.add(key);
        const result = await this.#call(page, loader.source, args);
        if (loader.as && result !== undefined) data[loader.as] = result;
        draft = this.#accepted(
          page,
          settleLoader(loader, { failed: false, result }, draft, this.#data(page, draft, data)),
          `loader ${loader.source}`,
        );
      }
    }
    return draft;
  }

  #fillRequired(page: ResolvedPage, start: Draft, data: Record<string, unknown>, index: number | undefined): Draft {
    let draft = start;
    for (let pass = 0; pass <= page.fields.length; pass++) {
      const scope = this.#data(page, draft, data);
      const missing = activeFields(page, scope).filter((field) => isRequired(field, scope) && isEmpty(scope.answers[field.name]));
      if (missing.length === 0) break;
      for (const field of missing) draft = setPath(draft, within(page.section, field.name), this.#answer(page, field, index));
    }
    return draft;
  }

  /**
   * The table's answer, else, for a question with inline options (a new yes/no question an analyst
   * added), "No" or the first option, so a journey edit needs no change here; anything else must be
   * in the table.
   */
  #answer(page: ResolvedPage, field: ResolvedField, index: number | undefined): unknown {
    if (!(field.name in answersByField) && field.options?.length) {
      return field.options.some((o) => o.value === false) ? false : field.options[0].value;
    }
    if (!(field.name in answersByField)) {
      throw new Error(
        `The ${this.product} journey's page "${page.id}" asks the required question "${field.name}" (${field.label}), ` +
          `which tests/server/quoteDrafts.ts cannot answer: add "${field.name}" to answersByField.`,
      );
    }
    const answer = answersByField[field.name];
    return typeof answer === "function" ? answer({ product: this.product, page, index }) : answer;
  }

  /** Presses the primary button as the app does (the engine's page step), short of sending the quote. */
  async #pressPrimary(page: ResolvedPage, start: Draft, data: Record<string, unknown>): Promise<Draft> {
    const scope = { journey: this.journey, page, section: page.section, clock, data };
    const action = primaryAction(page.actions ?? []);
    if (!action) return withDefaults(this.journey, prepareSubmission(scope, start), clock);
    const step = await submitPage(scope, start, action, {
      journeyOf: () => this.journey,
      sources: { call: (source, args) => (submittingSources.has(source) ? null : this.#call(page, source, args)) },
    });
    if (step.kind === "invalid") throw new Error(`Page "${page.id}" refused its answers: ${JSON.stringify(step.errors)}`);
    for (const applied of step.applied) this.#accepted(page, applied, `button ${action.id}`);
    return step.draft;
  }

  /** The draft an outcome left, which must neither send the walk elsewhere nor refuse its answers. */
  #accepted(page: ResolvedPage, outcome: { draft: Draft; goTo?: string; fieldError?: unknown }, what: string): Draft {
    if (outcome.goTo || outcome.fieldError) {
      throw new Error(
        `On page "${page.id}" the ${what} sent the walk to ${outcome.goTo ?? "a field error"}: ${JSON.stringify(outcome.fieldError ?? {})}`,
      );
    }
    return outcome.draft;
  }

  async #call(page: ResolvedPage, source: string, args: Record<string, unknown>): Promise<unknown> {
    const document = sourceQueries[source];
    if (!document) throw new Error(`Page "${page.id}" calls data source "${source}", which tests/server/quoteDrafts.ts does not know`);
    const { body } = await this.server.graphql<Record<string, unknown>>(document, args);
    if (body.errors?.length) throw new Error(`Page "${page.id}": ${source}(${JSON.stringify(args)}) failed: ${body.errors[0].message}`);
    return body.data![source];
  }

  #data(page: ResolvedPage, draft: Draft, data: Record<string, unknown>) {
    return logicData({ journey: this.journey, draft, section: page.section, clock, data });
  }

  #stuck(page: ResolvedPage, draft: Draft): string {
    const errors = validatePage(page, this.#data(page, draft, {}), catalogue.check);
    const why = Object.keys(errors).length > 0 ? `its answers break rules: ${JSON.stringify(errors)}` : "its completeWhen does not hold";
    return `The walk is stuck on the ${this.product} journey's page "${page.id}": ${why}`;
  }
}

/** The same selections the app's data sources make (src/api/dataSources.graphql). */
const sourceQueries: Record<string, string> = {
  vehicleByReg: `query ($registration: String!) { vehicleByReg(registration: $registration) {
    registration abicode year vehicleLeftRightDrive transmission numberOfDoors cubicCapacity vehicleIdentificationNumber vehicleType
    make { code description } model { code description } fuelType { code description } } }`,
  vehicleModels: `query ($makeCode: String!, $productClass: String!, $scheme: String!) {
    vehicleModels(makeCode: $makeCode, productClass: $productClass, scheme: $scheme) {
      years models { code name formattedName capacity trans fuel doors syear eyear } } }`,
  deviceAssignment: `query ($abiCode: String!, $productClass: String!, $scheme: String!) {
    deviceAssignment(abiCode: $abiCode, productClass: $productClass, scheme: $scheme) { deviceType obdLocation } }`,
  addressLookup: `query ($postcode: String!, $searchTerm: String) {
    addressLookup(postcode: $postcode, searchTerm: $searchTerm) { addressId searchResult } }`,
  addressDetails: `query ($addressId: String!) { addressDetails(addressId: $addressId) {
    buildingName buildingNumber street line1 line2 line3 line4 line5 city province countryCode countryDescription company postalCode } }`,
};
