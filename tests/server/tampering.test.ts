/**
 * A draft is only stored when what it claims to have looked up is what the server looks up itself
 * (the vehicle, the address, the telematics device) and every coded answer is a code of its list.
 * Each tampered draft here is refused with BAD_USER_INPUT naming the field, and nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  activeFields,
  getPath,
  isNamedDriverPage,
  logicData,
  namedSlotIndexes,
  pageInstance,
  submissionKey,
  type Draft,
} from "../../src/engine/index.ts";
import vehicleModels from "../../server/fixtures/vehicleModels.json" with { type: "json" };
import { clock, completeDraft, journeyOf } from "./quoteDrafts.ts";
import { startTestServer, startupTimeout, type GraphqlResponse, type TestServer } from "./testServer.ts";

const mutation = `mutation ($body: QuoteBody!, $quoteRef: String, $token: String) {
  rateQuote(body: $body, quoteRef: $quoteRef, token: $token) { quoteRef token }
}`;
type Rated = { rateQuote: { quoteRef: string; token: string } };
interface FieldError {
  page: string;
  field: string | null;
  message: string;
}

let server: TestServer;
/** Walked drafts the server accepts, each tampered with one answer at a time below. */
let car: Draft;
let older: Draft;
let named: Draft;

beforeAll(async () => {
  server = await startTestServer({ clock });
  [car, older, named] = [
    await completeDraft(server, "car"),
    await completeDraft(server, "older"),
    await completeDraft(server, "car", { namedDrivers: 2 }),
  ];
}, startupTimeout);
afterAll(() => server?.close());

const submit = (product: string, answers: Draft, stored?: { quoteRef: string; token: string }) =>
  server.graphql<Rated>(mutation, { body: { product, journeyVersion: journeyOf(product).version, answers }, ...stored });

async function quoteCount(): Promise<number> {
  const { rows } = await server.db.query<{ count: number }>("SELECT count(*)::int AS count FROM quotes");
  return rows[0].count;
}

/** A copy of the draft with the answer at a dotted path replaced (a list index is a key like any other). */
function tampered(draft: Draft, path: string, value: unknown): Draft {
  const copy = structuredClone(draft);
  const keys = path.split(".");
  let node = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[keys[keys.length - 1]] = value;
  return copy;
}

/** Refused with BAD_USER_INPUT, a field error on this page and field, and no quote stored. */
async function expectRefused(product: string, answers: Draft, page: string, field: string): Promise<FieldError> {
  const before = await quoteCount();
  const response: GraphqlResponse<Rated> = await submit(product, answers);
  expect(response.body.data ?? null, response.text).toBeNull();
  expect(response.body.errors, response.text).toHaveLength(1);
  const [error] = response.body.errors!;
  expect(error.extensions?.code, response.text).toBe("BAD_USER_INPUT");
  expect(error.extensions?.argument).toBe("body.answers");
  const errors = error.extensions?.fieldErrors as FieldError[];
  const named = errors.find((e) => e.page === page && e.field === field);
  expect(named, `no field error for ${page} ${field} in ${JSON.stringify(errors)}`).toBeDefined();
  expect(named!.message).toMatch(/\w{3,}/);
  expect(await quoteCount()).toBe(before);
  return named!;
}

async function expectAccepted(product: string, answers: Draft) {
  const response = await submit(product, answers);
  expect(response.body.errors, response.text).toBeUndefined();
  return response.body.data!.rateQuote;
}

/** The draft the manual vehicle chain makes for a Ford Fiesta Zetec 1.0 5dr of 2014, as the app stores it. */
function manualFiesta(draft: Draft): Draft {
  const fiesta = vehicleModels.FORD.find((model) => model.code === "32001201")!;
  return {
    ...draft,
    numberplate: "",
    vehicleManual: {
      makeCode: "FORD",
      year: 2014,
      transmission: fiesta.trans,
      fuelType: fiesta.fuel,
      doors: String(fiesta.doors),
      leftOrRightHandDrive: "R",
      model: fiesta.code,
      abiCode: fiesta.code,
    },
    vehicle: {
      abicode: fiesta.code,
      makeCode: "FORD",
      make: "Ford",
      model: fiesta.formattedName,
      year: 2014,
      transmission: fiesta.trans,
      fuelType: fiesta.fuel,
      numberOfDoors: fiesta.doors,
      cubicCapacity: fiesta.capacity,
      leftOrRightHandDrive: "R",
      confirmed: true,
    },
    device: { abiCode: fiesta.code, deviceType: "IC6", obdLocation: null },
  };
}

/** The vehicle section the vehicle page stores from the registration lookup (journeys/common/pages/vehicle.json). */
async function lookedUpVehicle(registration: string): Promise<Draft> {
  const { body } = await server.graphql<{
    vehicleByReg: Record<string, unknown> & Record<"make" | "model" | "fuelType", { code: string; description: string }>;
  }>(
    `query ($registration: String!) { vehicleByReg(registration: $registration) {
      registration abicode year vehicleLeftRightDrive transmission numberOfDoors cubicCapacity vehicleIdentificationNumber vehicleType
      make { code description } model { code description } fuelType { code description } } }`,
    { registration },
  );
  const v = body.data!.vehicleByReg;
  return {
    registration: v.registration,
    abicode: v.abicode,
    make: v.make.description,
    makeCode: v.make.code,
    model: v.model.description,
    fuelType: v.fuelType.code,
    year: v.year,
    transmission: v.transmission,
    numberOfDoors: v.numberOfDoors,
    cubicCapacity: v.cubicCapacity,
    leftOrRightHandDrive: v.vehicleLeftRightDrive,
    chassisNumber: v.vehicleIdentificationNumber,
    vehicleType: v.vehicleType,
    confirmed: true,
  };
}

describe("drafts that match the server's lookups", () => {
  it("accepts walked drafts, with and without named drivers, and an older driver's plug-in device", async () => {
    await expectAccepted("car", car);
    await expectAccepted("car", named);
    expect(older.device).toEqual({ abiCode: "32001201", deviceType: "C330", obdLocation: "LOC1" });
    await expectAccepted("older", older);
  });

  it("accepts a manually chosen vehicle that matches the model lookup", async () => {
    await expectAccepted("car", manualFiesta(car));
  });
});

describe("the vehicle from the registration", () => {
  it("refuses a make the lookup does not give for the registration", async () => {
    const error = await expectRefused("car", tampered(car, "vehicle.make", "Ferrari"), "vehicle", "make");
    expect(error.message).toBe("make does not match the vehicle found for this registration: please look it up again");
  });

  it("refuses an ABI code the lookup does not give", async () => {
    await expectRefused("car", tampered(car, "vehicle.abicode", "99999999"), "vehicle", "abicode");
  });

  it("refuses the attacker's Ferrari worth £1 on every looked-up field it changes", async () => {
    const ferrari = tampered(tampered(tampered(car, "vehicle.make", "Ferrari"), "vehicle.abicode", "99999999"), "car.value", 1);
    await expectRefused("car", ferrari, "vehicle", "make");
    await expectRefused("car", ferrari, "vehicle", "abicode");
  });

  it.each([
    ["model", "Fiesta ST 200"],
    ["makeCode", "FERRARI"],
    ["fuelType", "004"],
    ["transmission", "002"],
    ["cubicCapacity", 3902],
    ["year", 2024],
    ["numberOfDoors", 3],
    ["leftOrRightHandDrive", "L"],
    ["chassisNumber", "ZFF00000000000000"],
    ["vehicleType", "van"],
  ])("refuses a changed vehicle.%s", async (field, value) => {
    await expectRefused("car", tampered(car, `vehicle.${field}`, value), "vehicle", field);
  });

  it("refuses a registration the lookup does not know, with the journey's own message", async () => {
    const unknown = tampered(tampered(car, "numberplate", "ZZ99 ZZZ"), "vehicle.registration", "ZZ99 ZZZ");
    const error = await expectRefused("car", unknown, "numberplate", "numberplate");
    expect(error.message).toMatch(/^We couldn’t find a vehicle with that registration/);
  });

  it("refuses a vehicle looked up for another registration", async () => {
    await expectRefused("car", tampered(car, "numberplate", "LD65 GLF"), "vehicle", "registration");
  });
});

describe("a manually chosen vehicle", () => {
  it("refuses an ABI code other than the chosen model's", async () => {
    await expectRefused("car", tampered(manualFiesta(car), "vehicle.abicode", "99999999"), "vehicle-manual", "vehicle.abicode");
  });

  it("refuses a model the make does not have", async () => {
    const bmw = tampered(tampered(manualFiesta(car), "vehicleManual.model", "11001229"), "vehicleManual.abiCode", "11001229");
    await expectRefused("car", tampered(bmw, "vehicle.abicode", "11001229"), "vehicle-manual", "model");
  });

  it("refuses a model for a year it was not built in", async () => {
    const year = tampered(tampered(manualFiesta(car), "vehicleManual.year", 2020), "vehicle.year", 2020);
    await expectRefused("car", year, "vehicle-manual", "model");
  });

  it("refuses a year no model of the make was built in", async () => {
    const year = tampered(tampered(manualFiesta(car), "vehicleManual.year", 1990), "vehicle.year", 1990);
    await expectRefused("car", year, "vehicle-manual", "year");
  });

  it("refuses a registration kept from an earlier lookup", async () => {
    await expectRefused("car", tampered(manualFiesta(car), "vehicle.registration", "AB12 CDE"), "vehicle-manual", "vehicle.registration");
  });

  it("refuses a make name that is not the make code's", async () => {
    await expectRefused("car", tampered(manualFiesta(car), "vehicle.make", "Ferrari"), "vehicle-manual", "vehicle.make");
  });
});

describe("the address from its addressId", () => {
  it("refuses address parts other than the lookup gives for the addressId", async () => {
    await expectRefused("car", tampered(car, "driverAddress.addressParts.line1", "10 Downing Street"), "driver-address", "addressParts");
  });

  it("refuses an addressId that does not exist, with the journey's message", async () => {
    const error = await expectRefused("car", tampered(car, "driverAddress.addressId", "LS14AP-99"), "driver-address", "addressId");
    expect(error.message).toBe("Something went wrong with your address details, please try again.");
  });

  it("refuses another address's id with the parts of the address looked up", async () => {
    await expectRefused("car", tampered(car, "driverAddress.addressId", "M11AE-01"), "driver-address", "addressParts");
  });
});

describe("the telematics device from the device assignment", () => {
  it("refuses another OBD location than the assignment gives", async () => {
    await expectRefused("older", tampered(older, "device.obdLocation", "LOC9"), "vehicle", "device.obdLocation");
  });

  it("refuses another device type than the assignment gives", async () => {
    await expectRefused("car", tampered(car, "device.deviceType", "C330"), "vehicle", "device.deviceType");
  });

  it("refuses a vehicle the device cannot be fitted to, though the draft claims a device", async () => {
    const peugeot = {
      ...car,
      numberplate: "NC11 OLD",
      vehicle: await lookedUpVehicle("NC11 OLD"),
      device: { abiCode: "60001208", deviceType: "IC6", obdLocation: null },
    };
    const error = await expectRefused("car", peugeot, "vehicle", "abicode");
    expect(error.message).toBe("We can't fit our telematics device to this vehicle, so we can't offer a quote for it");
  });
});

describe("coded answers against their reference lists", () => {
  it.each([
    ["title", "driver-personal", "driverPersonal.title", "XX"],
    ["marital status", "driver-personal", "driverPersonal.maritalStatus", "Q"],
    ["gender", "driver-personal", "driverPersonal.gender", "X"],
    ["occupation", "job", "job.occupationCode", "NOPE"],
    ["employer's business", "job", "job.businessCode", "999999"],
    ["employment status", "job", "job.statusCode", "CEO"],
    ["licence type (manual or automatic)", "history", "history.licenceType", "999"],
    ["overnight location", "vehicle-use", "car.overnightLocation", "MOON"],
    ["daytime location", "vehicle-use", "car.daytimeLocation", "MOON"],
    ["use", "vehicle-use", "car.use", "RACING"],
  ])("refuses a %s outside its list", async (_, page, path, code) => {
    await expectRefused("car", tampered(car, path, code), page, path.split(".").slice(1).join("."));
  });

  it("names the field with the journey's own message", async () => {
    const error = await expectRefused("car", tampered(car, "driverPersonal.title", "XX"), "driver-personal", "title");
    expect(error.message).toBe(journeyOf("car").pages["driver-personal"].fields.find((f) => f.name === "title")!.messages!.required);
  });

  it("refuses a DVLA code outside the conviction list, and accepts one in it", async () => {
    const convicted = (code: string) => ({
      ...car,
      history: {
        ...(car.history as Draft),
        conviction1: true,
        convictionDate1: "2025-06-01",
        dvlaCode1: code,
        points1: 3,
        fine1: 100,
        conviction2: false,
      },
    });
    await expectRefused("car", convicted("ZZ99"), "history", "dvlaCode1");
    await expectAccepted("car", convicted("SP30"));
  });

  it("refuses a claim type outside its list", async () => {
    const claimed = {
      ...car,
      claims: { ...(car.claims as Draft), claim1: true, type1: "99", open1: false, fault1: false, date1: "2025-01-10", claim2: false },
    };
    await expectRefused("car", claimed, "claims", "type1");
  });

  it("checks named drivers' answers too: relationship, marital status and occupation", async () => {
    await expectRefused(
      "car",
      tampered(named, "named.0.driverPersonal.relationshipStatus", "BUTLER"),
      "named-driver-personal@0",
      "relationshipStatus",
    );
    await expectRefused("car", tampered(named, "named.1.driverPersonal.maritalStatus", "Q"), "named-driver-personal@1", "maritalStatus");
    await expectRefused("car", tampered(named, "named.1.job.occupationCode", "NOPE"), "named-job@1", "occupationCode");
  });

  it("refuses a code outside its list in every answered reference-list question of the journey, named drivers' included", async () => {
    const journey = journeyOf("car");
    const pages = journey.pageOrder.flatMap((id) =>
      isNamedDriverPage(journey.pages[id]) ? namedSlotIndexes(journey).map((i) => pageInstance(journey, id, i)) : [journey.pages[id]],
    );
    const asked = pages.flatMap((page) => {
      const scope = logicData({ journey, draft: named, section: page.section, clock });
      if (page.section && getPath(named, page.section) === undefined) return [];
      return activeFields(page, scope)
        .filter(
          (field) => field.optionsFrom && !["", "nonselected", undefined, null].includes(getPath(scope.answers, field.name) as string),
        )
        .map((field) => ({
          page: submissionKey(page),
          field: field.name,
          path: page.section ? `${page.section}.${field.name}` : field.name,
        }));
    });
    expect(asked.length).toBeGreaterThan(20);
    for (const { page, field, path } of asked) {
      const before = await quoteCount();
      const response = await submit("car", tampered(named, path, "Q"));
      const [error] = response.body.errors ?? [];
      // The journey's own schema refuses some (an enum); the reference-list check refuses the rest.
      expect(["BAD_USER_INPUT", "QUOTE_INVALID"], `${path}: ${response.text}`).toContain(error?.extensions?.code);
      expect(error.extensions?.fieldErrors, path).toContainEqual(expect.objectContaining({ page, field }));
      expect(await quoteCount()).toBe(before);
    }
  });

  it("refuses a manual vehicle's make outside the list of makes", async () => {
    await expectRefused("car", tampered(manualFiesta(car), "vehicleManual.makeCode", "FERRARI"), "vehicle-manual", "makeCode");
  });
});

describe("every way a draft is accepted", () => {
  it("checks new answers for a stored quote the same way, leaving the stored quote as it was", async () => {
    const stored = await expectAccepted("car", car);
    const before = await server.db.query<{ answers: Draft }>("SELECT answers FROM quotes WHERE quote_ref = $1", [stored.quoteRef]);
    const response = await submit("car", tampered(car, "vehicle.make", "Ferrari"), stored);
    expect(response.body.errors?.[0].extensions?.code, response.text).toBe("BAD_USER_INPUT");
    const after = await server.db.query<{ answers: Draft }>("SELECT answers FROM quotes WHERE quote_ref = $1", [stored.quoteRef]);
    expect(after.rows).toEqual(before.rows);
  });
});

describe("numbers beyond the journey schema's documented maximum", () => {
  it.each([
    { answers: { "car.value": 1e308 }, page: "vehicle-use", field: "value" },
    { answers: { "history.conviction1": true, "history.fine1": 1e15 }, page: "history", field: "fine1" },
  ])("$answers is refused on page $page, and nothing is stored", async ({ answers, page, field }) => {
    const draft = Object.entries(answers).reduce((d, [path, value]) => tampered(d, path, value), car);
    const before = await quoteCount();
    const response = await submit("car", draft);
    expect(response.body.data ?? null, response.text).toBeNull();
    const errors = response.body.errors?.[0]?.extensions?.fieldErrors as FieldError[] | undefined;
    expect(errors?.find((e) => e.page === page && e.field === field)?.message, response.text).toMatch(/or less/);
    expect(await quoteCount()).toBe(before);
  });
});
