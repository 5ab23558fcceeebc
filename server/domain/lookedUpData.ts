/**
 * The one place a valid draft is checked against the server's own data before it is stored:
 * everything it claims to have looked up is looked up again (lookupReplay.ts) and every coded
 * answer is checked against its list (referenceCodes.ts), on every page of the replayed paths,
 * named drivers' included. Differences are field errors; nothing is corrected.
 */
import {
  addedNamedDrivers, getPath, isNamedDriverPage, namedSlotIndexes, pageInstance, type Draft, type ReferenceData, type ResolvedJourney,
} from "../../src/engine/index.ts";
import type { ServerClock } from "../clock.ts";
import type { Db } from "../db/index.ts";
import type { FieldError } from "./fieldErrors.ts";
import { lookupSources, type LookupSources } from "./lookupSources.ts";
import { LookupReplay, questionPaths, type PageInstance } from "./lookupReplay.ts";
import { codeProblems } from "./referenceCodes.ts";

export class LookedUpData {
  readonly #sources: LookupSources;

  constructor(
    db: Db,
    private readonly clock: ServerClock,
  ) {
    this.#sources = lookupSources(db, clock);
  }

  /** Field errors for a submitted draft (submittedDraft.ts); none when it matches the server's data. */
  async problems(journey: ResolvedJourney, draft: Draft): Promise<FieldError[]> {
    const reference: ReferenceData = Object.fromEntries(await this.#sources.referenceData.all()) as ReferenceData;
    const replay = new LookupReplay(journey, draft, this.clock, reference, this.#sources, questionsOf(journey));
    const errors: FieldError[] = [];
    for (const page of pagesOnPath(journey, draft)) {
      const loaded = await replay.page(page);
      errors.push(...codeProblems(journey, draft, this.clock, reference, page, loaded));
    }
    return distinct([...replay.errors, ...errors, ...replay.strays()]);
  }
}

/**
 * The pages with answers in a submitted draft: it keeps only the sections of pages on the replayed
 * paths (and no two pages share a section), so these are exactly the pages of those paths.
 */
function pagesOnPath(journey: ResolvedJourney, draft: Draft): PageInstance[] {
  const slots = addedNamedDrivers(journey, draft);
  return instances(journey, slots).filter((page) => !page.section || getPath(draft, page.section) !== undefined);
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

/** Main-path pages once each, named-driver pages once per slot. */
function instances(journey: ResolvedJourney, slots: number[]): PageInstance[] {
  return journey.pageOrder.flatMap((id) =>
    isNamedDriverPage(journey.pages[id]) ? slots.map((slot) => pageInstance(journey, id, slot)) : [journey.pages[id]],
  );
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
