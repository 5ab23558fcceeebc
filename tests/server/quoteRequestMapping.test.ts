import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateQuote, type Draft } from "../../src/engine/index.ts";
import { mappedValue } from "../../server/domain/mappedValue.ts";
import { mappingSchema, quoteMapping, type ObjectNode, type QuoteMapping } from "../../server/domain/quoteMapping.ts";
import { buildDrivers, personName } from "../../server/domain/quoteDrivers.ts";
import { buildQuoteRequest } from "../../server/domain/quoteRequest.ts";
import { buildVehicle } from "../../server/domain/quoteVehicle.ts";
import { submittedDraft } from "../../server/domain/submittedDraft.ts";
import { catalogue, clock, completeDraft, journeyOf, journeyOffersItsProduct, TODAY } from "./quoteDrafts.ts";
import { handMadeDrafts } from "./quoteRequestMappingDrafts.ts";
import { startTestServer, startupTimeout, type TestServer } from "./testServer.ts";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ clock });
}, startupTimeout);
afterAll(() => server?.close());

const build = (product: string, draft: Draft) =>
  buildQuoteRequest({ journey: journeyOf(product), draft, quoteRef: "QR-MAPPING1", today: TODAY });

/** Each product's walked drafts (every named-driver count), as sent and as the server keeps them after validation. */
async function walkedDrafts(): Promise<Record<string, { product: string; draft: Draft }>> {
  const drafts: Record<string, { product: string; draft: Draft }> = {};
  for (const product of catalogue.products.filter(journeyOffersItsProduct)) {
    const journey = journeyOf(product);
    for (let named = 0; named <= Number(journey.limits.namedDrivers ?? 0); named++) {
      // The walk's named drivers are younger than the older product accepts (35 and over): those walks are left out.
      if (product === "older" && named > 0) continue;
      const draft = await completeDraft(server, product, { namedDrivers: named });
      const { valid, chains } = validateQuote(journey, draft, clock, catalogue.check, "rate");
      expect(valid, `${product} with ${named} named drivers`).toBe(true);
      drafts[`${product}, ${named} named, walked`] = { product, draft };
      drafts[`${product}, ${named} named, submitted`] = { product, draft: submittedDraft(journey, draft, clock, chains) };
    }
  }
  return drafts;
}

describe("the quote request built from the declared mapping", () => {
  // Recorded with the hand-written builders the mapping replaced; re-record (vitest -u) only for an intended change.
  it("is byte for byte the recorded request for every walked and hand-made draft", async () => {
    const drafts = { ...(await walkedDrafts()), ...handMadeDrafts };
    const requests = Object.entries(drafts).map(([name, { product, draft }]) => `${name}\n${JSON.stringify(build(product, draft))}`);
    await expect(requests.join("\n\n") + "\n").toMatchFileSnapshot("__snapshots__/quoteRequestMapping.txt");
  }, 60_000);

  it.each(Object.entries(handMadeDrafts))(
    "gives the same drivers and vehicle through buildDrivers and buildVehicle: %s",
    (_name, { product, draft }) => {
      const { drivers, quote, vehicles } = build(product, draft).capturedQuoteModel;
      expect(buildDrivers(draft)).toEqual(drivers);
      expect(buildVehicle(draft, (draft.product as string | undefined) ?? product)).toEqual(vehicles[0]);
      expect(personName((draft.driverPersonal ?? {}) as Record<string, unknown>)).toEqual(quote.policyholderDTO.name);
    },
  );
});

describe("journeys/common/quote-request.json", () => {
  it("is valid against its schema", () => {
    const validate = mappingSchema();
    expect(validate(quoteMapping()), JSON.stringify(validate.errors)).toBe(true);
  });

  it("sends a newly mapped answer with no TypeScript change", () => {
    const mapping = structuredClone(quoteMapping()) as QuoteMapping;
    const { capturedQuoteModel } = mapping.request as { capturedQuoteModel: { vehicles: { items: { fields: ObjectNode }[] } } };
    capturedQuoteModel.vehicles.items[0].fields.garaged = { answer: "{use}.garage", as: "flag" };
    capturedQuoteModel.vehicles.items[0].fields.garagePostcode = {
      answer: "{use}.garagePostcode",
      as: "text",
      when: { answer: "{use}.garage", is: true },
    };
    const vehicle = (draft: Draft, product: string) =>
      (mappedValue(mapping.request, { draft, product, mapping }) as { capturedQuoteModel: { vehicles: Record<string, unknown>[] } })
        .capturedQuoteModel.vehicles[0];
    expect(vehicle({ car: { garage: true, garagePostcode: " LS1 4AP " } }, "car")).toMatchObject({
      garaged: true,
      garagePostcode: "LS1 4AP",
    });
    expect(vehicle({ van: { garage: false, garagePostcode: "LS1 4AP" } }, "van")).toMatchObject({ garaged: false, garagePostcode: null });
    expect(vehicle({ car: { garage: true } }, "van")).toMatchObject({ garaged: null });
  });

  it.each([
    ["2026-07-01", "ukMidnight", "2026-07-01T00:00:00+01:00"],
    ["2026-02-30", "ukMidnight", null],
    [false, "notFlag", true],
    ["no", "notFlag", null],
    ["LOC10", "obdLocation", "LOC10"],
    ["LOC0", "obdLocation", null],
    [" 12 ", "number", 12],
    [12, "text", "12"],
  ])("converts %j as %s to %j", (answer, as, expected) => {
    const mapping: QuoteMapping = { request: { value: { answer: "final.x", as } as ObjectNode[string] }, notSent: [] };
    expect(mappedValue(mapping.request, { draft: { final: { x: answer } }, product: "car", mapping })).toEqual({ value: expected });
  });
});
