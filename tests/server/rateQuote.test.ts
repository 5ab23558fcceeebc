import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateQuote, type Draft } from "../../src/engine/index.ts";
import { catalogue, clock, completeDraft, journeyOf, journeyOffersItsProduct, TODAY } from "./quoteDrafts.ts";
import { startTestServer, startupTimeout, type GraphqlResponse, type TestServer } from "./testServer.ts";

const mutation = `mutation ($body: QuoteBody!) {
  rateQuote(body: $body) { quoteRef quoteState createdDate expiryDate token ratingOutcome { optionState } }
}`;
type Accepted = {
  rateQuote: {
    quoteRef: string;
    quoteState: string;
    createdDate: string;
    expiryDate: string;
    token: string;
    ratingOutcome: { optionState: string };
  };
};
type StoredRequest = {
  quoteRef: string;
  quoteState: string;
  createdDate: string;
  expiryDate: string;
  salesChannel: string;
  capturedQuoteModel: {
    drivers: Array<Record<string, unknown>>;
    quote: Record<string, unknown> & { policyholderDTO: Record<string, unknown> };
    vehicles: Array<Record<string, unknown>>;
  };
};

/** Products whose journey can be completed today (see journeyOffersItsProduct: not van or ppm yet). */
const quotable = catalogue.products.filter(journeyOffersItsProduct);
const notQuotable = catalogue.products.filter((product) => !quotable.includes(product));

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock });
}, startupTimeout);
afterAll(() => server?.close());

const version = (product: string) => journeyOf(product).version;

/**
 * The journey's own messages for a draft, in page order, as the engine gives them: the wording
 * itself is recorded in journeys/<product>/scenarios/, so rewording a journey does not break this.
 */
const journeyMessages = (product: string, draft: unknown) =>
  validateQuote(journeyOf(product), draft as Draft, clock, catalogue.check, "rate").problems.flatMap((problem) =>
    Object.values(problem.errors),
  );
const where = (fieldErrors: unknown) =>
  (fieldErrors as { page: string; field: string | null }[]).map(({ page, field }) => ({ page, field }));
const messagesOf = (fieldErrors: unknown) => (fieldErrors as { message: string }[]).map(({ message }) => message);
const submit = (product: string, answers: unknown, journeyVersion = version(product)) =>
  server.graphql<Accepted>(mutation, { body: { product, journeyVersion, answers } });

async function storedQuote(quoteRef: string) {
  const { rows } = await server.db.query<{ product: string; journey_version: string; request: StoredRequest }>(
    "SELECT product, journey_version, request FROM quotes WHERE quote_ref = $1",
    [quoteRef],
  );
  expect(rows).toHaveLength(1);
  return rows[0];
}

async function quoteCount(): Promise<number> {
  const { rows } = await server.db.query<{ count: number }>("SELECT count(*)::int AS count FROM quotes");
  return rows[0].count;
}

/** A GraphQL error with this code and nothing stored or leaked. */
function expectRejected(response: GraphqlResponse<Accepted>, code: string) {
  expect(response.body.data ?? null, response.text).toBeNull();
  expect(response.body.errors).toHaveLength(1);
  expect(response.body.errors![0].extensions?.code).toBe(code);
  expect(response.text).not.toMatch(/stack|originalError|node_modules|\.ts:\d+/);
  return response.body.errors![0];
}

/** A copy of a draft with one section's answers replaced. */
const withAnswers = (draft: Draft, section: string, answers: Record<string, unknown>): Draft => ({
  ...draft,
  [section]: { ...(draft[section] as Record<string, unknown>), ...answers },
});

describe("rateQuote with a complete draft", () => {
  it("stores and rates the quote request, answering its reference and retrieve token", async () => {
    const draft = await completeDraft(server, "car");
    const response = await submit("car", draft);
    expect(response.body.errors, response.text).toBeUndefined();
    const accepted = response.body.data!.rateQuote;
    expect(accepted).toEqual({
      quoteRef: expect.stringMatching(/^QR-[A-Z0-9]{8}$/),
      quoteState: "UNDERWRITTEN",
      createdDate: TODAY,
      expiryDate: "2026-12-22",
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      ratingOutcome: { optionState: "READY_FOR_TAKE_UP" },
    });

    const stored = await storedQuote(accepted.quoteRef);
    expect(stored).toMatchObject({ product: "car", journey_version: version("car") });
    expect(stored.request).toMatchObject({
      quoteRef: accepted.quoteRef,
      quoteState: "PENDING",
      createdDate: TODAY,
      expiryDate: "2026-12-22",
      salesChannel: "DIRECT",
      sourceOfBusiness: "DIRECT",
    });
    const { drivers, quote, vehicles } = stored.request.capturedQuoteModel;
    expect(quote).toMatchObject({ productClass: "Private_Car", scheme: "New_Driver_RAC" });
    expect(quote.policyholderDTO).toMatchObject({
      name: { title: "MR", firstName: "Sam", surname: "Jones" },
      dob: "1990-05-14",
      isDriver: true,
    });
    expect(drivers).toHaveLength(1);
    expect(drivers[0]).toMatchObject({ id: 0, isPolicyholder: true, dob: "1990-05-14", gender: "M", driverLengthInUK: 99 });
    expect(vehicles).toEqual([
      expect.objectContaining({
        vehicleRegistrationNumber: "AB12 CDE",
        abiCode: "32001201",
        vehicleMake: "Ford",
        yearOfManufacture: 2012,
        vehicleType: "car",
      }),
    ]);
  });

  it.each(quotable)("accepts a walked %s draft with the product's underwriting pair", async (product) => {
    const draft = await completeDraft(server, product);
    const response = await submit(product, draft);
    expect(response.body.errors, response.text).toBeUndefined();
    const { quote, vehicles } = (await storedQuote(response.body.data!.rateQuote.quoteRef)).request.capturedQuoteModel;
    const { limits } = journeyOf(product);
    expect(quote).toMatchObject({ productClass: limits.productClass, scheme: limits.scheme });
    expect(vehicles[0].vehicleType).toBe(product === "van" ? "van" : "car");
  });

  it("keeps a rated quote's request, answers and outcome in their rows uncompressed (cheaper to store)", async () => {
    const response = await submit("car", await completeDraft(server, "car"));
    const { rows } = await server.db.query<Record<string, string | null>>(
      `SELECT pg_column_compression(q.request) AS request, pg_column_compression(q.answers) AS answers, pg_column_compression(r.outcome) AS outcome
       FROM quotes q JOIN quote_ratings r ON r.quote_id = q.id WHERE q.quote_ref = $1`,
      [response.body.data!.rateQuote.quoteRef],
    );
    expect(rows).toEqual([{ request: null, answers: null, outcome: null }]);
  });

  it("lists the policyholder first, then each added named driver", async () => {
    const draft = await completeDraft(server, "car", { namedDrivers: 2 });
    const response = await submit("car", draft);
    expect(response.body.errors, response.text).toBeUndefined();
    const { drivers } = (await storedQuote(response.body.data!.rateQuote.quoteRef)).request.capturedQuoteModel;
    expect(drivers.map((d) => [d.id, d.isPolicyholder])).toEqual([
      [0, true],
      [1, false],
      [2, false],
    ]);

    const oneNamed = { ...draft, named: [(draft.named as Draft[])[0], { ...(draft.named as Draft[])[1], added: false }] };
    const second = await submit("car", oneNamed);
    const { drivers: two } = (await storedQuote(second.body.data!.rateQuote.quoteRef)).request.capturedQuoteModel;
    expect(two).toHaveLength(2);
  });

  it("gives every quote its own reference", async () => {
    const draft = await completeDraft(server, "car");
    const refs = await Promise.all([1, 2, 3].map(async () => (await submit("car", draft)).body.data!.rateQuote.quoteRef));
    expect(new Set(refs).size).toBe(3);
  });

  it("stores answers as the journey saves them: hidden answers reset, sections off the path dropped", async () => {
    const draft = await completeDraft(server, "car");
    const tampered = {
      ...withAnswers(draft, "driverPersonal", { residenceSinceBirth: true, driverLengthInUK: 5 }),
      vehicleManual: { makeCode: "BMW", model: "11001229", abiCode: "11001229" },
      somethingElse: { secret: "not for the request" },
    };
    const response = await submit("car", tampered);
    expect(response.body.errors, response.text).toBeUndefined();
    const { request } = await storedQuote(response.body.data!.rateQuote.quoteRef);
    expect(request.capturedQuoteModel.drivers[0].driverLengthInUK).toBe(99);
    expect(request.capturedQuoteModel.vehicles[0].abiCode).toBe("32001201");
    expect(JSON.stringify(request)).not.toContain("not for the request");
  });
});

describe("rateQuote with a draft that breaks the journey's rules", () => {
  it("rejects a policyholder too young for the product, with the journey's message on the field", async () => {
    const draft = withAnswers(await completeDraft(server, "car"), "driverPersonal", { dob: "2010-01-01" }); // 16 at cover start
    const before = await quoteCount();
    const error = expectRejected(await submit("car", draft), "QUOTE_INVALID");
    expect(error.message).toBe("The quote has answers that break the journey's rules");
    expect(where(error.extensions?.fieldErrors)).toEqual([{ page: "driver-personal", field: "dob" }]);
    expect(messagesOf(error.extensions?.fieldErrors)).toEqual(journeyMessages("car", draft));
    expect(await quoteCount()).toBe(before);
  });

  it("words the age range per product", async () => {
    const draft = withAnswers(await completeDraft(server, "older"), "driverPersonal", { dob: "1996-01-01" }); // 30
    const error = expectRejected(await submit("older", draft), "QUOTE_INVALID");
    expect(where(error.extensions?.fieldErrors)).toEqual([{ page: "driver-personal", field: "dob" }]);
    expect(messagesOf(error.extensions?.fieldErrors)).toEqual(journeyMessages("older", draft));
    expect(messagesOf(error.extensions?.fieldErrors)).not.toEqual(
      journeyMessages("car", withAnswers(draft, "driverPersonal", { dob: "2010-01-01" })),
    );
  });

  it.skipIf(notQuotable.length === 0).each(notQuotable)("refuses %s on the product page, which does not offer it yet", async (product) => {
    const answers = { product, numberplate: "VN68 VAN" };
    const error = expectRejected(await submit(product, answers), "QUOTE_INVALID");
    expect(where(error.extensions?.fieldErrors)).toEqual([{ page: "product", field: "product" }]);
    expect(messagesOf(error.extensions?.fieldErrors)).toEqual(journeyMessages(product, answers));
  });

  it("lists every broken question of the page, in page order", async () => {
    const draft = withAnswers(await completeDraft(server, "car"), "driverPersonal", { firstName: "Sam2", title: "nonselected", dob: "" });
    const error = expectRejected(await submit("car", draft), "QUOTE_INVALID");
    expect(where(error.extensions?.fieldErrors)).toEqual([
      { page: "driver-personal", field: "title" },
      { page: "driver-personal", field: "firstName" },
      { page: "driver-personal", field: "dob" },
    ]);
    expect(messagesOf(error.extensions?.fieldErrors)).toEqual(journeyMessages("car", draft));
  });

  it("rejects an unconfirmed vehicle", async () => {
    const draft = withAnswers(await completeDraft(server, "car"), "vehicle", { confirmed: undefined });
    const error = expectRejected(await submit("car", draft), "QUOTE_INVALID");
    expect(error.extensions?.fieldErrors).toEqual([{ page: "vehicle", field: null, message: "The vehicle page is not complete" }]);
  });

  it.each([
    { product: "car", numberplate: {}, vehicle: [], driverPersonal: "Sam", named: "none", final: 5 },
    { product: "car", numberplate: "AB12 CDE", vehicle: { confirmed: "yes", abicode: 32001201 }, named: [null, 7] },
    { product: "car", numberplate: false, vehicleManual: { makeCode: ["FORD"], year: {} } },
    JSON.parse('{ "product": "car", "__proto__": { "polluted": true }, "constructor": "x", "driverPersonal": { "__proto__": 1 } }'),
  ])("answers a draft of the wrong shape with rule errors, never an internal error (%#)", async (answers) => {
    const response = await submit("car", answers);
    expect(response.body.errors![0].extensions?.code).toBe("QUOTE_INVALID");
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("rejects a draft that stops part-way", async () => {
    const error = expectRejected(await submit("car", { product: "car", numberplate: "AB12 CDE" }), "QUOTE_INVALID");
    expect(error.extensions?.fieldErrors).toEqual([{ page: "vehicle", field: null, message: "The vehicle page is not complete" }]);
  });
});

describe("rateQuote arguments", () => {
  it("rejects a draft made with another journey version, asking for a reload", async () => {
    const draft = await completeDraft(server, "car");
    const error = expectRejected(await submit("car", draft, "0.9.0"), "JOURNEY_VERSION_MISMATCH");
    expect(error.message).toBe(`This quote was made with journey version 0.9.0; the current version is ${version("car")}. Please reload.`);
    expect(error.extensions?.currentVersion).toBe(version("car"));
  });

  it("rejects an unknown product", async () => {
    const error = expectRejected(await submit("bike", { product: "bike" }, "1.0.0"), "BAD_USER_INPUT");
    expect(error.message).toBe(`Unknown product "bike": expected one of ${catalogue.products.join(", ")}`);
  });

  it.each([
    [[], "not a list"],
    ["car", "not a string"],
    [42, "not a number"],
    [true, "not a boolean"],
  ])("rejects answers that are not an object: %j", async (answers, message) => {
    const error = expectRejected(await submit("car", answers), "BAD_USER_INPUT");
    expect(error.message).toBe(`answers must be a JSON object (the quote draft), ${message}`);
  });

  it("rejects null answers", async () => {
    const error = expectRejected(await submit("car", null), "BAD_USER_INPUT");
    expect(error.message).toMatch(/body\.answers/);
  });

  it("rejects answers for another product", async () => {
    const draft = await completeDraft(server, "car");
    const error = expectRejected(await submit("older", draft), "BAD_USER_INPUT");
    expect(error.message).toBe('answers.product is "car" but the quote is for "older"');
    expect((await submit("car", { numberplate: "AB12 CDE" })).body.errors![0].message).toBe(
      'answers.product is missing but the quote is for "car"',
    );
  });

  it("takes answers written inline in the query too", async () => {
    const response = await server.graphql<Accepted>(
      `mutation { rateQuote(body: { product: "car", journeyVersion: "${version("car")}", answers: { product: "car", numberplate: "AB12 CDE", x: [1, 2.5, null, true] } }) { quoteRef } }`,
    );
    expect(expectRejected(response, "QUOTE_INVALID").extensions?.fieldErrors).toEqual([
      { page: "vehicle", field: null, message: "The vehicle page is not complete" },
    ]);
  });

  it("rejects a request over 64 KB before reading it all (200 KB of junk in a page section included)", async () => {
    const draft = { ...(await completeDraft(server, "car")), padding: "x".repeat(300 * 1024) };
    const response = await submit("car", draft);
    expect(response.status).toBe(413);
    const error = expectRejected(response, "REQUEST_ENTITY_TOO_LARGE");
    expect(error.message).toBe("The request is too large: send at most 64 KB");
    const junk = await completeDraft(server, "car");
    const inSection = await submit("car", {
      ...junk,
      driverPersonal: { ...(junk.driverPersonal as object), junk: "x".repeat(200 * 1024) },
    });
    expect(expectRejected(inSection, "REQUEST_ENTITY_TOO_LARGE").message).toBe("The request is too large: send at most 64 KB");
  });

  it("stores no key a page's section does not ask or set, and gives none back on retrieve", async () => {
    const draft = await completeDraft(server, "car");
    const tampered = {
      ...draft,
      driverPersonal: { ...(draft.driverPersonal as object), junk: "x".repeat(1024), title: "MR" },
      driverAddress: {
        ...(draft.driverAddress as object),
        addressParts: { ...(draft.driverAddress as { addressParts: object }).addressParts },
        extra: { nested: true },
      },
    };
    const rated = await submit("car", tampered);
    expect(rated.body.errors, rated.text).toBeUndefined();
    const { quoteRef, token } = rated.body.data!.rateQuote as { quoteRef: string; token: string };
    const { rows } = await server.db.query<{ answers: Draft }>("SELECT answers FROM quotes WHERE quote_ref = $1", [quoteRef]);
    expect(rows[0].answers.driverPersonal).not.toHaveProperty("junk");
    expect(rows[0].answers.driverPersonal).toMatchObject({ title: "MR" });
    expect(rows[0].answers.driverAddress).not.toHaveProperty("extra");
    expect(rows[0].answers.driverAddress).toHaveProperty("addressParts");
    const retrieved = await server.graphql<{ retrieveQuote: { answers: Draft } }>(
      `mutation ($token: String!) { retrieveQuote(token: $token) { answers } }`,
      { token },
    );
    expect(JSON.stringify(retrieved.body.data?.retrieveQuote.answers)).not.toMatch(/junk|extra/);
  });
});

describe("the draft walker (quoteDrafts.ts)", () => {
  it("names a required question its answer table does not know, so journey changes show up clearly", async () => {
    const car = journeyOf("car");
    const personal = car.pages["driver-personal"];
    const firstName = personal.fields.find((field) => field.name === "firstName")!;
    // Same schema as firstName, so the compiled validators already know it.
    const favourite = { ...firstName, name: "favouriteColour", label: "Favourite colour" };
    const journey = { ...car, pages: { ...car.pages, "driver-personal": { ...personal, fields: [...personal.fields, favourite] } } };
    await expect(completeDraft(server, "car", { journey })).rejects.toThrow(
      'The car journey\'s page "driver-personal" asks the required question "favouriteColour" (Favourite colour)',
    );
  });
});
