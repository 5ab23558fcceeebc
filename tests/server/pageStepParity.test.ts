/**
 * The app's page and the server's check of a quote run one page step: the engine's submitPage (with
 * planLoaders and settleLoader for the loaders). For every page of every product, on a complete
 * quote with its named drivers, each page is opened and its primary button pressed as the app does,
 * with the server's own lookups; the server's check (LookedUpData, replaying every page with the
 * same lookups) accepts the draft that step stores, and refuses it once any answer the step stored
 * from a lookup's answer is changed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  getPath,
  holds,
  logicData,
  namedSlotIndexes,
  planLoaders,
  primaryAction,
  settleLoader,
  setPath,
  submissionKey,
  submitPage,
  type Draft,
  type LogicData,
  type ReferenceData,
  type ResolvedJourney,
} from "../../src/engine/index.ts";
import { openDatabase, runMigrations, type Db } from "../../server/db/index.ts";
import { LookedUpData } from "../../server/domain/lookedUpData.ts";
import { lookupSources, type LookupSources } from "../../server/domain/lookupSources.ts";
import { pagesOnPath, type PageInstance } from "../../server/domain/pageInstances.ts";
import { validateDraft } from "../../server/validation/draftValidation.ts";
import { catalogue, clock, completeDraft, journeyOf } from "./quoteDrafts.ts";
import { startTestServer, startupTimeout, type TestServer } from "./testServer.ts";

let server: TestServer;
let db: Db;
let sources: LookupSources;
let lookedUp: LookedUpData;
let referenceData: ReferenceData;

beforeAll(async () => {
  server = await startTestServer();
  db = await openDatabase({ memory: true });
  await runMigrations(db, { log: () => {} });
  sources = lookupSources(db, clock);
  lookedUp = new LookedUpData(db, clock);
  referenceData = Object.fromEntries(await sources.referenceData.all()) as ReferenceData;
}, startupTimeout);

afterAll(async () => {
  await server?.close();
  await db?.close();
});

/** The server's lookups as the app's data sources; the call that sends the quote is not made. */
const port = {
  call: (source: string, args: Record<string, unknown>) => sources.lookup(source)?.(args) ?? null,
};

/** A page opened as the app opens it: its due loaders answered, their results exposed, their outcomes applied. */
async function open(journey: ResolvedJourney, page: PageInstance, start: Draft): Promise<{ draft: Draft; data: Record<string, unknown> }> {
  const data: Record<string, unknown> = { reference: referenceData };
  let draft = start;
  const scope = (): LogicData => logicData({ journey, draft, section: page.section, clock, data });
  for (const call of planLoaders(page, scope())) {
    const answer = port.call(call.loader.source, call.args);
    const result = answer === null ? undefined : await answer;
    if (call.loader.as && result !== undefined) data[call.loader.as] = result;
    draft = settleLoader(call.loader, { failed: false, result }, draft, scope()).draft;
  }
  return { draft, data };
}

/** What a changed answer looks like to the server: another value of the same kind. */
function changed(value: unknown): unknown {
  if (typeof value === "number") return value + 1;
  if (typeof value === "boolean") return !value;
  if (typeof value === "string") return `${value}X`;
  return "changed";
}

/** What the server refuses the draft for: its answers against the journey's rules, then against its own lookups. */
async function problems(journey: ResolvedJourney, draft: Draft): Promise<unknown[]> {
  const validation = validateDraft(journey, draft, clock, catalogue.check);
  if (!validation.valid) return validation.problems;
  return lookedUp.problems(journey, validation.draft);
}

const products = ["car", "older", "convicted", "van", "ppm"];

describe.each(products)("the %s journey", (product) => {
  it("stores, page by page, what the server's check accepts; any answer a lookup stored, changed, is refused", async () => {
    const journey = journeyOf(product);
    // The walk's named drivers are younger than the older product accepts (35 and over): its quote has none.
    const draft = await completeDraft(server, product, { namedDrivers: product === "older" ? 0 : namedSlotIndexes(journey).length });
    expect(await problems(journey, draft)).toEqual([]);
    const validation = validateDraft(journey, draft, clock, catalogue.check);
    if (!validation.valid) throw new Error("unreachable: the draft was accepted");
    let stored = 0;
    // The pages on the quote's replayed paths (the submitted draft keeps only theirs).
    for (const page of pagesOnPath(journey, validation.draft)) {
      const primary = primaryAction(page.actions ?? [{ id: "continue", label: "Continue" }])!;
      const opened = await open(journey, page, draft);
      const step = await submitPage({ journey, page, section: page.section, clock, data: opened.data }, opened.draft, primary, {
        check: catalogue.check,
        journeyOf: () => journey,
        sources: port,
      });
      expect(step.kind, `${submissionKey(page)}: ${JSON.stringify(step)}`).toMatch(/^(moved|stayed)$/);
      if (step.kind === "invalid") continue;
      expect(await problems(journey, step.draft), submissionKey(page)).toEqual([]);
      // What a lookup's answer stored (a button's own outcomes may store what moves the path, such as a
      // named driver marked added: changing that changes which pages the quote has, not a lookup).
      for (const applied of step.applied.filter((a) => a.origin === "lookup")) {
        for (const outcome of applied.outcomes ?? []) {
          if (!holds(outcome.when, applied.data)) continue;
          for (const path of Object.keys(outcome.set ?? {})) {
            const value = getPath(step.draft, path);
            // An answer a page asks later wins over what a lookup filled in; nothing to compare.
            if (value === undefined || value === null || journeyAsks(journey, path)) continue;
            const refused = await problems(journey, setPath(step.draft, path, changed(value)));
            expect(refused.length, `${submissionKey(page)}: ${path} changed`).toBeGreaterThan(0);
            stored += 1;
          }
        }
      }
    }
    expect(stored).toBeGreaterThan(0);
  }, 120_000);
});

/** Whether some page of the journey asks `path` as a question (a named driver's slot included). */
function journeyAsks(journey: ResolvedJourney, path: string): boolean {
  const slots = namedSlotIndexes(journey);
  return Object.values(journey.pages).some((page) =>
    page.fields.some((field) => {
      const sections = page.section?.includes("{index}") ? slots.map((i) => page.section!.replace("{index}", String(i))) : [page.section];
      return sections.some((section) => (section ? `${section}.${field.name}` : field.name) === path);
    }),
  );
}
