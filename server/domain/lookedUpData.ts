/**
 * The one place a valid draft is checked against the server's own data before it is stored:
 * everything it claims to have looked up is looked up again (lookupReplay.ts) and every coded
 * answer is checked against its list (referenceCodes.ts), on every page of the replayed paths,
 * named drivers' included. Differences are field errors; nothing is corrected.
 */
import { namedSlotIndexes, submissionKey, type Draft, type ReferenceData, type ResolvedJourney } from "../../src/engine/index.ts";
import type { ServerClock } from "../clock.ts";
import type { Db } from "../db/index.ts";
import type { FieldError } from "./fieldErrors.ts";
import { lookupSources, type LookupSources } from "./lookupSources.ts";
import { LookupReplay, questionPaths } from "./lookupReplay.ts";
import { instances, pagesOnPath, type ActiveFields } from "./pageInstances.ts";
import { codeProblems } from "./referenceCodes.ts";

export class LookedUpData {
  readonly #sources: LookupSources;

  constructor(
    db: Db,
    private readonly clock: ServerClock,
  ) {
    this.#sources = lookupSources(db, clock);
  }

  /**
   * Field errors for a submitted draft (submittedDraft.ts); none when it matches the server's data.
   * `active` is what the validation worker found active on each page (pageInstances.ts), if it could tell.
   */
  async problems(journey: ResolvedJourney, draft: Draft, active?: ActiveFields): Promise<FieldError[]> {
    const referenceData = referenceDataRecord(await this.#sources.referenceData.all());
    const replay = new LookupReplay(journey, draft, this.clock, referenceData, this.#sources, questionsOf(journey));
    const errors: FieldError[] = [];
    for (const page of pagesOnPath(journey, draft)) {
      const loaded = await replay.page(page);
      errors.push(...codeProblems(journey, draft, this.clock, referenceData, page, loaded, active?.[submissionKey(page)]));
    }
    return distinct([...replay.errors, ...errors, ...replay.strays()]);
  }
}

/** Journeys are loaded once per server, so their question paths are worked out once each. */
const questionsByJourney = new WeakMap<ResolvedJourney, ReadonlySet<string>>();
function questionsOf(journey: ResolvedJourney): ReadonlySet<string> {
  let questions = questionsByJourney.get(journey);
  if (!questions) {
    questionsByJourney.set(journey, (questions = questionPaths(journey, instances(journey, namedSlotIndexes(journey)))));
  }
  return questions;
}

/** The reference data as the engine reads it; it is read once per server, so converted once. */
const referenceDataRecords = new WeakMap<object, ReferenceData>();
function referenceDataRecord(byName: ReadonlyMap<string, readonly unknown[]>): ReferenceData {
  let record = referenceDataRecords.get(byName);
  if (!record) referenceDataRecords.set(byName, (record = Object.fromEntries(byName) as ReferenceData));
  return record;
}

/** One error per page, field and message: a path two lookups fill is reported once. */
function distinct(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const key = `${error.page}\u0000${error.field}\u0000${error.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
