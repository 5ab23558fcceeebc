/**
 * The active fields the validation thread hands over (pageInstances.ts) are exactly those the
 * engine finds on each page of a submitted draft that offer options, and none are handed over for a journey whose
 * reveal rules read loaded data, which only the thread with that data can evaluate.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activeFields, logicData, submissionKey, type ResolvedJourney } from "../../src/engine/index.ts";
import { activeFieldsOnPath, pagesOnPath } from "../../server/domain/pageInstances.ts";
import { validateDraft } from "../../server/validation/draftValidation.ts";
import { catalogue, clock, completeDraft, journeyOf } from "./quoteDrafts.ts";
import { startTestServer, startupTimeout, type TestServer } from "./testServer.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ clock });
}, startupTimeout);

afterAll(() => server?.close());

async function submitted(product: string, namedDrivers: number) {
  const journey = journeyOf(product);
  const validation = validateDraft(journey, await completeDraft(server, product, { namedDrivers }), clock, catalogue.check);
  if (!validation.valid) throw new Error(`The ${product} draft is not valid`);
  return { journey, draft: validation.draft, active: validation.active };
}

describe("active fields from the validation thread", () => {
  it("are the engine's active fields with options on every page of the path, named drivers' included, whatever the loaded data", async () => {
    const { journey, draft, active } = await submitted("car", 1);
    const pages = pagesOnPath(journey, draft);
    expect(pages.some((page) => page.index === 0)).toBe(true);
    expect(Object.keys(active!).sort()).toEqual(pages.map(submissionKey).sort());
    expect(Object.values(active!).some((positions) => positions.length > 0)).toBe(true);
    for (const page of pages) {
      const withData = logicData({ journey, draft, section: page.section, clock, data: { reference: {}, vehicle: {} } });
      const offered = activeFields(page, withData).filter((field) => field.options || field.optionsFrom || field.optionsFromData);
      const expected = offered.map((field) => field.name);
      expect(
        active![submissionKey(page)].map((i) => page.fields[i].name),
        submissionKey(page),
      ).toEqual(expected);
    }
  });

  it("are not handed over when a reveal rule may read loaded data", async () => {
    const { journey, draft } = await submitted("car", 0);
    const reading = (visibleWhen: unknown): ResolvedJourney => {
      const id = journey.pageOrder[1];
      const page = journey.pages[id];
      const [first, ...rest] = page.fields;
      return { ...journey, pages: { ...journey.pages, [id]: { ...page, fields: [{ ...first, visibleWhen }, ...rest] } } };
    };
    expect(activeFieldsOnPath(reading({ "!!": { var: "data.reference.title" } }), draft, clock)).toBeUndefined();
    expect(activeFieldsOnPath(reading({ missing: ["answers.title", "data.vehicle"] }), draft, clock)).toBeUndefined();
    // A name worked out by logic could be anything, data included.
    expect(activeFieldsOnPath(reading({ var: { cat: ["da", "ta.x"] } }), draft, clock)).toBeUndefined();
    expect(activeFieldsOnPath(reading({ "==": [{ var: "answers.title" }, "MR"] }), draft, clock)).toBeDefined();
  });
});
