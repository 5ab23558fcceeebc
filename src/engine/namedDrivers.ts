/**
 * Named-driver slots, the one place that knows them: how many a product has (`limits.namedDrivers`),
 * which pages are asked once per slot (an `{index}` section), and where a slot keeps its answers:
 * `named` is a list of slots, each with an `added` flag and its sections.
 * Removing one keeps the others in order and appends a blank slot, so "the second" becomes "the
 * first"; its pages' submitted keys (`page@slot`) move with it.
 */
import type { Draft, ResolvedJourney } from "./types.ts";
import { getPath, setPath } from "./paths.ts";

/** How many named-driver slots the product has (`limits.namedDrivers`; none when unset). */
export function namedSlots(journey: Pick<ResolvedJourney, "limits">): number {
  return Number(journey.limits.namedDrivers ?? 0);
}

/** Every slot's index, in order: 0 to namedSlots - 1. */
export function namedSlotIndexes(journey: Pick<ResolvedJourney, "limits">): number[] {
  return Array.from({ length: namedSlots(journey) }, (_, i) => i);
}

/** Whether `index` is one of the product's slots (a URL's `/named/{index}/…` may hold anything). */
export function isNamedSlot(journey: Pick<ResolvedJourney, "limits">, index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < namedSlots(journey);
}

/** Whether a page is asked once per slot: its section holds `{index}`. */
export function isNamedDriverPage(page: { section?: string } | undefined): boolean {
  return page?.section?.includes("{index}") ?? false;
}

/** The ids of the pages asked once per slot, in journey order. */
export function namedDriverPages(journey: ResolvedJourney): string[] {
  return journey.pageOrder.filter((id) => isNamedDriverPage(journey.pages[id]));
}

/** A per-slot path (`named.{index}.job`) for one slot (`named.1.job`). */
export function inNamedSlot(path: string, index: number): string {
  return path.replace("{index}", String(index));
}

/** The draft's list of slots. */
const NAMED = "named";

/** Where a slot keeps its driver's answers in the draft. */
export function namedSlotAt(index: number): string {
  return `${NAMED}.${index}`;
}

const addedAt = (index: number) => `${namedSlotAt(index)}.added`;

/** Whether the slot's driver has been added (the flag saving their last page sets). */
export function isNamedDriverAdded(draft: Draft, index: number): boolean {
  return getPath(draft, addedAt(index)) === true;
}

/** The draft with the slot's driver marked as added. */
export function withNamedDriverAdded(draft: Draft, index: number): Draft {
  return setPath(draft, addedAt(index), true);
}

/** Indexes of slots whose driver has been added. */
export function addedNamedDrivers(journey: ResolvedJourney, draft: Draft): number[] {
  return namedSlotIndexes(journey).filter((i) => isNamedDriverAdded(draft, i));
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
  const nextFree = namedSlotIndexes(journey).find((i) => !added.includes(i));
  return added.includes(index) || index === nextFree;
}

export function removeNamedDriver(
  journey: ResolvedJourney,
  draft: Draft,
  submitted: readonly string[],
  index: number,
): { draft: Draft; submitted: string[] } {
  const current = namedSlotIndexes(journey).map((i) => getPath(draft, namedSlotAt(i)) ?? { added: false });
  const named = [...current.slice(0, index), ...current.slice(index + 1), { added: false }];
  const moved = submitted.flatMap((key) => {
    const [page, slot] = key.split("@");
    if (slot === undefined) return [key];
    const n = Number(slot);
    if (n === index) return [];
    return [n > index ? `${page}@${n - 1}` : key];
  });
  return { draft: { ...draft, [NAMED]: named }, submitted: moved };
}
