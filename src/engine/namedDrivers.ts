/**
 * Named-driver slots: `named` is a list of slots, each with an `added` flag and its sections.
 * Removing one keeps the others in order and appends a blank slot, so "the second" becomes "the
 * first"; its pages' submitted keys (`page@slot`) move with it.
 */
import type { Draft, ResolvedJourney } from "./types.ts";
import { getPath } from "./paths.ts";

export function namedSlots(journey: ResolvedJourney): number {
  return Number(journey.limits.namedDrivers ?? 0);
}

/** Indexes of slots whose driver has been added. */
export function addedNamedDrivers(journey: ResolvedJourney, draft: Draft): number[] {
  return Array.from({ length: namedSlots(journey) }, (_, i) => i).filter((i) => getPath(draft, `named.${i}.added`) === true);
}

/**
 * The pages whose buttons open the named-driver chain (the final page's Add named driver): a
 * named-driver page can only be reached once the main path has reached one of them.
 */
export function namedEntryPages(journey: ResolvedJourney): string[] {
  if (!journey.namedStartPage) return [];
  return journey.pageOrder.filter((id) =>
    (journey.pages[id].actions ?? []).some((action) => (action.then ?? []).some((outcome) => outcome.goTo === journey.namedStartPage)),
  );
}

/** Slots a user may be in: every added driver's, and the next free one (the one Add named driver opens). */
export function openableNamedSlot(journey: ResolvedJourney, draft: Draft, index: number): boolean {
  const added = addedNamedDrivers(journey, draft);
  const nextFree = Array.from({ length: namedSlots(journey) }, (_, i) => i).find((i) => !added.includes(i));
  return added.includes(index) || index === nextFree;
}

export function removeNamedDriver(
  journey: ResolvedJourney,
  draft: Draft,
  submitted: readonly string[],
  index: number,
): { draft: Draft; submitted: string[] } {
  const slots = namedSlots(journey);
  const current = Array.from({ length: slots }, (_, i) => getPath(draft, `named.${i}`) ?? { added: false });
  const named = [...current.slice(0, index), ...current.slice(index + 1), { added: false }];
  const moved = submitted.flatMap((key) => {
    const [page, slot] = key.split("@");
    if (slot === undefined) return [key];
    const n = Number(slot);
    if (n === index) return [];
    return [n > index ? `${page}@${n - 1}` : key];
  });
  return { draft: { ...draft, named }, submitted: moved };
}
