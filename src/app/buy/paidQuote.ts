/**
 * A quote the server says is paid for (QUOTE_PAID, naming the way it was paid in
 * `extensions.paymentCollectionOptionCode`): its price cannot change and it cannot be paid another
 * way, only taken up with that payment. The browser keeps which way, for the outcome, and makes it
 * the chosen way of paying; /payment then asks for that payment (the server answers the paid
 * intent) and takes it up, rather than asking for a card.
 */
import { errorDetail, isQuotePaid } from "../../api/purchase.ts";
import type { RetrieveCalls } from "../../api/retrieve.ts";
import { setPath, type Clock, type ResolvedJourney } from "../../engine/index.ts";
import type { BuyState, QuoteStore } from "../../store/quoteStore.ts";
import { quoteErrorText } from "../rate/quoteText.ts";
import { rateOf } from "../rate/rateOutcome.ts";
import { restoredQuote } from "../retrieve/restoredQuote.ts";
import { purchaseBy, type Purchase } from "./purchase.ts";

/**
 * For a QUOTE_PAID answer naming one of the draft's rate's payment options: remembers it as paid
 * and makes it the chosen way of paying (on /rate and /final). False, changing nothing, otherwise.
 */
export function rememberPaid(store: QuoteStore, error: unknown): boolean {
  const code = errorDetail(error, "paymentCollectionOptionCode");
  const rate = rateOf(store.getState().draft);
  if (!isQuotePaid(error) || typeof code !== "string" || !rate) return false;
  const paid = purchaseBy(rate, code);
  if (!paid) return false;
  const { setBuy, setSession, setDraft } = store.getState();
  setBuy({
    paidOption: { underwritingOutcomeResponseId: rate.ratingOutcome.underwritingOutcomeResponseId, paymentCollectionOptionCode: code },
  });
  setSession({ selectedPaymentMethod: paid.method });
  setDraft(setPath(store.getState().draft, "final.paymentMethod", paid.method));
  return true;
}

/** For a QUOTE_PAID answer: the way it was paid remembered (rememberPaid), and the catalogue's words for it; undefined for any other error. */
export function quotePaidText(store: QuoteStore, error: unknown): string | undefined {
  if (!isQuotePaid(error)) return undefined;
  rememberPaid(store, error);
  return quoteErrorText("quotePaid");
}

/**
 * A new rating refused as paid (QUOTE_PAID) says nothing of which price was paid for, and the
 * draft's may not be it (the quote was repriced or rated again in another tab, then paid there).
 * The quote as the server keeps it, with the price paid for and the answers it was rated on,
 * becomes the draft, keeping what this browser holds for buying (the agreement, the bank details);
 * the way it was paid is remembered (rememberPaid). Rejects as the retrieve does.
 */
export async function takePaidQuote(
  retrieve: Pick<RetrieveCalls, "retrieve">,
  environment: { journeys: Record<string, ResolvedJourney>; clock: Clock },
  store: QuoteStore,
  refusal: unknown,
): Promise<void> {
  const { token, quoteRef } = store.getState().draft;
  if (typeof token !== "string") throw new Error("A paid quote without its token in the draft");
  const { quote, referenceData } = await retrieve.retrieve(token, typeof quoteRef === "string" ? quoteRef : undefined);
  if (!quote.rate) throw new Error(`The paid quote ${quote.quoteRef ?? ""} came back without its price`);
  const restored = restoredQuote(environment, quote, token, referenceData);
  store.getState().replace(restored.draft, restored.submitted);
  rememberPaid(store, refusal);
}

/** The purchase already paid for, when the server said this rate's outcome is paid. */
export function paidPurchase(purchase: Purchase, buy: BuyState | undefined): Purchase | undefined {
  const paid = buy?.paidOption;
  if (paid?.underwritingOutcomeResponseId !== purchase.rate.ratingOutcome.underwritingOutcomeResponseId) return undefined;
  return purchaseBy(purchase.rate, paid.paymentCollectionOptionCode);
}
