/**
 * Which draft paths a path of the quote-request mapping reads for one product, and which answers a
 * product's journey asks at each draft path: the two sides every mapping check holds together.
 */
import { namedSlotIndexes, within, type ResolvedField, type ResolvedJourney, type ResolvedPage } from "../../../src/engine/index.ts";
import { resolvePath } from "../../../server/domain/mappedValue.ts";
import type { QuoteMapping } from "../../../server/domain/quoteMapping.ts";

/** Where a mapping path is read: for which products, which driver, which rounds. */
export interface PathContext {
  onlyFor?: string[];
  notFor?: string[];
  /** Inside a named driver: where its answers are (`named.{index}`). */
  namedAt?: string;
  /** Inside a repeat: the rounds {n} takes. */
  rounds?: number;
}

/** The draft paths a mapping path reads for this product: none when it does not apply, every slot and round otherwise. */
export function draftPathsFor(path: string, context: PathContext, journey: ResolvedJourney, mapping: QuoteMapping): string[] {
  if (context.onlyFor && !context.onlyFor.includes(journey.id)) return [];
  if (context.notFor?.includes(journey.id)) return [];
  // A named driver's own answers stay under `named.{index}` as its pages' sections are written; only
  // paths that name a slot themselves (`/final.contacts.{index+1}.email`) are expanded.
  const indexes = context.namedAt && /\{index(\+1)?\}/.test(path) ? namedSlotIndexes(journey) : [undefined];
  const rounds = context.rounds ? Array.from({ length: context.rounds }, (_, i) => i + 1) : [undefined];
  return indexes.flatMap((index) =>
    rounds.map((round) => resolvePath(path, { product: journey.id, mapping, driverAt: context.namedAt, index, round })),
  );
}

export interface AskedAnswer {
  page: ResolvedPage;
  field: ResolvedField;
}

const asked = new WeakMap<ResolvedJourney, Map<string, AskedAnswer>>();

/** Every answer a journey asks, by its draft path (named-driver pages keep `{index}` in their section); the first page asking it wins. */
export function askedAnswers(journey: ResolvedJourney): Map<string, AskedAnswer> {
  const known = asked.get(journey);
  if (known) return known;
  const found = new Map<string, AskedAnswer>();
  for (const id of journey.pageOrder) {
    const page = journey.pages[id];
    for (const field of page.fields) {
      const path = within(page.section, field.name);
      if (!found.has(path)) found.set(path, { page, field });
    }
  }
  asked.set(journey, found);
  return found;
}
