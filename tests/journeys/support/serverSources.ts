/**
 * The server calls a journey names, answered by the server's own domain code over an in-memory
 * database seeded from server/fixtures (no HTTP, so thousands of walks stay fast), and rateQuote
 * answered as the server does it: validate the whole draft (validateDraft), build the quote request
 * from what the journey sends, rate it with the product's rating file. Results are cached by their
 * arguments: walks ask the same few lookups over and over.
 */
import type { Draft, ResolvedJourney, SchemaCheck } from "../../../src/engine/index.ts";
import { fixedClock } from "../../../server/clock.ts";
import { openDatabase, runMigrations, type Db } from "../../../server/db/index.ts";
import { Addresses } from "../../../server/domain/addresses.ts";
import { DeviceAssignments } from "../../../server/domain/deviceAssignment.ts";
import { buildQuoteRequest } from "../../../server/domain/quoteRequest.ts";
import { ReferenceData } from "../../../server/domain/referenceData.ts";
import { Vehicles } from "../../../server/domain/vehicles.ts";
import { loadRatingFiles, rate, ratingInputs } from "../../../server/rating/index.ts";
import { validateDraft, type DraftValidation } from "../../../server/validation/draftValidation.ts";
import fixtureReferenceData from "../../../server/fixtures/referenceData.json" with { type: "json" };

/** How a call ended, as the engine's outcomesFor reads it. */
export type CallEnd = { failed: true } | { failed: false; result: unknown };

/** What Get quote's rating gave, kept so the test can check every completed walk. */
export interface RatedDraft {
  product: string;
  sent: Draft;
  validation: DraftValidation;
  optionState?: string;
}

export interface ServerSources {
  call(journey: ResolvedJourney, source: string, args: Record<string, unknown>): Promise<CallEnd>;
  /** The reference data (each list by name), as the app fetches it for options. */
  referenceData: Record<string, { code: string; value: string }[]>;
  rated: RatedDraft[];
  close(): Promise<void>;
}

export async function startServerSources(today: string, check: SchemaCheck): Promise<ServerSources> {
  const db: Db = await openDatabase({ memory: true });
  await runMigrations(db, { log: () => {} });
  const referenceData = new ReferenceData(db);
  const vehicles = new Vehicles(db, referenceData);
  const devices = new DeviceAssignments(db);
  const addresses = new Addresses(db);
  const ratings = loadRatingFiles();
  const clock = fixedClock(today);
  const cache = new Map<string, CallEnd>();
  const rated: RatedDraft[] = [];

  const lookups: Record<string, (args: Record<string, unknown>) => Promise<unknown>> = {
    vehicleByReg: (a) => vehicles.findByRegistration(String(a.registration)),
    vehicleModels: (a) => vehicles.listModels(String(a.makeCode), String(a.productClass), String(a.scheme), clock.now()),
    deviceAssignment: (a) => devices.assign(String(a.abiCode), String(a.productClass), String(a.scheme)),
    addressLookup: (a) => addresses.lookup(String(a.postcode), a.searchTerm as string | undefined),
    addressDetails: (a) => addresses.details(String(a.addressId)),
  };

  /** Rated as Quotes.rate does it, minus storing: the walk only needs the state its outcomes go by. */
  function rateQuote(journey: ResolvedJourney, args: Record<string, unknown>): CallEnd {
    const answers = args.answers as Draft;
    const validation = validateDraft(journey, answers, clock, check);
    const record: RatedDraft = { product: journey.id, sent: answers, validation };
    rated.push(record);
    // The server refuses an invalid draft with an error: the call fails.
    if (!validation.valid) return { failed: true };
    const request = buildQuoteRequest({ journey, draft: validation.draft, quoteRef: "WALK0001", today });
    const voluntaryExcess = Math.round((request.capturedQuoteModel.quote.voluntaryExcess ?? 0) * 100);
    const result = rate(ratings.file(journey.id)!, ratingInputs(request, today), { voluntaryExcess });
    record.optionState = result.optionState;
    return { failed: false, result: { quoteRef: "WALK0001", token: "walk-token", ratingOutcome: { optionState: result.optionState } } };
  }

  return {
    referenceData: fixtureReferenceData as Record<string, { code: string; value: string }[]>,
    rated,
    async call(journey, source, args) {
      if (source === "rateQuote") return rateQuote(journey, args);
      const lookup = lookups[source];
      if (!lookup) throw new Error(`The walk cannot call data source "${source}": add it to tests/journeys/support/serverSources.ts`);
      const key = JSON.stringify([source, args]);
      let ended = cache.get(key);
      if (!ended) {
        ended = await lookup(args).then(
          (result): CallEnd => ({ failed: false, result }),
          (): CallEnd => ({ failed: true }),
        );
        cache.set(key, ended);
      }
      return ended;
    },
    close: () => db.close(),
  };
}
