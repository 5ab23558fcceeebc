/**
 * A retrieved quote as the app's state: the draft rebuilt from
 * the stored answers (every named driver restored is added), the reference, token and rate it can
 * carry on with, and every page marked submitted, so the replay stops at the first page whose
 * answers the current journey no longer accepts. Answers holding a code the rate page's reference
 * data no longer offers are cleared, as the page itself would clear them.
 */
import {
  getPath,
  isNamedDriverPage,
  namedSlotAt,
  namedSlotIndexes,
  pageInstance,
  settleAnswers,
  withDefaults,
  withNamedDriverAdded,
  type Clock,
  type Draft,
  type ReferenceData,
  type ResolvedJourney,
} from "../../engine/index.ts";
import type { PaymentMethod } from "../../api/rateResponse.ts";
import type { RetrievedQuote } from "../../api/retrieve.ts";

export interface RestoredQuote {
  draft: Draft;
  submitted: string[];
  selectedPaymentMethod?: PaymentMethod;
}

/** Thrown for stored answers no journey can take (no known product): a retrieve failure like any other. */
export class UnusableQuoteError extends Error {}

export function restoredQuote(
  { journeys, clock }: { journeys: Record<string, ResolvedJourney>; clock: Clock },
  quote: RetrievedQuote,
  sentToken: string,
  referenceData: ReferenceData,
): RestoredQuote {
  const product = quote.answers.product;
  const journey = typeof product === "string" ? journeys[product] : undefined;
  if (!journey) throw new UnusableQuoteError(`retrieved answers have no known product`);

  let draft: Draft = withoutQuoteState(quote.answers);
  const slots = namedSlotIndexes(journey).filter((i) => hasAnswers(getPath(draft, namedSlotAt(i))));
  for (const i of slots) draft = withNamedDriverAdded(draft, i);
  draft = { ...draft, ...carryOn(quote, sentToken) };
  draft = withDefaults(journey, draft, clock);

  const submitted: string[] = [];
  for (const id of journey.pageOrder) {
    for (const index of isNamedDriverPage(journey.pages[id]) ? slots : [undefined]) {
      const page = pageInstance(journey, id, index);
      // Only questions answered from these lists: the others' options (an address search, say) are not at hand here.
      const checked = {
        ...page,
        fields: page.fields.filter((f) => f.optionsFrom !== undefined && Object.hasOwn(referenceData, f.optionsFrom)),
      };
      if (checked.fields.length > 0)
        draft = settleAnswers(
          { journey, page: checked, section: page.section, clock, data: { reference: referenceData } },
          draft,
          referenceData,
        );
      submitted.push(index === undefined ? id : `${id}@${index}`);
    }
  }
  const method = getPath(draft, "final.paymentMethod");
  return { draft, submitted, ...(method === "ANNUALLY" || method === "MONTHLY" ? { selectedPaymentMethod: method } : {}) };
}

/** A slot the stored quote filled in (an unused slot may be stored blank, or as `{ added: false }`). */
function hasAnswers(slot: unknown): boolean {
  return typeof slot === "object" && slot !== null && Object.keys(slot).some((key) => key !== "added");
}

/** The stored answers never carry the app's own quote state; drop any, so only the result sets it. */
function withoutQuoteState(answers: Draft): Draft {
  const { quoteRef: _ref, token: _token, rate: _rate, retrieveError: _error, linkReg: _link, ...rest } = answers;
  return rest;
}

/**
 * What the draft rates again under: a rate brings its own reference and token (as Get quote keeps
 * them); without one, a kept reference goes on with the token that retrieved it; a cleared
 * reference (an expired quote) leaves neither, so the next Get quote starts a new quote.
 */
function carryOn(quote: RetrievedQuote, sentToken: string): Draft {
  if (quote.rate) return { quoteRef: quote.rate.quoteRef, token: quote.rate.token, rate: quote.rate };
  if (quote.quoteRef) return { quoteRef: quote.quoteRef, token: sentToken };
  return {};
}
