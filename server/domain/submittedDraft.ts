/**
 * The draft as the journey itself would send it, rebuilt on the server from a draft that already
 * passed validateQuote: on the main path and each added named driver's chain (as validateQuote
 * replayed them), every page is prepared as the browser prepares a page on save (transforms applied, answers
 * of hidden or disabled questions reset to their default), and only what those pages own is
 * kept. Sections of pages off the path (the manual vehicle page when the reg was found, business
 * details for a van not used for business) and anything else a client adds are dropped, inside a
 * section too: only what the journey itself writes there is kept (writtenPaths.ts).
 */
import {
  getPath,
  pageInstance,
  prepareSubmission,
  setPath,
  within,
  withNamedDriverAdded,
  type Clock,
  type Draft,
  type ReplayedChain,
  type ResolvedJourney,
} from "../../src/engine/index.ts";
import { onlyWritten, writtenPaths } from "./writtenPaths.ts";

/**
 * Root-level answers no page asks, that the quote request still carries (and retrieve gives back):
 * the sales channel and affiliate code (checked in salesChannel.ts) and the assigned device.
 */
const rootExtras = ["sourceOfBusiness", "affiliate", "device"];

export function submittedDraft(journey: ResolvedJourney, draft: Draft, clock: Clock, chains: ReplayedChain[]): Draft {
  const written = writtenPaths(journey);
  let prepared = draft;
  let kept: Draft = {};
  for (const { index, path } of chains) {
    for (const id of path) {
      if (!journey.pages[id]) continue;
      const page = pageInstance(journey, id, index);
      prepared = prepareSubmission({ journey, page, section: page.section, clock }, prepared);
      if (page.section) {
        kept = setPath(kept, page.section, onlyWritten(getPath(prepared, page.section), page.section, written) ?? {});
      } else {
        for (const field of page.fields) kept = setPath(kept, within(undefined, field.name), getPath(prepared, field.name));
      }
    }
    if (index === undefined) {
      for (const key of rootExtras) if (draft[key] !== undefined) kept = setPath(kept, key, draft[key]);
    } else {
      kept = withNamedDriverAdded(kept, index);
    }
  }
  return kept;
}
