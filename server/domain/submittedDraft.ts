/**
 * The draft as the journey itself would send it, rebuilt on the server from a draft that already
 * passed validateQuote: the main path and each added named driver's chain are replayed, every
 * page on them is prepared as the browser prepares a page on save (transforms applied, answers
 * of hidden or disabled questions reset to their default), and only what those pages own is
 * kept. Sections of pages off the path (the manual vehicle page when the reg was found, business
 * details for a van not used for business) and anything else a client adds are dropped.
 */
import {
  getPath, pageInstance, prepareSubmission, replayPath, setPath, within,
  type Clock, type Draft, type ResolvedJourney, type SchemaCheck,
} from "../../src/engine/index.ts";

/** Root-level answers no page asks, that the quote request still carries. */
const rootExtras = ["yourReference", "yourReferenceId", "affiliate", "device"];

export function submittedDraft(journey: ResolvedJourney, draft: Draft, clock: Clock, check: SchemaCheck): Draft {
  const slots = Number(journey.limits.namedDrivers ?? 0);
  const everything = new Set<string>();
  for (const id of journey.pageOrder) {
    everything.add(id);
    for (let i = 0; i < slots; i++) everything.add(`${id}@${i}`);
  }

  let prepared = draft;
  let kept: Draft = {};
  const keepChain = (start: string | undefined, index?: number) => {
    const { path } = replayPath({ journey, draft, submitted: everything, clock, check, start, index });
    for (const id of path) {
      if (!journey.pages[id]) continue;
      const page = pageInstance(journey, id, index);
      prepared = prepareSubmission({ journey, page, section: page.section, clock }, prepared);
      if (page.section) {
        kept = setPath(kept, page.section, getPath(prepared, page.section));
      } else {
        for (const field of page.fields) kept = setPath(kept, within(undefined, field.name), getPath(prepared, field.name));
      }
    }
  };

  keepChain(undefined);
  for (const key of rootExtras) if (draft[key] !== undefined) kept = setPath(kept, key, draft[key]);
  if (journey.namedStartPage) {
    for (let i = 0; i < slots; i++) {
      if (getPath(draft, `named.${i}.added`) !== true) continue;
      keepChain(journey.namedStartPage, i);
      kept = setPath(kept, `named.${i}.added`, true);
    }
  }
  return kept;
}
